import Platform
import RewardEngine

/// What closing a day committed, for the app to announce.
struct DayClosure {
    let summary: DailySummary
    let flushedPoints: PointsBatch?
}

extension PeriodicWorkState {
    /// The ended days not yet closed, oldest first.
    func daysToClose(today: CivilDate) -> [CivilDate] {
        Self.days(from: nextDayToClose, through: today.adding(days: -1))
    }

    /// Writes `day`'s summary and moves `closedThrough` to it, and takes the points batch begun
    /// by then, all in the caller's one commit.
    ///
    /// - Returns: nil unless `day` is the next day to close and has ended, so that a second
    ///   trigger, another device or a resumed run never closes a day twice or out of order.
    ///
    /// First, the validator releases the first minutes it still holds from that day, on any of
    /// the child's devices — a device that has not run since would otherwise bring its last
    /// minute in after the day was summed up.
    mutating func close(
        _ day: CivilDate, account: inout ChildRewardAccount, now: LocalTimestamp
    ) -> DayClosure? {
        guard day == nextDayToClose, day < now.date else { return nil }
        validation.releaseHeldMinutes(through: day)
        _ = creditReleasedMinutes(to: &account, now: now)
        let summary = Self.summary(of: day, account: account, previous: summaries.last)
        summaries.append(summary)
        closedThrough = day
        let flushed = flushPendingPoints(
            through: day, now: now.instant, preferences: account.settings.notifications
        )
        return DayClosure(summary: summary, flushedPoints: flushed)
    }

    /// `previous` is the day before's summary: days close in order from the install date.
    static func summary(
        of day: CivilDate, account: ChildRewardAccount, previous: DailySummary?
    ) -> DailySummary {
        let settings = account.settings
        let learningMinutes = account.learningMinutes(on: day)
        let goalMet = learningMinutes >= settings.dailyLearningGoalMinutes
        let weekMinutes = days(from: day.startOfWeek, through: day).reduce(0) { sum, date in
            sum + account.learningMinutes(on: date)
        }
        let weekGoal = settings.weeklyLearningGoalMinutes
        return DailySummary(
            date: day,
            learningMinutes: learningMinutes,
            rewardMinutes: account.rewardMinutes(on: day),
            pointsEarned: account.ledger.total(of: .earned, on: day),
            pointsRedeemed: -account.ledger.total(of: .redeemed, on: day),
            goalMet: goalMet,
            streakDays: goalMet ? (previous?.streakDays ?? 0) + 1 : 0,
            weekLearningMinutes: weekMinutes,
            weeklyMilestoneReached: weekMinutes - learningMinutes < weekGoal && weekGoal <= weekMinutes
        )
    }
}
