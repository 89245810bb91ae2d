/// Which notifications the family wants, and how often points may be announced.
public struct NotificationPreferences: Hashable, Sendable {
    /// Kinds switched off; every kind is on by default. Kept sorted so that two equal
    /// preferences compare equal whatever order they were switched off in.
    public private(set) var disabled: [NotificationKind] = []
    /// At most one points-earned notification per this many minutes; the next one sums up
    /// everything earned in between. At least 1.
    public var pointsEarnedBatchMinutes: Int = 30

    public init() {}

    public func isEnabled(_ kind: NotificationKind) -> Bool {
        !disabled.contains(kind)
    }

    public mutating func set(_ kind: NotificationKind, enabled: Bool) {
        precondition(enabled || kind.isSwitchable, "\(kind) notifications cannot be switched off")
        disabled.removeAll { $0 == kind }
        if !enabled {
            disabled.append(kind)
            disabled.sort { $0.rawValue < $1.rawValue }
        }
    }
}
