/// How a device's battery and power switches start, and how fast the battery moves.
///
/// Rates are integers in permille of a full charge per hour (tenths of a percent), so that
/// the default idle drain of half a percent per hour needs no fraction and every level the
/// device computes is exact.
public struct PowerSettings: Hashable, Sendable {
    /// The charge at the start of the run, 0 … 100.
    public var batteryPercent: Int
    public var isCharging: Bool
    public var isLowPowerMode: Bool
    public var isBackgroundAppRefreshOn: Bool
    public var screenOnDrainPermillePerHour: Int
    public var screenOffDrainPermillePerHour: Int
    /// Net of use: on power the battery gains this much per hour, screen on or off.
    public var chargePermillePerHour: Int
    /// The device switches itself off when the battery runs out, and on again on the charger.
    /// Off by default: personas do not charge their devices, and would lose them for most of
    /// a two-week run.
    public var powersOffWhenEmpty: Bool

    public init(
        batteryPercent: Int = 100,
        isCharging: Bool = false,
        isLowPowerMode: Bool = false,
        isBackgroundAppRefreshOn: Bool = true,
        screenOnDrainPermillePerHour: Int = 100,
        screenOffDrainPermillePerHour: Int = 5,
        chargePermillePerHour: Int = 400,
        powersOffWhenEmpty: Bool = false
    ) {
        precondition((0...100).contains(batteryPercent), "the battery starts between 0 and 100 %")
        let rates = [screenOnDrainPermillePerHour, screenOffDrainPermillePerHour, chargePermillePerHour]
        precondition(rates.allSatisfy { $0 >= 0 }, "drain and charge rates are never negative")
        self.batteryPercent = batteryPercent
        self.isCharging = isCharging
        self.isLowPowerMode = isLowPowerMode
        self.isBackgroundAppRefreshOn = isBackgroundAppRefreshOn
        self.screenOnDrainPermillePerHour = screenOnDrainPermillePerHour
        self.screenOffDrainPermillePerHour = screenOffDrainPermillePerHour
        self.chargePermillePerHour = chargePermillePerHour
        self.powersOffWhenEmpty = powersOffWhenEmpty
    }
}
