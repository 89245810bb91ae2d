/// What the child was really doing while an app was frontmost: the ground truth a minute of
/// usage, and a threshold callback it crossed, are scored against.
public enum UsageLabel: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Touching the device and using the app.
    case engaged
    /// The screen lit, the app in front, nobody touching it.
    case idle
    case technique(Technique)

    /// `engaged`, `idle`, or the technique's word, as reports write it.
    public var description: String {
        switch self {
        case .engaged: "engaged"
        case .idle: "idle"
        case .technique(let technique): technique.rawValue
        }
    }

    public static func < (lhs: UsageLabel, rhs: UsageLabel) -> Bool { lhs.description < rhs.description }
}
