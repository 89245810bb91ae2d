import Foundation
import XCTest

/// Expectations over seeds through the built tool: a population's distribution over its sample
/// of seeds holds or misses, and the exit code, the console and every report say which.
final class OverSeedsEndToEndTests: XCTestCase {
    /// Ten children for three days, half of them bots that the moderate level catches from the
    /// third day on (a third of their sessions) and never before. The expectation over seeds is
    /// on line 22.
    static func population(expecting expectation: String) -> String {
        """
        version: 1
        name: bots over seeds
        seed: 7
        seeds: 3
        start: 2026-03-02 07:00 +01:00
        duration: 3d
        family:
          children: []
        population:
          size: 10
          personas:
            honest_learner: 50%
            bot: 50%
        apps:
          - id: duolingo
            category: learning
          - id: minecraft
            category: reward
        expect:
          - recall(moderate) > 0
        expect_over_seeds:
          - \(expectation)

        """
    }

    func testADistributionThatHoldsPassesOverTheScenariosOwnSeeds() throws {
        let scratch = try makeScratchFolder()
        let path = try write(
            Self.population(expecting: "percentile(5, recall(moderate)) >= 30%"), named: "bots.yaml", in: scratch)
        let result = try RewardSimTool.run(["run", path, "--report-dir", scratch.path], scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        XCTAssertTrue(
            result.stdout.contains("PASS  \(path)  bots over seeds [expectations over 3 seeds]"), result.stdout)
        XCTAssertTrue(
            result.stdout.contains("recall(moderate): mean 33.33 %, 95 % of seeds within 33.33 %–33.33 % (3 seeds)"),
            result.stdout)
        XCTAssertTrue(result.stdout.contains("over seeds: 1 held, 0 failed"), result.stdout)
        let results = try String(contentsOf: scratch.appendingPathComponent("results.json"), encoding: .utf8)
        XCTAssertTrue(results.contains("\"seeds\": [\n        \"7\",\n        \"8\",\n        \"9\"\n      ]"), results)
    }

    func testADistributionThatMissesFailsWithItsValueInEveryReport() throws {
        let scratch = try makeScratchFolder()
        let path = try write(
            Self.population(expecting: "percentile(5, recall(moderate)) >= 50%"), named: "bots.yaml", in: scratch)
        let result = try RewardSimTool.run(
            ["run", path, "--seeds", "1..4", "--report-dir", scratch.path], scratch: scratch)
        XCTAssertEqual(result.exitCode, 1, result.stdout + result.stderr)
        XCTAssertTrue(
            result.stdout.contains("FAIL  \(path)  bots over seeds [expectations over 4 seeds]  (seeds 1..4)"),
            result.stdout)
        XCTAssertTrue(result.stdout.contains("FAILED: 4 passed, 0 failed; over seeds: 0 held, 1 failed"), result.stdout)
        let summary = try String(contentsOf: scratch.appendingPathComponent("summary.md"), encoding: .utf8)
        XCTAssertTrue(
            summary.contains(
                "- failed: `percentile(5, recall(moderate)) >= 50%` (line 22, column 5)\n"
                    + "  - `percentile(5, recall(moderate))` = 0.3333\n"), summary)
        XCTAssertTrue(
            summary.contains("- reproduce: `swift run -c release rewardsim run \(path) --seeds 1..4`"), summary)
        let junit = try String(contentsOf: scratch.appendingPathComponent("junit.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains("<testcase name=\"bots over seeds [expectations over 4 seeds]\""), junit)
        XCTAssertTrue(junit.contains("type=\"ExpectationFailed\""), junit)
        let html = try String(contentsOf: scratch.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<h2>Over seeds: bots over seeds</h2>"), html)
    }

    func testOneSeedReproducesARunAndChecksNothingOverSeeds() throws {
        let scratch = try makeScratchFolder()
        let path = try write(
            Self.population(expecting: "percentile(5, recall(moderate)) >= 50%"), named: "bots.yaml", in: scratch)
        let result = try RewardSimTool.run(
            ["run", path, "--seed", "2", "--report-dir", scratch.path], scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("over seeds: 0 held, 0 failed, 1 not checked (one seed)"), result.stdout)
    }
}
