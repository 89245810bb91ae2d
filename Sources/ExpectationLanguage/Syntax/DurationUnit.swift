/// The unit suffixes a number may carry. Raw values are the suffixes as written.
enum DurationUnit: String {
    case millisecond = "ms"
    case second = "s"
    case minute = "m"
    case hour = "h"
    case day = "d"
    case week = "w"

    var milliseconds: Int64 {
        switch self {
        case .millisecond: 1
        case .second: 1_000
        case .minute: 60_000
        case .hour: 3_600_000
        case .day: 86_400_000
        case .week: 604_800_000
        }
    }

    /// The units a duration is printed in, largest first. Weeks are left out because
    /// "10d" reads more directly than "1w 3d".
    static let descriptionOrder: [DurationUnit] = [.day, .hour, .minute, .second, .millisecond]
}
