import Platform
import XCTest

@testable import Scenarios

final class ScenarioTimeFormatTests: XCTestCase {
    func testDurationsTakeUnitsAndCombinations() throws {
        XCTAssertEqual(try ScenarioTimeFormat.duration("90s").get(), 90_000)
        XCTAssertEqual(try ScenarioTimeFormat.duration("30m").get(), 1_800_000)
        XCTAssertEqual(try ScenarioTimeFormat.duration("1h30m").get(), 5_400_000)
        XCTAssertEqual(try ScenarioTimeFormat.duration("2w").get(), 1_209_600_000)
        XCTAssertEqual(try ScenarioTimeFormat.duration("250ms").get(), 250)
    }

    func testADurationWithoutAUnitIsRefusedWithAHint() {
        guard case .failure(let problem) = ScenarioTimeFormat.duration("30") else { return XCTFail("accepted 30") }
        XCTAssertEqual(problem.help, "add a unit: 30m for minutes, 30s for seconds")
        guard case .failure = ScenarioTimeFormat.duration("-5m") else { return XCTFail("accepted -5m") }
    }

    func testTheStartKeepsItsOffset() throws {
        let start = try ScenarioTimeFormat.start("2026-03-02 07:00 +01:00").get()
        XCTAssertEqual(start.iso8601, "2026-03-02T07:00:00.000+01:00")
        XCTAssertEqual(try ScenarioTimeFormat.start("2026-03-02 07:00").get().utcOffsetSeconds, 0)
        guard case .failure = ScenarioTimeFormat.start("2026-02-30 07:00") else { return XCTFail("accepted Feb 30") }
    }

    func testMomentsCountDaysFromTheStartDate() throws {
        let start = try ScenarioTimeFormat.start("2026-03-02 07:00 +01:00").get()
        let moment = try ScenarioTimeFormat.moment("day 2 07:30", start: start).get()
        XCTAssertEqual(
            LocalTimestamp(instant: moment, utcOffsetSeconds: 3_600).iso8601, "2026-03-03T07:30:00.000+01:00")
        let sameDay = try ScenarioTimeFormat.moment("08:15:30", start: start).get()
        XCTAssertEqual(
            LocalTimestamp(instant: sameDay, utcOffsetSeconds: 3_600).iso8601, "2026-03-02T08:15:30.000+01:00")
        guard case .failure = ScenarioTimeFormat.moment("25:00", start: start) else { return XCTFail("accepted 25:00") }
    }
}
