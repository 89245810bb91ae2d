/// A moment in time as a whole number of milliseconds since 1970-01-01 00:00 UTC.
///
/// Integer milliseconds, never floating point, so that the same run computes the same
/// moments on every machine. The app never reads the system clock: it is handed instants by a
/// ``DeviceClock``.
public struct Instant: Hashable, Comparable, Sendable, CustomStringConvertible {
    public static let millisecondsPerSecond: Int64 = 1_000
    public static let millisecondsPerMinute: Int64 = 60_000
    public static let millisecondsPerHour: Int64 = 3_600_000
    public static let millisecondsPerDay: Int64 = 86_400_000

    public var millisecondsSinceEpoch: Int64

    public init(millisecondsSinceEpoch: Int64) {
        self.millisecondsSinceEpoch = millisecondsSinceEpoch
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
        lhs.millisecondsSinceEpoch < rhs.millisecondsSinceEpoch
    }

    public static func + (lhs: Instant, milliseconds: Int64) -> Instant {
        Instant(millisecondsSinceEpoch: lhs.millisecondsSinceEpoch + milliseconds)
    }

    public static func - (lhs: Instant, milliseconds: Int64) -> Instant {
        Instant(millisecondsSinceEpoch: lhs.millisecondsSinceEpoch - milliseconds)
    }

    /// Milliseconds from `other` to `self` (negative when `other` is later).
    public func milliseconds(since other: Instant) -> Int64 {
        millisecondsSinceEpoch - other.millisecondsSinceEpoch
    }

    /// ISO 8601 in UTC with milliseconds, e.g. `2026-03-02T06:00:00.000Z`.
    public var description: String {
        LocalTimestamp(instant: self, utcOffsetSeconds: 0).iso8601
    }
}
