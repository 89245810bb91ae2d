import Foundation
import XCTest

/// `rewardsim attack` on the built tool, with a budget small enough for every test run: the
/// same report bytes with one job and with two, the kept findings pass on seeds 1..50 as they
/// say, and a `--from` folder that holds no results is an error with a hint.
final class AttackEndToEndTests: XCTestCase {
    static let arguments = ["attack", "--level", "moderate", "--budget", "12", "--days", "2", "--seed", "3"]

    func testTheReportsAreTheSameWithOneJobAndTwoAndTheKeptFindingsPass() throws {
        let scratch = try makeScratchFolder()
        var reports: [[String]] = []
        for jobs in ["1", "2"] {
            let directory = scratch.appendingPathComponent("jobs-\(jobs)").path
            var arguments = Self.arguments + ["--jobs", jobs, "--report-dir", directory]
            if jobs == "1" { arguments += ["--keep", scratch.appendingPathComponent("kept").path] }
            let result = try RewardSimTool.run(arguments, scratch: scratch)
            XCTAssertEqual(result.exitCode, 0, result.stderr)
            XCTAssertTrue(result.stdout.contains("moderate: attack-moderate-1: "), result.stdout)
            reports.append(
                try ["summary.md", "report.html", "results.json", "strategies/attack-moderate-1.persona"].map {
                    try String(contentsOfFile: "\(directory)/\($0)", encoding: .utf8)
                })
        }
        XCTAssertEqual(reports[0], reports[1])
        let kept = scratch.appendingPathComponent("kept/attack-moderate.yaml").path
        let text = try String(contentsOfFile: kept, encoding: .utf8)
        XCTAssertTrue(text.contains("  - gaming_minutes_credited(moderate) <= "), text)
        let run = try RewardSimTool.run(
            ["run", kept, "--seeds", "1..50", "-q", "--report-dir", scratch.appendingPathComponent("run").path],
            scratch: scratch)
        XCTAssertEqual(run.exitCode, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("PASSED: 50 passed, 0 failed"), run.stdout)
    }

    func testAFromFolderWithoutResultsIsAnErrorWithAHint() throws {
        let scratch = try makeScratchFolder()
        let result = try RewardSimTool.run(Self.arguments + ["--from", scratch.path], scratch: scratch)
        XCTAssertEqual(result.exitCode, 2, result.stdout + result.stderr)
        XCTAssertTrue(result.stderr.contains("results.json: cannot read it"), result.stderr)
        XCTAssertTrue(result.stderr.contains("help: name the report folder of an earlier attack run"), result.stderr)
    }
}
