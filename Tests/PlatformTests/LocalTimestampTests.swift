import Platform
import XCTest

final class LocalTimestampTests: XCTestCase {
    /// 2026-03-02 07:00 at UTC+01:00 is 06:00 UTC.
    let sevenInParis = LocalTimestamp(instant: Instant(millisecondsSinceEpoch: 1_772_431_200_000), utcOffsetSeconds: 3_600)

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
}
