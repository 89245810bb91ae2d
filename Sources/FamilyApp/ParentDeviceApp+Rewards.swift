import Platform
import RewardEngine

/// Real-world reward requests as the parent's phone shows them, and the parent's answer.
extension ParentDeviceApp {
    /// One request of a child, as this phone knows it.
    public struct RewardRequestView: Hashable, Sendable {
        /// The request's record name: what an answer refers to.
        public let name: String
        public let reward: String
        public let points: Int
        public let requestedAtMs: Int64
        /// The answer this phone holds: nil while it knows of none.
        public let approved: Bool?
        public let decidedBy: ParentID?
    }

    /// Why an answer was not sent.
    public enum DecisionRefusal: Error, Hashable, Sendable {
        /// This phone has not received the request.
        case unknownRequest
        /// This phone already holds an answer, by this parent or another.
        case alreadyDecided(by: ParentID)
    }

    /// The child's requests this phone holds, oldest first (by time asked, then name).
    public func rewardRequests(of child: ChildID) -> [RewardRequestView] {
        let decisions = records(FamilyRecordType.rewardDecision, in: layout.familyZone(of: child))
        return records(FamilyRecordType.rewardRequest, in: layout.usageZone(of: child))
            .sorted { ($0["at"]?.intValue ?? 0, $0.id.name) < ($1["at"]?.intValue ?? 0, $1.id.name) }
            .map { request in
                let decision = decisions.first { $0["request"]?.textValue == request.id.name }
                return RewardRequestView(
                    name: request.id.name, reward: request["reward"]?.textValue ?? "",
                    points: Int(request["points"]?.intValue ?? 0), requestedAtMs: request["at"]?.intValue ?? 0,
                    approved: decision.flatMap { $0["approve"]?.intValue }.map { $0 == 1 },
                    decidedBy: decision.flatMap { $0["editedBy"]?.textValue }.map(ParentID.init)
                )
            }
    }

    /// Approves or denies `request` of `child`: one answer record, named after the request, so
    /// the first parent's answer is the only one the service keeps (`RewardRequestRecord`).
    @discardableResult
    public func decideReward(
        _ request: String, of child: ChildID, approve: Bool
    ) -> Result<String, DecisionRefusal> {
        guard let engine else { preconditionFailure("the app runs before the parent acts in it") }
        let requestID = CloudRecordID(zone: layout.usageZone(of: child), name: request)
        guard let requestRecord = engine.record(requestID) else { return .failure(.unknownRequest) }
        let familyZone = layout.familyZone(of: child)
        let decisionID = CloudRecordID(zone: familyZone, name: RewardRequestRecord.decisionName(answering: request))
        if let known = engine.record(decisionID) {
            return .failure(.alreadyDecided(by: ParentID(known["editedBy"]?.textValue ?? "")))
        }
        let now = engine.serverTime
        engine.save(
            RewardRequestRecord.decision(
                answering: requestRecord, approve: approve, by: parent, at: now,
                in: familyZone))
        let reward = requestRecord["reward"]?.textValue ?? request
        noteActivity("\(parent) \(approve ? "approved" : "denied") \(child)'s \(reward)", at: now)
        engine.syncNow()
        return .success(decisionID.name)
    }
}
