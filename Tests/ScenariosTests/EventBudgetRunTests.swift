import Reports
import XCTest

@testable import Scenarios

/// A run that uses up its event budget cannot be judged: every report says so, and nothing due
/// at its end is checked on the half-run world. (The budget is lowered to reach it.)
final class EventBudgetRunTests: XCTestCase {
    static let text = ScenarioFixture.with(
        """
        timeline:
          - at: 07:30
            use: duolingo
            for: 30m
        expect:
          - learning_minutes(alex, duolingo) == 30
          - earned(alex) == 0 at 07:10
          - earned(alex) == 10 at 12:00

        """)

    func stoppedReport() throws -> ScenarioReport {
        let scenario = try XCTUnwrap(decodeValid(Self.text))
        let outcome = ScenarioRunner.run(scenario, seed: 1, tracing: false, budget: 8) { _, _ in }
        XCTAssertEqual(outcome.eventsExecuted, 8)
        XCTAssertTrue(outcome.budgetExhausted)
        XCTAssertFalse(outcome.passed)
        return outcome.report(reproduce: "rewardsim run test.yaml --seed 1")
    }

    func testTheRunIsAnErrorThatSaysWhereItStopped() throws {
        let report = try stoppedReport()
        XCTAssertEqual(report.status, .error)
        XCTAssertEqual(
            report.error,
            "could not be judged: the run used up its event budget (8 events) at "
                + "2026-03-02T07:33:00.000+01:00, before its end at 2026-03-03T07:00:00.000+01:00; what was due at "
                + "the end was not checked"
        )
        // The check at 07:10 ran before the stop and held; the rest were never reached.
        XCTAssertEqual(report.expectations.map(\.status), [.error, .passed, .error, .error])
        XCTAssertEqual(
            report.expectations.map(\.message),
            [
                "not checked: the run used up its event budget before its end", nil,
                "not checked: the run stopped before this moment",
                "not checked: the run used up its event budget before its end",
            ])
        XCTAssertEqual(report.expectations.last?.expression, "checker ledger")
    }

    func testEveryReportSaysTheRunCouldNotBeJudged() throws {
        let scenario = try stoppedReport()
        let run = RunReport(tool: "rewardsim test", scenarios: [scenario])
        XCTAssertFalse(run.passed)
        XCTAssertEqual(run.verdictDetail, "0 passed, 0 failed, 1 could not be judged")
        let json = run.json
        XCTAssertEqual(json["summary"]?["errors"], .integer(1))
        XCTAssertEqual(json["summary"]?["failed"], .integer(0))
        let entry = try XCTUnwrap(json["scenarios"]?.arrayValue?.first)
        XCTAssertEqual(entry["status"], .string("error"))
        XCTAssertEqual(entry["error"]?.stringValue, scenario.error)
        let junit = JUnitWriter.render(run.junit)
        XCTAssertTrue(junit.contains("<error message=\"\(scenario.error!)\" type=\"RunNotJudged\""), junit)
        let summary = RunSummaryWriter.render(run, sections: [], experiments: [])
        XCTAssertTrue(summary.contains("**FAILED**: 0 passed, 0 failed, 1 could not be judged."), summary)
        XCTAssertTrue(summary.contains("- \(scenario.error!)\n"), summary)
        let html = RunHTMLWriter.render(run, sections: [], experiments: [])
        XCTAssertTrue(html.contains("<td class=\"fail\">ERROR</td>"))
        // A shard's file carries it to the merge unchanged.
        let decoded = try ScenarioReport(json: scenario.json)
        XCTAssertEqual(decoded.status, .error)
        XCTAssertEqual(decoded.error, scenario.error)
    }

    func testAMergedReportWithAnErrorStatusButNoReasonIsRefused() throws {
        let json = JSONValue.object(try XCTUnwrap(stoppedReport().json.members).filter { $0.key != "error" })
        XCTAssertThrowsError(try ScenarioReport(json: json))
    }
}
