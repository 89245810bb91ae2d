import Platform

/// A closed local day, as the nightly analysis wrote it once and for all.
public struct DailySummary: Hashable, Sendable {
    public let date: CivilDate
    /// Credited learning minutes.
    public let learningMinutes: Int
    /// Reward minutes paid for by a redemption.
    public let rewardMinutes: Int
    public let pointsEarned: Int
    /// Points spent on redemptions that day, as a positive number.
    public let pointsRedeemed: Int
    /// `learningMinutes` reached the daily learning goal.
    public let goalMet: Bool
    /// Days in a row, ending with this one, on which the goal was met; 0 when it was not.
    public let streakDays: Int
    /// Credited learning minutes of the ISO week from its Monday through this day.
    public let weekLearningMinutes: Int
    /// This day brought the week's learning minutes up to the weekly goal.
    public let weeklyMilestoneReached: Bool
}
