import Platform
import RewardEngine

/// What the child and the parents do in the app.
extension ChildDeviceApp {
    /// The child spends points on minutes of a reward app. The redemption's window is
    /// monitored as its own activity so that the shield returns at its end even though the
    /// app is not running then. The family hears when a limit refused or shortened it.
    public func redeem(points: Int, for app: AppID) -> Result<Redemption, RedemptionRejection> {
        let now = clock.now
        let (result, rate) = store.update { account, _ in
            let rate = account.settings.conversionRatePointsPerMinute
            return (account.redeem(points: points, for: app, at: now), rate)
        }
        sync?.uploadNewEntries()
        switch result {
        case .success(let redemption):
            monitorRedemptionWindow(redemption)
            let askedMinutes = points / rate
            if redemption.minutesGranted < askedMinutes {
                announceShortened(redemption, askedMinutes: askedMinutes, by: limitThatShortened(redemption))
            }
        case .failure(let rejection):
            switch rejection.reason {
            case .dailyLimitReached, .weeklyLimitReached:
                announceRefused(rejection)
            case .notARewardApp, .fewerPointsThanOneMinute, .insufficientPoints, .learningGoalNotMet:
                break
            }
        }
        return result
    }

    /// The child asks for a real-world reward (`RewardStrategy`): the points are held here at
    /// once, and the request goes up to the parents' phones.
    public func requestReward(_ reward: String, points: Int) -> Result<RewardRequest, RewardRequestRefusal> {
        let now = clock.now
        let result = store.update { account, _ in account.requestReward(reward, points: points, at: now) }
        if case .success(let request) = result { sync?.share(request) }
        sync?.uploadNewEntries()
        return result
    }

    /// A parent's change, as the command processor applies it on the child's side.
    public func apply(_ command: FamilyCommand) {
        let now = clock.now
        switch command {
        case .adjustPoints(let points, let parent, let reason):
            store.update { account, _ in account.adjust(points: points, by: parent, reason: reason, at: now) }
        case .updateSettings(let settings, _):
            store.update { account, _ in account.update(settings: settings) }
        case .updateApp(let app, let category, _):
            store.update { account, _ in account.update(app: app, to: category) }
        case .decideReward(let request, let approve, let parent):
            _ = store.update { account, _ in
                account.decideRewardRequest(request, approve: approve, by: parent, at: now)
            }
        }
        sync?.uploadNewEntries()
    }

    /// Only the limits cap granted minutes: the daily one if today's grants now reach it.
    private func limitThatShortened(_ redemption: Redemption) -> RedemptionRejectionReason {
        let account = store.account
        if let daily = account.settings.dailyRewardLimitMinutes,
            account.grantedMinutes(on: redemption.localDate) >= daily
        {
            return .dailyLimitReached(limitMinutes: daily)
        }
        guard let weekly = account.settings.weeklyRewardLimitMinutes else {
            preconditionFailure("redemption \(redemption.id) was shortened with no limit set")
        }
        return .weeklyLimitReached(limitMinutes: weekly)
    }

    func monitorRedemptionWindow(_ redemption: Redemption) {
        let finished = center.activities.filter { activity in
            guard activity.rawValue.hasPrefix(Self.redemptionActivityPrefix),
                let id = Int(activity.rawValue.dropFirst(Self.redemptionActivityPrefix.count))
            else { return false }
            return store.account.redemptions.first { $0.id == id }?.status != .active
        }
        if !finished.isEmpty { center.stopMonitoring(finished) }
        // DeviceActivity refuses windows under 15 minutes; a shorter redemption is watched
        // for 15, and its shield returns at the first use after that.
        let shortest = redemption.createdAt + (type(of: center).intervalMillisecondsMin)
        startMonitoring(
            ActivityName("\(Self.redemptionActivityPrefix)\(redemption.id)"),
            during: .once(start: redemption.createdAt, end: max(redemption.expiresAt, shortest)),
            events: []
        )
    }
}
