import Platform

extension ChildRewardAccount {
    /// A parent re-sorts a listed app (learning ↔ reward) or changes its rate during the run.
    ///
    /// Nothing already credited is repriced: the points of minutes credited before the change
    /// stay in the ledger, and the day's tally of the app keeps their sixtieths, so the minutes
    /// after the change add at the new rate (30 minutes at 60 points per hour, then 30 at 120,
    /// earn 30 + 60 = 90). The rule for the current day: the app's session ends at the change,
    /// as if the child had stopped — minutes of it not yet credited (short of the minimum
    /// session) earn nothing, and the next minute starts a new session. An app made a reward
    /// app is shielded at once unless a redemption covers it; one made a learning app loses its
    /// shield, and redemptions for it run out as they would (their points stay spent).
    public mutating func update(app: AppID, to category: AppCategory) {
        if case .learning(let pointsPerHour?) = category {
            precondition(pointsPerHour >= 0, "rates are never negative")
        }
        catalog = catalog.replacing(app, with: category)
        latestSessionIndexByApp[app] = nil
    }
}
