/// The notifications the app sends (the seeds' `NotificationEventType`, plus the reward
/// limit). Raw values are the words scenarios, reports and notification categories use.
public enum NotificationKind: String, Hashable, Sendable, CaseIterable {
    /// Points earned since the last such notification, batched so a child is not spammed.
    case pointsEarned = "points_earned"
    /// Today's learning reached the daily goal.
    case goalAchieved = "goal_achieved"
    /// This week's learning reached the weekly goal.
    case weeklyMilestone = "weekly_milestone"
    /// The daily goal was met on `streakGoalDays` days in a row (and every multiple of it).
    case streakAchieved = "streak_achieved"
    /// A redemption was cut short or refused by the daily or weekly reward limit.
    case rewardLimitReached = "reward_limit_reached"
    /// The balance went below zero: the same points were spent on two of the child's devices
    /// while they could not see each other. Never switched off: a balance that is wrong must
    /// never be silent.
    case overdraft

    /// Whether the family may switch the kind off.
    public var isSwitchable: Bool { self != .overdraft }
}
