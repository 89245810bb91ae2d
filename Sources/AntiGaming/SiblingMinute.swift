import Platform

/// A minute of use another of the child's devices counted — a learning or a reward app's, one
/// its filters let through, or dropped only as too fast (see ``Ruling``) — as this device
/// learns of it: through the cloud, once that device has uploaded it and this one has fetched it.
///
/// A child's devices judge their own callbacks each; what one device knows of the others is
/// only what they shared, so a farm on a second iPad is caught by whichever device hears of the
/// other's minute before it counts its own.
public struct SiblingMinute: Hashable, Sendable {
    public let device: DeviceID
    public let app: AppID
    /// The sibling's clock when it logged the minute: the only time it can share. A sibling
    /// whose clock was set off shares minutes that match nothing; its own validator judges the
    /// change.
    public let at: LocalTimestamp
    /// What the sibling made of the minute (see ``Ruling``).
    public let ruling: Ruling
    /// The threshold minute the sibling counted it as (its app's minute of use that day): with
    /// `at`, what the minute claims — minute 20 delivered at 16:40 says minute 11 ended by
    /// 16:31 (see ``SessionClaim``). nil for a minute shared before minutes carried their number.
    public let minute: Int?

    public init(device: DeviceID, app: AppID, at: LocalTimestamp, ruling: Ruling, minute: Int?) {
        precondition(minute.map { $0 > 0 } ?? true, "threshold minutes count from 1")
        self.device = device
        self.app = app
        self.at = at
        self.ruling = ruling
        self.minute = minute
    }

    /// Whether the sibling's rules kept the minute (credited or held).
    public var isKept: Bool { ruling == .kept }

    /// What a sibling made of a minute its system counted. Minutes its other filters dropped
    /// (a duplicate, a mirror of another device's) are not shared: they were no minute of use.
    public enum Ruling: String, Hashable, Sendable, CaseIterable {
        /// Kept by its rules (credited or held).
        case kept
        /// Withheld by its rules: it still mirrors onto this device, but shows no second
        /// device in use.
        case withheld
        /// Dropped as more minutes than the time since allows — as a burst claiming a span
        /// another device's minutes had already taken is. Shared only for what its threshold
        /// minute claims (see ``SiblingBurst``): it takes no part in any other rule here.
        case tooFast = "too-fast"
    }
}
