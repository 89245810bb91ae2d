import Platform

/// A minute of use another of the child's devices counted — a learning or a reward app's, one
/// its filters let through — as this device learns of it: through the cloud, once that device
/// has uploaded it and this one has fetched it.
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
    /// Whether the sibling's rules kept the minute (credited or held): a minute they withheld
    /// still mirrors onto this device, but shows no second device in use.
    public let isKept: Bool

    public init(device: DeviceID, app: AppID, at: LocalTimestamp, isKept: Bool) {
        self.device = device
        self.app = app
        self.at = at
        self.isKept = isKept
    }
}
