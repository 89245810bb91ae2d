import Platform

/// Earned reward time is banked (the points stay in the balance) and released only on a local
/// day whose credited learning minutes on this device have reached the daily learning goal:
/// learning first, then play. Limits and prices are those of time rewards once released.
public struct TimeBank: RewardStrategy {
    public init() {}

    public var takesRealWorldRequests: Bool { false }

    public func timeRedemptionRefusal(in account: ChildRewardAccount, on date: CivilDate) -> RedemptionRejectionReason?
    {
        let goal = account.settings.dailyLearningGoalMinutes
        let learned = account.learningMinutes(on: date)
        return learned >= goal ? nil : .learningGoalNotMet(goalMinutes: goal, learnedMinutes: learned)
    }
}
