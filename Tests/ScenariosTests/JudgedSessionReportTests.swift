import Reports
import XCTest

@testable import Scenarios

/// results.json carries each judged session of a scenario written by hand, and the reports a
/// table of the minutes each rule withheld, honest beside gaming.
final class JudgedSessionReportTests: XCTestCase {
    /// Half an hour of honest learning in the morning, then 20 minutes played at 01:20 to farm
    /// the night (odd hours, 00:00–05:00 at moderate): moderate withholds those 20 minutes and
    /// nothing else.
    static let morningAndNight = ScenarioFixture.with(
        """
        timeline:
          - at: 07:30
            use: duolingo
            for: 30m
          - at: day 2 01:20
            use: duolingo
            for: 20m
            as: odd_hours

        """)

    func testEachSessionIsReportedWithItsVerdictAndTheRulesThatWithheldItsMinutes() throws {
        let outcome = try XCTUnwrap(run(Self.morningAndNight))
        let json = outcome.report(reproduce: "-").antiGaming
        let children = try XCTUnwrap(json?["sessions"]?.arrayValue)
        XCTAssertEqual(children.count, 1)
        XCTAssertEqual(children[0]["child"]?.stringValue, "alex")
        XCTAssertEqual(children[0]["strictness"]?.stringValue, "moderate")
        let sessions = try XCTUnwrap(children[0]["sessions"]?.arrayValue)
        XCTAssertEqual(
            sessions.map { $0["start"]?.stringValue },
            [
                "2026-03-02T07:31:00.000+01:00", "2026-03-03T01:21:00.000+01:00",
            ])
        XCTAssertEqual(sessions.map { $0["realMinutes"]?.intValue }, [30, 20])
        XCTAssertEqual(sessions.map { $0["creditedMinutes"]?.intValue }, [30, 0])
        XCTAssertEqual(sessions.map { $0["truth"]?.stringValue }, ["honest", "odd_hours"])
        XCTAssertEqual(sessions.map { $0["ruledAgainst"]?.boolValue }, [false, true])
        XCTAssertEqual(sessions[1]["verdict"]?.stringValue, "rejected")
        XCTAssertEqual(sessions[1]["withheldByRule"], JSONValue(object: [("oddHours", .integer(20))]))
        XCTAssertEqual(sessions[0]["withheldByRule"], JSONValue(object: []))
    }

    func testTheReportTablesTheMinutesWithheldByRuleHonestBesideGaming() throws {
        let outcome = try XCTUnwrap(run(Self.morningAndNight))
        let table = try XCTUnwrap(outcome.antiGaming.withheldByRuleTable)
        XCTAssertEqual(table.header, ["rule", "lenient", "moderate", "strict"])
        XCTAssertEqual(table.rows, [["oddHours", "0 · 0", "0 · 20", "0 · 20"]])
    }
}
