import Platform

/// A battery level integrated lazily: the rate is constant between two changes of screen or
/// power, so the level is brought up to date only when the rate is about to change.
///
/// The level counts in units of one permille-per-hour sustained for one millisecond, so that
/// a rate times an elapsed time adds up exactly, with no division and no rounding. It floors
/// at empty: the simulated device never powers off, so every scripted action stays valid.
struct BatteryGauge {
    static let unitsPerPercent: Int64 = 10 * Instant.millisecondsPerHour
    static let unitsFull: Int64 = 100 * unitsPerPercent

    private(set) var levelUnits: Int64
    private(set) var settledAtMs: Int64

    init(percent: Int, atMs: Int64) {
        levelUnits = Int64(percent) * Self.unitsPerPercent
        settledAtMs = atMs
    }

    /// The level at `timeMs` if the rate has been `ratePermillePerHour` (negative: draining)
    /// since the last settlement.
    func levelUnits(atMs timeMs: Int64, ratePermillePerHour: Int) -> Int64 {
        let changed = levelUnits + Int64(ratePermillePerHour) * (timeMs - settledAtMs)
        return min(max(changed, 0), Self.unitsFull)
    }

    mutating func settle(atMs timeMs: Int64, ratePermillePerHour: Int) {
        levelUnits = levelUnits(atMs: timeMs, ratePermillePerHour: ratePermillePerHour)
        settledAtMs = timeMs
    }
}
