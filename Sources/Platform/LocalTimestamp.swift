/// An instant as a device's clock shows it: the instant plus the UTC offset in force.
///
/// Day boundaries, daily limits and schedules are local: "today" for a child in
/// UTC+01:00 starts at 23:00 UTC. The offset is the one in force at the instant: a named
/// zone's daylight-saving transitions change it (see ``DeviceTimeZone``).
public struct LocalTimestamp: Hashable, Sendable, CustomStringConvertible {
    public var instant: Instant
    public var utcOffsetSeconds: Int

    public init(instant: Instant, utcOffsetSeconds: Int) {
        precondition(abs(utcOffsetSeconds) <= 18 * 3_600, "UTC offset beyond ±18 h")
        self.instant = instant
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    /// The local wall-clock reading in milliseconds since the local epoch.
    var localMilliseconds: Int64 {
        instant.millisecondsSinceEpoch + Int64(utcOffsetSeconds) * Instant.millisecondsPerSecond
    }

    public var date: CivilDate {
        CivilDate(daysSinceEpoch: Self.floorDivide(localMilliseconds, Instant.millisecondsPerDay))
    }

    /// Milliseconds since local midnight.
    public var millisecondOfDay: Int64 {
        localMilliseconds - date.daysSinceEpoch * Instant.millisecondsPerDay
    }

    /// Time elapsed since the local midnight that began this timestamp's date, in the named zone
    /// the device is set to (nil: a bare offset, where it equals `millisecondOfDay`). On a day
    /// the zone changed its offset the clock reading is an hour off it: 03:30 on Paris's
    /// 23-hour spring day is 2 h 30 min after midnight, 01:30 the second time on its 25-hour
    /// autumn day 2 h 30 min too.
    public func millisecondsSinceLocalMidnight(in zone: NamedTimeZone?) -> Int64 {
        guard let zone else { return millisecondOfDay }
        let midnightAtThisOffset = Self.startOfDay(date, utcOffsetSeconds: utcOffsetSeconds)
        let midnight = Self.startOfDay(date, utcOffsetSeconds: zone.offsetSeconds(at: midnightAtThisOffset))
        return instant.milliseconds(since: midnight)
    }

    /// The instant of local midnight that starts `date` in this timestamp's offset.
    public static func startOfDay(_ date: CivilDate, utcOffsetSeconds: Int) -> Instant {
        Instant(
            millisecondsSinceEpoch: date.daysSinceEpoch * Instant.millisecondsPerDay
                - Int64(utcOffsetSeconds) * Instant.millisecondsPerSecond
        )
    }

    /// `2026-03-02T07:30:00.000+01:00`.
    public var iso8601: String {
        PaddedDigits.text { text in
            let ms = millisecondOfDay
            date.appendDescription(to: &text)
            text.append(UInt8(ascii: "T"))
            PaddedDigits.append(Int(ms / Instant.millisecondsPerHour), width: 2, to: &text)
            text.append(UInt8(ascii: ":"))
            PaddedDigits.append(Int(ms / Instant.millisecondsPerMinute % 60), width: 2, to: &text)
            text.append(UInt8(ascii: ":"))
            PaddedDigits.append(Int(ms / Instant.millisecondsPerSecond % 60), width: 2, to: &text)
            text.append(UInt8(ascii: "."))
            PaddedDigits.append(Int(ms % 1_000), width: 3, to: &text)
            Self.appendOffset(utcOffsetSeconds, to: &text)
        }
    }

    public var description: String { iso8601 }

    /// `Z`, `+01:00`, `-05:30`.
    public static func offsetText(_ seconds: Int) -> String {
        PaddedDigits.text { appendOffset(seconds, to: &$0) }
    }

    private static func appendOffset(_ seconds: Int, to text: inout [UInt8]) {
        if seconds == 0 { return text.append(UInt8(ascii: "Z")) }
        text.append(seconds < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+"))
        let minutes = abs(seconds) / 60
        PaddedDigits.append(minutes / 60, width: 2, to: &text)
        text.append(UInt8(ascii: ":"))
        PaddedDigits.append(minutes % 60, width: 2, to: &text)
    }

    static func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
        let quotient = value / divisor
        return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
