import Platform
import XCTest

final class CivilDateTests: XCTestCase {
    func testTheEpochIsDayZeroAndAThursday() {
        let epoch = CivilDate(year: 1970, month: 1, day: 1)
        XCTAssertEqual(epoch.daysSinceEpoch, 0)
        XCTAssertEqual(epoch.isoWeekday, 4)
    }

    func testDatesRoundTripAcrossLeapYearsAndCenturies() {
        for (year, month, day) in [(2024, 2, 29), (2000, 2, 29), (1900, 3, 1), (2026, 3, 2), (1969, 12, 31)] {
            let date = CivilDate(year: year, month: month, day: day)
            XCTAssertTrue(date.components == (year, month, day), "\(year)-\(month)-\(day)")
        }
        XCTAssertEqual(CivilDate(year: 1969, month: 12, day: 31).daysSinceEpoch, -1)
        XCTAssertEqual(CivilDate(year: 2026, month: 3, day: 2).description, "2026-03-02")
    }

    func testTheWeekStartsOnMonday() {
        let sunday = CivilDate(year: 2026, month: 3, day: 8)
        XCTAssertEqual(sunday.isoWeekday, 7)
        XCTAssertEqual(sunday.startOfWeek, CivilDate(year: 2026, month: 3, day: 2))
        XCTAssertEqual(CivilDate(year: 2026, month: 3, day: 2).startOfWeek, CivilDate(year: 2026, month: 3, day: 2))
    }
}
