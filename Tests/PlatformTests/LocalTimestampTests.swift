import Platform
import XCTest

final class LocalTimestampTests: XCTestCase {
    /// 2026-03-02 07:00 at UTC+01:00 is 06:00 UTC.
    let sevenInParis = LocalTimestamp(
        instant: Instant(millisecondsSinceEpoch: 1_772_431_200_000), utcOffsetSeconds: 3_600)

    func testTheLocalDateAndTimeFollowTheOffset() {
        XCTAssertEqual(sevenInParis.iso8601, "2026-03-02T07:00:00.000+01:00")
        XCTAssertEqual(sevenInParis.date, CivilDate(year: 2026, month: 3, day: 2))
        XCTAssertEqual(sevenInParis.millisecondOfDay, 7 * Instant.millisecondsPerHour)
    }

    func testLocalMidnightIsAnHourBeforeUTCMidnightAtPlusOne() {
        let midnight = LocalTimestamp.startOfDay(CivilDate(year: 2026, month: 3, day: 2), utcOffsetSeconds: 3_600)
        XCTAssertEqual(midnight.description, "2026-03-01T23:00:00.000Z")
    }

    func testJustBeforeLocalMidnightIsStillTheSameDay() {
        let midnight = LocalTimestamp.startOfDay(CivilDate(year: 2026, month: 3, day: 3), utcOffsetSeconds: -18_000)
        let justBefore = LocalTimestamp(instant: midnight - 1, utcOffsetSeconds: -18_000)
        XCTAssertEqual(justBefore.date, CivilDate(year: 2026, month: 3, day: 2))
        XCTAssertEqual(justBefore.iso8601, "2026-03-02T23:59:59.999-05:00")
    }

    /// Paris on its 23-hour day (29 March 2026, +01:00 → +02:00 at 01:00 UTC): 03:30 +02:00 is
    /// 01:30 UTC, 2 h 30 min after midnight (23:00 UTC the day before), where the clock reads
    /// 3 h 30 min. On its 25-hour day (25 October, +02:00 → +01:00) 01:30 +01:00, the second
    /// time, is 00:30 UTC: 2 h 30 min after midnight (22:00 UTC), the clock reading 1 h 30 min.
    func testTimeSinceLocalMidnightFollowsTheZonesChangeNotTheClockReading() throws {
        let paris = try XCTUnwrap(NamedTimeZone.named("Europe/Paris"))
        let twoAndAHalfHoursMs = 5 * Instant.millisecondsPerHour / 2
        let spring = LocalTimestamp(
            instant: LocalTimestamp.startOfDay(CivilDate(year: 2026, month: 3, day: 29), utcOffsetSeconds: 0)
                + 3 * Instant.millisecondsPerHour / 2,
            utcOffsetSeconds: 7_200
        )
        XCTAssertEqual(spring.iso8601, "2026-03-29T03:30:00.000+02:00")
        XCTAssertEqual(spring.millisecondsSinceLocalMidnight(in: paris), twoAndAHalfHoursMs)
        XCTAssertEqual(spring.millisecondsSinceLocalMidnight(in: nil), 7 * Instant.millisecondsPerHour / 2)
        let autumn = LocalTimestamp(
            instant: LocalTimestamp.startOfDay(CivilDate(year: 2026, month: 10, day: 25), utcOffsetSeconds: 0)
                + Instant.millisecondsPerHour / 2,
            utcOffsetSeconds: 3_600
        )
        XCTAssertEqual(autumn.iso8601, "2026-10-25T01:30:00.000+01:00")
        XCTAssertEqual(autumn.millisecondsSinceLocalMidnight(in: paris), twoAndAHalfHoursMs)
        XCTAssertEqual(autumn.millisecondsSinceLocalMidnight(in: nil), 3 * Instant.millisecondsPerHour / 2)
    }
}
