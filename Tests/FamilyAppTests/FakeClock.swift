import Platform

/// A device clock the test sets: day 1 is Monday 2026-03-02, in UTC+01:00.
final class FakeClock: DeviceClock {
    static let firstDay = CivilDate(year: 2026, month: 3, day: 2)
    static let utcOffsetSeconds = 3_600

    var now: LocalTimestamp

    /// Runs with the clock, as if the device booted at 07:00 on day 1 and nobody set the clock.
    var uptimeMs: Int64 {
        now.instant.milliseconds(since: Self.local(day: 1, 7, 0).instant)
    }

    /// Never restarted.
    let bootSession = 0

    init() {
        now = Self.local(day: 1, 7, 0)
    }

    /// The device reading at `hour:minute` local time on day `day` of the test.
    static func local(day: Int, _ hour: Int, _ minute: Int) -> LocalTimestamp {
        let midnight = LocalTimestamp.startOfDay(date(ofDay: day), utcOffsetSeconds: utcOffsetSeconds)
        let offsetMs =
            Int64(hour) * Instant.millisecondsPerHour
            + Int64(minute) * Instant.millisecondsPerMinute
        return LocalTimestamp(instant: midnight + offsetMs, utcOffsetSeconds: utcOffsetSeconds)
    }

    static func date(ofDay day: Int) -> CivilDate {
        firstDay.adding(days: Int64(day - 1))
    }

    func set(day: Int, _ hour: Int, _ minute: Int) {
        now = Self.local(day: day, hour, minute)
    }

    func advance(minutes: Int) {
        now = LocalTimestamp(
            instant: now.instant + Int64(minutes) * Instant.millisecondsPerMinute,
            utcOffsetSeconds: now.utcOffsetSeconds
        )
    }
}
