/// How long after a time-zone change the device's ticks stay suspect.
public enum TimeZoneChangeWindow: Hashable, Sendable {
    /// Until the next midnight in the new zone: a change at 15:00 covers 9 hours.
    case untilNextLocalMidnight
    /// A fixed span from the change, whatever the zone says the hour is.
    case milliseconds(Int64)
}
