import RewardEngine

/// One family setting set to one value: what a `settings:` entry and a `set:` action both
/// say, decoded by the same table so the two can never disagree.
public enum SettingChange: Hashable, Sendable {
    case conversionRate(Int)
    case defaultPointsPerHour(Int)
    case minimumSessionMinutes(Int)
    case sessionGapMinutes(Int)
    case dailyRewardLimitMinutes(Int?)
    case weeklyRewardLimitMinutes(Int?)
    case redemptionExpiryMinutes(Int)
    case dailyLearningGoalMinutes(Int)
    case weeklyLearningGoalMinutes(Int)
    case streakGoalDays(Int)
    case pointsNotificationBatchMinutes(Int)
    case notification(NotificationKind, enabled: Bool)
    case rewardStrategy(RewardStrategyKind)

    public func applied(to settings: RewardSettings) -> RewardSettings {
        var settings = settings
        switch self {
        case .conversionRate(let value): settings.conversionRatePointsPerMinute = value
        case .defaultPointsPerHour(let value): settings.defaultPointsPerHour = value
        case .minimumSessionMinutes(let value): settings.minimumSessionMinutes = value
        case .sessionGapMinutes(let value): settings.sessionGapMinutes = value
        case .dailyRewardLimitMinutes(let value): settings.dailyRewardLimitMinutes = value
        case .weeklyRewardLimitMinutes(let value): settings.weeklyRewardLimitMinutes = value
        case .redemptionExpiryMinutes(let value): settings.redemptionExpiryMinutes = value
        case .dailyLearningGoalMinutes(let value): settings.dailyLearningGoalMinutes = value
        case .weeklyLearningGoalMinutes(let value): settings.weeklyLearningGoalMinutes = value
        case .streakGoalDays(let value): settings.streakGoalDays = value
        case .pointsNotificationBatchMinutes(let value): settings.notifications.pointsEarnedBatchMinutes = value
        case .notification(let kind, let enabled): settings.notifications.set(kind, enabled: enabled)
        case .rewardStrategy(let kind): settings.rewardStrategy = kind
        }
        return settings
    }
}

/// A settings key of the scenario file: its name, what it means, its default and how its
/// text becomes a ``SettingChange``.
public struct SettingKey: Sendable {
    public let name: String
    public let meaning: String
    public let defaultText: String
    let parse: @Sendable (String) -> Result<SettingChange, FormatProblem>

    public static let all: [SettingKey] =
        [
            SettingKey(
                name: "conversion_rate", meaning: "points per minute of reward time (whole number ≥ 1)",
                defaultText: "2"
            ) { text in count(text, minimum: 1).map(SettingChange.conversionRate) },
            SettingKey(
                name: "default_points_per_hour",
                meaning: "points per hour for learning apps without their own points_per_hour (≥ 0)",
                defaultText: "10"
            ) { text in count(text, minimum: 0).map(SettingChange.defaultPointsPerHour) },
            SettingKey(
                name: "minimum_session",
                meaning: "a learning session shorter than this earns nothing (whole minutes; 0m: no minimum)",
                defaultText: "0m"
            ) { text in
                minutes(text, minimum: 0, maximum: 1_440).map(SettingChange.minimumSessionMinutes)
            },
            SettingKey(
                name: "session_gap",
                meaning: "minute ticks of one app further apart than this start a new session (whole minutes ≥ 1m)",
                defaultText: "2m"
            ) { text in
                minutes(text, minimum: 1, maximum: 1_440).map(SettingChange.sessionGapMinutes)
            },
            SettingKey(
                name: "daily_reward_limit",
                meaning: "most reward minutes granted per local day (whole minutes, or none)",
                defaultText: "none"
            ) { text in
                optionalMinutes(text).map(SettingChange.dailyRewardLimitMinutes)
            },
            SettingKey(
                name: "weekly_reward_limit",
                meaning: "most reward minutes granted per ISO week, Monday to Sunday (whole minutes, or none)",
                defaultText: "none"
            ) { text in
                optionalMinutes(text).map(SettingChange.weeklyRewardLimitMinutes)
            },
            SettingKey(
                name: "redemption_expiry",
                meaning: "a redemption expires this long after it is made (15m to 7d: a DeviceActivity interval)",
                defaultText: "60m"
            ) { text in
                minutes(text, minimum: 15, maximum: 10_080).map(SettingChange.redemptionExpiryMinutes)
            },
            SettingKey(
                name: "daily_learning_goal",
                meaning: "learning minutes a day must reach for its goal to be met (whole minutes ≥ 1m)",
                defaultText: "30m"
            ) { text in
                minutes(text, minimum: 1, maximum: 1_440).map(SettingChange.dailyLearningGoalMinutes)
            },
            SettingKey(
                name: "weekly_learning_goal",
                meaning: "learning minutes an ISO week must reach for the weekly milestone (whole minutes ≥ 1m)",
                defaultText: "150m"
            ) { text in
                minutes(text, minimum: 1, maximum: 10_080).map(SettingChange.weeklyLearningGoalMinutes)
            },
            SettingKey(
                name: "streak_days",
                meaning: "days in a row with the daily goal met that earn a streak notification, "
                    + "and again at every multiple (whole number ≥ 1)",
                defaultText: "3"
            ) { text in count(text, minimum: 1).map(SettingChange.streakGoalDays) },
            SettingKey(
                name: "points_notification_batch",
                meaning: "at most one points-earned notification per this long; the next sums up the rest "
                    + "(whole minutes ≥ 1m)",
                defaultText: "30m"
            ) { text in
                minutes(text, minimum: 1, maximum: 1_440).map(SettingChange.pointsNotificationBatchMinutes)
            },
            SettingKey(
                name: SettingKey.rewardStrategyKey,
                meaning: "what points buy: time, real_world (time, and real-world rewards a parent approves) or "
                    + "time_bank (time, released on a day whose learning goal is met); see Reward strategies",
                defaultText: "time"
            ) { text in
                guard let kind = RewardStrategyKind(rawValue: text.trimmingWhitespace()) else {
                    return .failure(
                        FormatProblem("'\(text)' is not a reward strategy", help: "time, real_world or time_bank"))
                }
                return .success(.rewardStrategy(kind))
            },
        ]
        + NotificationKind.allCases.filter(\.isSwitchable).map { kind in
            SettingKey(
                name: "notify_\(kind.rawValue)",
                meaning: "whether \(kind.rawValue) notifications are sent (true or false)",
                defaultText: "true"
            ) { text in ScenarioDecoder.boolean(text).map { SettingChange.notification(kind, enabled: $0) } }
        }

    /// Not carried by sync: a family chooses its strategy when it sets the app up.
    public static let rewardStrategyKey = "reward_strategy"

    public static func named(_ name: String) -> SettingKey? {
        all.first { $0.name == name }
    }

    static func count(_ text: String, minimum: Int) -> Result<Int, FormatProblem> {
        guard let value = Int(text.trimmingWhitespace()), value >= minimum, value <= 1_000_000 else {
            return .failure(
                FormatProblem(
                    "'\(text)' is not a whole number of at least \(minimum)",
                    help: "write a whole number such as \(max(minimum, 2))"))
        }
        return .success(value)
    }

    static func minutes(_ text: String, minimum: Int, maximum: Int) -> Result<Int, FormatProblem> {
        ScenarioTimeFormat.duration(text).flatMap { ms in
            guard ms % 60_000 == 0 else {
                return .failure(
                    FormatProblem(
                        "'\(text)' is not a whole number of minutes",
                        help: "DeviceActivity counts whole minutes: write e.g. 5m"))
            }
            let value = Int(ms / 60_000)
            guard value >= minimum, value <= maximum else {
                return .failure(
                    FormatProblem(
                        "'\(text)' is out of range",
                        help: "use \(ScenarioTimeFormat.describe(milliseconds: Int64(minimum) * 60_000)) to "
                            + "\(ScenarioTimeFormat.describe(milliseconds: Int64(maximum) * 60_000))"))
            }
            return .success(value)
        }
    }

    static func optionalMinutes(_ text: String) -> Result<Int?, FormatProblem> {
        if text.trimmingWhitespace() == "none" { return .success(nil) }
        return minutes(text, minimum: 1, maximum: 10_080).map { Optional($0) }
    }
}
