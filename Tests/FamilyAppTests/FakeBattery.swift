import Platform

/// A battery the test sets by hand; full on the charger until told otherwise.
final class FakeBattery: DeviceBattery {
    var batteryReading: BatteryReading? = BatteryReading(percent: 100, isCharging: true)
}
