import Platform

/// Why a redemption was refused, in a form the app can show and a report can count.
public enum RedemptionRejectionReason: Error, Hashable, Sendable, CustomStringConvertible {
    case notARewardApp(AppID)
    case fewerPointsThanOneMinute(points: Int, conversionRate: Int)
    case insufficientPoints(requested: Int, available: Int)
    case dailyLimitReached(limitMinutes: Int)
    case weeklyLimitReached(limitMinutes: Int)
    /// The time bank holds reward time until the day's learning goal is met (`TimeBank`).
    case learningGoalNotMet(goalMinutes: Int, learnedMinutes: Int)

    /// A stable identifier for reports and scenario expectations, independent of wording.
    public var code: String {
        switch self {
        case .notARewardApp: "not_a_reward_app"
        case .fewerPointsThanOneMinute: "too_few_points"
        case .insufficientPoints: "insufficient_points"
        case .dailyLimitReached: "daily_limit_reached"
        case .weeklyLimitReached: "weekly_limit_reached"
        case .learningGoalNotMet: "learning_goal_not_met"
        }
    }

    public var description: String {
        switch self {
        case .notARewardApp(let app):
            "\(app) is not a reward app"
        case .fewerPointsThanOneMinute(let points, let conversionRate):
            "\(Wording.count(points, "point")) buy less than one minute at \(conversionRate) per minute"
        case .insufficientPoints(let requested, let available):
            "requested \(Wording.count(requested, "point")) but only \(available) available"
        case .dailyLimitReached(let limitMinutes):
            "the daily limit of \(Wording.count(limitMinutes, "minute")) is used up"
        case .weeklyLimitReached(let limitMinutes):
            "the weekly limit of \(Wording.count(limitMinutes, "minute")) is used up"
        case .learningGoalNotMet(let goalMinutes, let learnedMinutes):
            "reward time is banked until today's learning goal: \(learnedMinutes) of "
                + "\(Wording.count(goalMinutes, "minute"))"
        }
    }
}
