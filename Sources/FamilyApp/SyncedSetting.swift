import Platform
import RewardEngine

/// The settings a parent changes from their phone, as fields of the child's settings record.
/// Notification preferences stay on each device: they are about whom a device alerts.
public enum SyncedSetting: String, CaseIterable, Sendable {
    case conversionRate = "conversion_rate"
    case defaultPointsPerHour = "default_points_per_hour"
    case minimumSession = "minimum_session"
    case sessionGap = "session_gap"
    case dailyRewardLimit = "daily_reward_limit"
    case weeklyRewardLimit = "weekly_reward_limit"
    case redemptionExpiry = "redemption_expiry"
    case dailyLearningGoal = "daily_learning_goal"
    case weeklyLearningGoal = "weekly_learning_goal"
    case streakDays = "streak_days"

    /// A limit that is off travels as -1: a record has no "absent" that survives a merge.
    static let noLimit: Int64 = -1

    public func value(in settings: RewardSettings) -> Int64 {
        switch self {
        case .conversionRate: Int64(settings.conversionRatePointsPerMinute)
        case .defaultPointsPerHour: Int64(settings.defaultPointsPerHour)
        case .minimumSession: Int64(settings.minimumSessionMinutes)
        case .sessionGap: Int64(settings.sessionGapMinutes)
        case .dailyRewardLimit: settings.dailyRewardLimitMinutes.map(Int64.init) ?? Self.noLimit
        case .weeklyRewardLimit: settings.weeklyRewardLimitMinutes.map(Int64.init) ?? Self.noLimit
        case .redemptionExpiry: Int64(settings.redemptionExpiryMinutes)
        case .dailyLearningGoal: Int64(settings.dailyLearningGoalMinutes)
        case .weeklyLearningGoal: Int64(settings.weeklyLearningGoalMinutes)
        case .streakDays: Int64(settings.streakGoalDays)
        }
    }

    public func set(_ value: Int64, in settings: inout RewardSettings) {
        let number = Int(clamping: value)
        let limit = value == Self.noLimit ? nil : number
        switch self {
        case .conversionRate: settings.conversionRatePointsPerMinute = number
        case .defaultPointsPerHour: settings.defaultPointsPerHour = number
        case .minimumSession: settings.minimumSessionMinutes = number
        case .sessionGap: settings.sessionGapMinutes = number
        case .dailyRewardLimit: settings.dailyRewardLimitMinutes = limit
        case .weeklyRewardLimit: settings.weeklyRewardLimitMinutes = limit
        case .redemptionExpiry: settings.redemptionExpiryMinutes = number
        case .dailyLearningGoal: settings.dailyLearningGoalMinutes = number
        case .weeklyLearningGoal: settings.weeklyLearningGoalMinutes = number
        case .streakDays: settings.streakGoalDays = number
        }
    }

    var editedAtField: String { rawValue + ".editedAt" }
    var editedByField: String { rawValue + ".editedBy" }

    /// `settings` with every field the record carries laid over it.
    public static func settings(from record: CloudRecord, over settings: RewardSettings) -> RewardSettings {
        var result = settings
        for setting in allCases {
            if let value = record[setting.rawValue]?.intValue { setting.set(value, in: &result) }
        }
        return result
    }

    /// The field of the settings record that holds the number of the latest command of the phone
    /// `device` merged into it. Only that phone raises it, and a field edited on one side
    /// merges as that side, so the record says which of the phone's commands it includes.
    public static func commandsMergedField(of device: DeviceID) -> String { "commandsMerged.\(device)" }

    /// Notes in `record` that it includes command `number` of the phone `device`, stamped like
    /// a setting so that two copies of the note merge like one.
    static func noteCommandMerged(
        _ number: Int, issuedOn device: DeviceID, into record: inout CloudRecord, by editor: ParentID, at time: Instant
    ) {
        write(Int64(number), to: commandsMergedField(of: device), into: &record, by: editor, at: time)
    }

    /// A value field with its `.editedAt` and `.editedBy` companions, which travel with it
    /// through a merge.
    static func write(
        _ value: Int64, to field: String, into record: inout CloudRecord, by editor: ParentID, at time: Instant
    ) {
        record[field] = .int(value)
        record[field + ".editedAt"] = .int(time.millisecondsSinceEpoch)
        record[field + ".editedBy"] = .text(editor.rawValue)
    }

    /// Writes into `record` every setting whose value differs from the record's, stamped with
    /// the editor and the editor's clock; returns the settings that changed.
    @discardableResult
    public static func stamp(
        _ settings: RewardSettings, into record: inout CloudRecord, by editor: ParentID, at time: Instant
    ) -> [SyncedSetting] {
        var changed: [SyncedSetting] = []
        for setting in allCases where record[setting.rawValue]?.intValue != setting.value(in: settings) {
            write(setting.value(in: settings), to: setting.rawValue, into: &record, by: editor, at: time)
            changed.append(setting)
        }
        return changed
    }
}
