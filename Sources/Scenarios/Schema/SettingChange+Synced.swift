import FamilyApp
import RewardEngine

extension SettingChange {
    /// The field of the child's settings record the change sets; nil for notification
    /// preferences, which stay on each device.
    var syncedSetting: SyncedSetting? {
        switch self {
        case .conversionRate: .conversionRate
        case .defaultPointsPerHour: .defaultPointsPerHour
        case .minimumSessionMinutes: .minimumSession
        case .sessionGapMinutes: .sessionGap
        case .dailyRewardLimitMinutes: .dailyRewardLimit
        case .weeklyRewardLimitMinutes: .weeklyRewardLimit
        case .redemptionExpiryMinutes: .redemptionExpiry
        case .dailyLearningGoalMinutes: .dailyLearningGoal
        case .weeklyLearningGoalMinutes: .weeklyLearningGoal
        case .streakGoalDays: .streakDays
        case .pointsNotificationBatchMinutes, .notification, .rewardStrategy: nil
        }
    }

    /// The value the change gives its synced field, as the record carries it.
    var syncedValue: Int64? {
        syncedSetting.map { $0.value(in: applied(to: RewardSettings())) }
    }
}
