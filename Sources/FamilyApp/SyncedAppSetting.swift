import Platform
import RewardEngine

/// A parent's change of one app of the catalogue (re-sorted, or given another rate), as a
/// field of the child's settings record: `app.<id>`, stamped like a setting, so that it merges
/// field by field with the other parent's edits and the commands that carry it are answered
/// like a setting's. Only apps a parent changed have a field; the rest keep the catalogue the
/// family set up, so a record no parent re-sorted an app in is what it always was.
public enum SyncedAppSetting {
    /// The field's value for a reward app.
    static let reward: Int64 = -1
    /// The field's value for a learning app at the settings' `default_points_per_hour`.
    static let learningAtDefaultRate: Int64 = -2
    static let prefix = "app."

    public static func field(of app: AppID) -> String { prefix + app.rawValue }

    /// -1 reward; -2 learning at the default rate; N ≥ 0 learning at N points per hour.
    public static func value(of category: AppCategory) -> Int64 {
        switch category {
        case .reward: reward
        case .learning(nil): learningAtDefaultRate
        case .learning(let pointsPerHour?): Int64(pointsPerHour)
        }
    }

    /// The category a field's value stands for; nil for a value no phone writes.
    public static func category(from value: Int64) -> AppCategory? {
        switch value {
        case reward: .reward
        case learningAtDefaultRate: .learning(pointsPerHour: nil)
        case 0...: .learning(pointsPerHour: Int(clamping: value))
        default: nil
        }
    }

    /// `reward`, `learning at 120 points per hour`, `learning at the default rate`.
    public static func describe(_ category: AppCategory) -> String {
        switch category {
        case .reward: "reward"
        case .learning(nil): "learning at the default rate"
        case .learning(let pointsPerHour?): "learning at \(pointsPerHour) points per hour"
        }
    }

    /// The app a field is about, if it is an app field.
    public static func app(ofField field: String) -> AppID? {
        field.hasPrefix(prefix) && !field.hasSuffix(".editedAt") && !field.hasSuffix(".editedBy")
            ? AppID(String(field.dropFirst(prefix.count))) : nil
    }

    /// The app changes `record` carries, by app id: each app a parent changed, as last changed.
    public static func categories(in record: CloudRecord) -> [(app: AppID, category: AppCategory)] {
        record.fields.keys.sorted().compactMap { field in
            guard let app = app(ofField: field), let value = record[field]?.intValue,
                let category = category(from: value)
            else { return nil }
            return (app, category)
        }
    }
}
