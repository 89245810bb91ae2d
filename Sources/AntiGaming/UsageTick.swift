import Platform

/// One DeviceActivity threshold callback as the app logged it.
public struct UsageTick: Hashable, Sendable {
    public var device: DeviceID
    public var app: AppID
    public var category: UsageCategory
    /// The threshold's minute: "app reached `minute` minutes today".
    public var minute: Int
    /// Device clock reading (with its UTC offset) when the callback ran. The user can set it.
    public var at: LocalTimestamp
    /// Monotonic uptime when the callback ran: nobody can set it, so it exposes clock changes.
    public var uptimeMs: Int64
    /// The named zone the device was set to when the callback ran (nil: a bare offset), which
    /// tells a daylight-saving change of the offset from a change of zone.
    public var zoneIdentifier: String?
    /// Reward ticks only: whether a redemption paid for this minute (false: on the shield).
    /// Learning ticks ignore it.
    public var isPaid: Bool
    /// The battery as the extension read it when the callback ran (nil: not read): the app's
    /// silence while it lay low off the charger is iOS's doing, not the child's.
    public var battery: BatteryReading?

    public init(
        device: DeviceID, app: AppID, category: UsageCategory, minute: Int,
        at: LocalTimestamp, uptimeMs: Int64, zoneIdentifier: String? = nil, isPaid: Bool,
        battery: BatteryReading? = nil
    ) {
        precondition(minute >= 1, "thresholds are whole minutes, at least 1")
        precondition(uptimeMs >= 0, "uptime counts from boot")
        self.device = device
        self.app = app
        self.category = category
        self.minute = minute
        self.at = at
        self.uptimeMs = uptimeMs
        self.zoneIdentifier = zoneIdentifier
        self.isPaid = isPaid
        self.battery = battery
    }
}
