import RewardEngine
import XCTest

@testable import Scenarios

/// A population's children are reported in figures alone, so their ledgers let go of each
/// day's entries once the trace hash has digested them; a child written by hand keeps every
/// entry, since results.json lists them. The figures read the same either way (see
/// `LedgerHistoryTests`); here the run itself lets go.
final class CrowdLedgerTests: XCTestCase {
    static let text =
        ScenarioFixture.replacing("duration: 1d", with: "duration: 4d") + """
            population:
              size: 2
              personas:
                honest_learner: 100%
            timeline:
              - at: 07:30
                device: alex-ipad
                use: duolingo
                for: 30m
            expect:
              - ledger_entries(alex) == 10
              - ledger_entries(kid-001, earned) >= 1

            """

    func testACrowdLetsGoOfDigestedEntriesAndAHandWrittenChildKeepsThem() throws {
        let scenario = try XCTUnwrap(decodeValid(Self.text))
        var kept: [String: (letGo: Int, kept: Int)] = [:]
        let outcome = ScenarioRunner.run(scenario, seed: 3, tracing: false) { state, _ in
            for child in state.scenario.children {
                let ledger = state.account(on: state.deviceIDs(of: child.id)[0]).ledger
                kept[child.id.rawValue] = (ledger.history.count, ledger.entries.count)
            }
        }
        XCTAssertTrue(outcome.passed, "\(outcome.expectations.map { "\($0.text): \($0.status)" })")
        XCTAssertEqual(kept["alex"]?.letGo, 0)
        XCTAssertEqual(kept["alex"]?.kept, 10, "30 minutes at 20 points an hour: an entry per point")
        for kid in ["kid-001", "kid-002"] {
            let ledger = try XCTUnwrap(kept[kid])
            XCTAssertGreaterThan(ledger.letGo, 0, "\(kid) learnt over four days")
            XCTAssertEqual(ledger.kept, 0, "the end of the run digests the last entries too")
        }
    }
}
