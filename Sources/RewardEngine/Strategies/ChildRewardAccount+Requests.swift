import Platform

extension ChildRewardAccount {
    /// Rule 8, real-world rewards: the child asks for `reward` at `points` (at least 1). Only
    /// under a strategy that takes requests, and only with the points in the balance: they
    /// leave it at once in a `requested` entry, so a parent's later approval always finds them
    /// paid and nothing the child spends meanwhile can overdraw it.
    public mutating func requestReward(
        _ reward: String, points: Int, at time: LocalTimestamp
    ) -> Result<RewardRequest, RewardRequestRefusal> {
        precondition(points >= 1, "a real-world reward costs at least one point")
        guard settings.rewardStrategy.strategy.takesRealWorldRequests else {
            return .failure(.notOffered(settings.rewardStrategy))
        }
        guard points <= ledger.balance else {
            return .failure(.insufficientPoints(requested: points, available: ledger.balance))
        }
        let request = RewardRequest(
            id: rewardRequests.count + 1, reward: reward, points: points, requestedAt: time.instant)
        ledger.append(
            kind: .requested, amount: -points, at: time,
            description: "Asked for \(reward) (request \(request.id)): \(Wording.count(points, "point")) held")
        rewardRequests.append(request)
        return .success(request)
    }

    /// A parent's answer to request `id`. The first answer is final: approving keeps the held
    /// points spent (no entry: they left at the request), denying gives them back in one
    /// `refunded` entry; any later answer is refused, so the points move exactly once.
    public mutating func decideRewardRequest(
        _ id: Int, approve: Bool, by parent: ParentID, at time: LocalTimestamp
    ) -> Result<RewardRequest, RewardRequestRefusal> {
        guard let index = rewardRequests.firstIndex(where: { $0.id == id }) else {
            return .failure(.unknownRequest(id))
        }
        let status = rewardRequests[index].status
        guard status == .pending else { return .failure(.alreadyDecided(id, status)) }
        rewardRequests[index].status = approve ? .approved : .denied
        rewardRequests[index].decidedBy = parent
        rewardRequests[index].decidedAt = time.instant
        let request = rewardRequests[index]
        if !approve {
            ledger.append(
                kind: .refunded, amount: request.points, at: time,
                description: "\(parent) denied \(request.reward) (request \(id)): "
                    + "\(Wording.count(request.points, "point")) back",
                actor: parent.rawValue)
        }
        return .success(request)
    }
}
