import Reports
import XCTest

@testable import Scenarios

/// A scenario's `sometimes` properties judged over all its runs in the invocation, through the
/// reports and through a shard's JSON.
final class RunAssemblySometimesTests: XCTestCase {
    /// Two properties on line 17: `error(zoneBusy)` from column 13, `conflict(field_merge)` from 30.
    static let text = ScenarioFixture.with("sometimes: [error(zoneBusy), conflict(field_merge)]\n")

    /// Seeds 1, 2, 3; the first and the last reached `error(zoneBusy)`, none `conflict(field_merge)`.
    func assembled() throws -> (summary: PlanSummary, results: [UnitResult]) {
        let scenario = try XCTUnwrap(decodeValid(Self.text))
        let plan = RunPlan(scenarios: [scenario], seeds: .range(1...3), variant: nil)
        let reached = [["error(zoneBusy)"], [], ["error(zoneBusy)"]]
        let results = plan.units.map { unit in
            let outcome = plan.run(unit, tracing: false)
            XCTAssertEqual(outcome.reached, [], "a run without sync reaches neither")
            return UnitResult(
                unitIndex: unit.index, report: outcome.report(reproduce: "rerun", variant: nil, note: nil),
                figures: outcome.antiGaming, measures: outcome.measures, reached: reached[unit.index])
        }
        return (PlanSummary(plan), results)
    }

    func testAPropertyNoRunReachedFailsTheInvocationInEveryReport() throws {
        let (summary, results) = try assembled()
        let outputs = RunAssembly.assemble(summary, results: results, tool: "rewardsim test")
        let report = outputs.report
        XCTAssertEqual(report.passedCount, 3, "each run passed on its own")
        let sometimes = try XCTUnwrap(report.sometimes.first)
        XCTAssertEqual(sometimes.runCount, 3)
        XCTAssertEqual(sometimes.properties.map(\.runsReached), [2, 0])
        XCTAssertEqual(sometimes.properties.map { "\($0.line):\($0.column)" }, ["17:13", "17:30"])
        XCTAssertFalse(report.passed)
        XCTAssertEqual(report.verdictDetail, "3 passed, 0 failed; sometimes: 0 scenarios reached all, 1 did not")

        let line = "sometimes(conflict(field_merge)) was never reached in 3 runs (line 17, column 30)"
        XCTAssertTrue(
            outputs.summaryMarkdown.contains("### `test.yaml`: test [sometimes over 3 runs]\n\n- \(line)\n"),
            outputs.summaryMarkdown)
        let json = report.json.serialized()
        XCTAssertTrue(json.contains("\"sometimesFailed\": 1"), json)
        XCTAssertTrue(json.contains("\"property\": \"error(zoneBusy)\""), json)
        let junitCase = try XCTUnwrap(report.junit.suites.first?.cases.last)
        XCTAssertEqual(junitCase.name, "test [sometimes over 3 runs]")
        guard case .failed(let message, let type, let details) = junitCase.outcome else {
            return XCTFail("\(junitCase.outcome)")
        }
        XCTAssertEqual(message, "conflict(field_merge)")
        XCTAssertEqual(type, "SometimesNeverReached")
        XCTAssertEqual(details, line)
    }

    func testEveryPropertyReachedOnceIsEnough() throws {
        let (summary, results) = try assembled()
        var reachedBoth = results
        reachedBoth[1] = UnitResult(
            unitIndex: 1, report: results[1].report, figures: results[1].figures,
            measures: results[1].measures, reached: ["conflict(field_merge)"])
        let report = RunAssembly.assemble(summary, results: reachedBoth, tool: "rewardsim test").report
        XCTAssertEqual(report.sometimes.first?.properties.map(\.runsReached), [2, 1])
        XCTAssertTrue(report.passed)
        XCTAssertEqual(report.verdictDetail, "3 passed, 0 failed; sometimes: 1 scenario reached all, 0 did not")
    }

    /// A merge reads the plan's properties and each run's reached ones back from the shards' JSON.
    func testShardJSONAssemblesTheSameVerdict() throws {
        let (summary, results) = try assembled()
        let reparsed = { (json: JSONValue) in try JSONValue.parse(json.serialized()) }
        let merged = RunAssembly.assemble(
            try PlanSummary(json: try reparsed(summary.json)),
            results: try results.map { try UnitResult(json: try reparsed($0.json)) },
            tool: "rewardsim test")
        let direct = RunAssembly.assemble(summary, results: results, tool: "rewardsim test")
        XCTAssertEqual(merged.report.json.serialized(), direct.report.json.serialized())
        XCTAssertEqual(merged.summaryMarkdown, direct.summaryMarkdown)
    }
}
