/// The parent-controlled knobs of the reward economy for one child.
///
/// Settings are plain values so that a parent's edit can travel through sync as a whole and
/// a sweep can vary one field at a time. An account applies a new value from its next call
/// on; nothing already earned, granted or spent is recomputed.
public struct RewardSettings: Hashable, Sendable {
    /// Points a child pays for one minute of reward time. At least 1.
    public var conversionRatePointsPerMinute: Int = 2
    /// Earning rate for learning apps that the catalogue gives no rate of their own. At least 0.
    public var defaultPointsPerHour: Int = 10
    /// Minutes a learning session must reach before any of it earns; 0 means no minimum.
    public var minimumSessionMinutes: Int = 0
    /// Ticks of one app further apart than this start a new session. At least 1, since the
    /// system reports use one whole minute at a time.
    public var sessionGapMinutes: Int = 2
    /// Caps the reward minutes granted per local day; `nil` means no cap.
    public var dailyRewardLimitMinutes: Int? = nil
    /// Caps the reward minutes granted per ISO week (Monday to Sunday, local); `nil`: no cap.
    public var weeklyRewardLimitMinutes: Int? = nil
    /// A redemption expires this long after it is made, used up or not. At least 1.
    public var redemptionExpiryMinutes: Int = 60
    /// Learning minutes a day must reach for the day's goal to be met. At least 1.
    public var dailyLearningGoalMinutes: Int = 30
    /// Learning minutes an ISO week must reach for the weekly milestone. At least 1.
    public var weeklyLearningGoalMinutes: Int = 150
    /// Days in a row with the daily goal met that make a streak worth announcing. At least 1.
    public var streakGoalDays: Int = 3
    public var notifications = NotificationPreferences()
    /// What points buy (see `RewardStrategy`); time rewards unless the family chose otherwise.
    public var rewardStrategy: RewardStrategyKind = .time

    public init() {}

    public init(
        conversionRatePointsPerMinute: Int = 2,
        defaultPointsPerHour: Int = 10,
        minimumSessionMinutes: Int = 0,
        sessionGapMinutes: Int = 2,
        dailyRewardLimitMinutes: Int? = nil,
        weeklyRewardLimitMinutes: Int? = nil,
        redemptionExpiryMinutes: Int = 60
    ) {
        self.conversionRatePointsPerMinute = conversionRatePointsPerMinute
        self.defaultPointsPerHour = defaultPointsPerHour
        self.minimumSessionMinutes = minimumSessionMinutes
        self.sessionGapMinutes = sessionGapMinutes
        self.dailyRewardLimitMinutes = dailyRewardLimitMinutes
        self.weeklyRewardLimitMinutes = weeklyRewardLimitMinutes
        self.redemptionExpiryMinutes = redemptionExpiryMinutes
    }

    /// Problems in words a parent or a scenario author can act on; empty when valid.
    /// Returned rather than trapped so that settings read from a file or a sync record can be
    /// rejected with a message instead of crashing the app.
    public func validated() -> [String] {
        var problems: [String] = []
        func require(_ name: String, _ value: Int?, atLeast minimum: Int) {
            if let value, value < minimum {
                problems.append("\(name) must be at least \(minimum), got \(value)")
            }
        }
        require("conversionRatePointsPerMinute", conversionRatePointsPerMinute, atLeast: 1)
        require("defaultPointsPerHour", defaultPointsPerHour, atLeast: 0)
        require("minimumSessionMinutes", minimumSessionMinutes, atLeast: 0)
        require("sessionGapMinutes", sessionGapMinutes, atLeast: 1)
        require("dailyRewardLimitMinutes", dailyRewardLimitMinutes, atLeast: 0)
        require("weeklyRewardLimitMinutes", weeklyRewardLimitMinutes, atLeast: 0)
        require("redemptionExpiryMinutes", redemptionExpiryMinutes, atLeast: 1)
        require("dailyLearningGoalMinutes", dailyLearningGoalMinutes, atLeast: 1)
        require("weeklyLearningGoalMinutes", weeklyLearningGoalMinutes, atLeast: 1)
        require("streakGoalDays", streakGoalDays, atLeast: 1)
        require("notifications.pointsEarnedBatchMinutes", notifications.pointsEarnedBatchMinutes, atLeast: 1)
        return problems
    }
}
