import Platform

/// Figures for reports. A `nil` app or date means all apps or all local days.
extension ChildRewardAccount {
    /// Learning minutes credited: minutes of sessions that reached the minimum.
    public func learningMinutes(app: AppID? = nil, on date: CivilDate? = nil) -> Int {
        learningTallies.reduce(0) { sum, item in
            item.key.matches(app: app, date: date) ? sum + item.value.creditedMinutes : sum
        }
    }

    /// Learning minutes in sessions that have not (or never) reached the minimum: used but
    /// not credited.
    public func unqualifiedMinutes(app: AppID? = nil, on date: CivilDate? = nil) -> Int {
        sessions.reduce(0) { sum, session in
            let key = AppDay(app: session.app, date: session.localDate)
            return !session.isQualified && key.matches(app: app, date: date) ? sum + session.minutes : sum
        }
    }

    /// Reward minutes paid for by a redemption, on the local day they were used.
    public func rewardMinutes(app: AppID? = nil, on date: CivilDate? = nil) -> Int {
        Self.sum(consumedRewardMinutes, app: app, date: date)
    }

    /// Reward-app minutes nothing paid for: time spent looking at the shield.
    public func unpaidRewardMinutes(app: AppID? = nil, on date: CivilDate? = nil) -> Int {
        Self.sum(unpaidRewardMinuteCounts, app: app, date: date)
    }

    /// Minutes granted by redemptions made on `date`, used or not: what the limits count.
    public func grantedMinutes(on date: CivilDate? = nil) -> Int {
        redemptions.reduce(0) { sum, redemption in
            date == nil || redemption.localDate == date ? sum + redemption.minutesGranted : sum
        }
    }

    /// Integer addition does not depend on the order the dictionary yields its items.
    private static func sum(_ counts: [AppDay: Int], app: AppID?, date: CivilDate?) -> Int {
        counts.reduce(0) { sum, item in item.key.matches(app: app, date: date) ? sum + item.value : sum }
    }
}
