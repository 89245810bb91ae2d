/// The battery as an app or its DeviceActivity extension reads it (`UIDevice.batteryLevel` and
/// `batteryState`, with `isBatteryMonitoringEnabled` set): it tells the validator when iOS would
/// start none of the app's background work, which it does not below 20 % off the charger.
public protocol DeviceBattery: AnyObject {
    /// What the battery reads now; nil where it cannot be read (`batteryState` unknown).
    var batteryReading: BatteryReading? { get }
}

/// One reading of the battery.
public struct BatteryReading: Hashable, Sendable {
    /// Whole percent, 0…100 (`batteryLevel` × 100, rounded down).
    public var percent: Int
    /// On external power: `batteryState` is `.charging` or `.full`.
    public var isCharging: Bool

    /// Below this, off the charger, iOS starts no background work: WWDC20 session 10063 lists
    /// "critically low battery (< 20 %)" among the factors, essential work only.
    public static let backgroundWorkPercentMin = 20

    public init(percent: Int, isCharging: Bool) {
        precondition((0...100).contains(percent), "a battery reads 0…100 %")
        self.percent = percent
        self.isCharging = isCharging
    }

    /// Whether iOS would start background work for the app at this reading (other switches
    /// aside: Low Power Mode, Background App Refresh, a force-quit are the user's doing).
    public var allowsBackgroundWork: Bool { isCharging || percent >= Self.backgroundWorkPercentMin }
}
