import XCTest

@testable import Scenarios

final class StateDumpTests: XCTestCase {
    /// 25 minutes of duolingo at 20 points an hour: 8 points by 08:30 (a point per 3 minutes, the
    /// first two minutes held until the session goes on), none at 07:59.
    func testTheDumpShowsTheLedgerAsItStoodAtTheMoment() throws {
        let scenario = try XCTUnwrap(
            decodeValid(
                ScenarioFixture.with(
                    """
                    timeline:
                      - at: 08:00
                        use: duolingo
                        for: 25m

                    """)))
        let before = try RunInspector.dump(
            scenario, seed: 1, until: ScenarioTimeFormat.moment("07:59", start: scenario.start).get())
        let after = try RunInspector.dump(
            scenario, seed: 1, until: ScenarioTimeFormat.moment("08:30", start: scenario.start).get())
        XCTAssertEqual(before["devices"]?.arrayValue?.first?["ledger"]?["balance"]?.intValue, 0)
        let balance = after["devices"]?.arrayValue?.first?["ledger"]?["balance"]?.intValue
        let entries = after["devices"]?.arrayValue?.first?["ledger"]?["entries"]?.arrayValue?.count
        XCTAssertEqual(balance.map(Int.init), entries, "one point per entry")
        XCTAssertEqual(balance, 8)
        XCTAssertEqual(after["at"]?.stringValue, "2026-03-02T08:30:00.000+01:00")
        XCTAssertEqual(after["devices"]?.arrayValue?.first?["settings"]?["conversion_rate"]?.intValue, 2)
        XCTAssertEqual(after["service"]?.isNull, true, "no cloud without sync")
    }
}
