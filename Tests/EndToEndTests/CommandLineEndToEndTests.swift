import Foundation
import XCTest

/// The options people expect of a command-line tool, run on the built tool.
final class CommandLineEndToEndTests: XCTestCase {
    func testListNamesEachScenarioAndItsSimulationsAndRunsNothing() throws {
        let scratch = try makeScratchFolder()
        let passing = try write(ScenarioTexts.passing, named: "a.yaml", in: scratch)
        let pinned = try write(ScenarioTexts.pinned, named: "b.yaml", in: scratch)
        let result = try RewardSimTool.run(
            [
                "run", passing, pinned, "--seeds", "1..3", "--list",
                "--report-dir", scratch.appendingPathComponent("r").path,
            ], scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(
            result.stdout,
            """
            \(passing)  Learning earns points  [learning]  (3 simulations, at most 210 events each)
            \(pinned)  A pinned run  [learning, pinned]  (1 simulation, at most 210 events each)
            2 scenarios, 4 simulations

            """)
        XCTAssertFalse(fileExists("r", in: scratch), "nothing ran, nothing was written")
    }

    func testFailFastStopsAtTheFirstFailureInUnitOrderWhateverTheJobs() throws {
        let scratch = try makeScratchFolder()
        let failing = try write(ScenarioTexts.failing, named: "failing.yaml", in: scratch)
        for jobs in ["1", "2"] {
            let reports = scratch.appendingPathComponent("r\(jobs)")
            let result = try RewardSimTool.run(
                [
                    "run", failing, "--seeds", "1..6", "--fail-fast", "-j", jobs,
                    "--report-dir", reports.path,
                ], scratch: scratch)
            XCTAssertEqual(result.exitCode, 1, result.stdout + result.stderr)
            XCTAssertEqual(result.stdout.components(separatedBy: "FAIL  ").count - 1, 1, result.stdout)
            XCTAssertTrue(
                result.stdout.contains("stopped at the first failure (--fail-fast): 1 of 6 simulations ran\n"))
            XCTAssertTrue(result.stdout.contains("FAILED: 0 passed, 1 failed\n"), result.stdout)
            let summary = try String(contentsOf: reports.appendingPathComponent("summary.md"), encoding: .utf8)
            XCTAssertTrue(summary.contains("(seed 1)"), summary)
        }
    }

    func testQuietPrintsOnlyFailuresAndTheVerdict() throws {
        let scratch = try makeScratchFolder()
        let passing = try write(ScenarioTexts.passing, named: "a.yaml", in: scratch)
        let failing = try write(ScenarioTexts.failing, named: "b.yaml", in: scratch)
        let result = try RewardSimTool.run(
            ["run", passing, failing, "-q", "--report-dir", scratch.path], scratch: scratch)
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertFalse(result.stdout.contains("PASS  "), result.stdout)
        XCTAssertTrue(result.stdout.hasPrefix("FAIL  \(failing)  Learning earns points"), result.stdout)
        XCTAssertTrue(result.stdout.contains("FAILED: 1 passed, 1 failed\n"), result.stdout)
    }

    func testABrokenFileOutsideTheFilterIsAWarningNotAnError() throws {
        let scratch = try makeScratchFolder()
        let folder = scratch.appendingPathComponent("scenarios")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        _ = try write(ScenarioTexts.passing, named: "learning.yaml", in: folder)
        let broken = try write(ScenarioTexts.malformed, named: "broken.yaml", in: folder)
        let filtered = try RewardSimTool.run(
            ["run", folder.path, "--filter", "learning", "--report-dir", scratch.path],
            scratch: scratch)
        XCTAssertEqual(filtered.exitCode, 0, filtered.stdout + filtered.stderr)
        XCTAssertEqual(
            filtered.stderr,
            "rewardsim: warning: skipped \(broken), outside the filter: it has errors "
                + "(rewardsim check \(broken) shows them)\n")
        let whole = try RewardSimTool.run(["run", folder.path, "--report-dir", scratch.path], scratch: scratch)
        XCTAssertEqual(whole.exitCode, 2, "unfiltered, the broken file stops the run")
        let aimedAt = try RewardSimTool.run(
            ["run", folder.path, "--filter", "broken", "--report-dir", scratch.path],
            scratch: scratch)
        XCTAssertEqual(aimedAt.exitCode, 2, "a filter matching the broken file's path may be aimed at it")
    }

    /// Run in a scratch folder: a command that exits 2 replaces the report set of its folder's
    /// `Reports` (it says so on stderr), which must be neither the package's nor in the wording.
    func testWordingMergeOfAMissingFolderAndTheShortJobsOption() throws {
        let scratch = try makeScratchFolder()
        let merge = try RewardSimTool.run(["merge", "/missing-partials"], scratch: scratch, in: scratch)
        XCTAssertEqual(merge.exitCode, 2)
        XCTAssertEqual(
            merge.stderr,
            "rewardsim: error: no such file or folder '/missing-partials'\n"
                + "help: name the folders (or files) the shards wrote their partial-I-of-N.json to\n")
        let unknown = try RewardSimTool.run(["run", "--job", "2"], scratch: scratch, in: scratch)
        XCTAssertEqual(unknown.stderr, "rewardsim: error: unknown option '--job'\nhelp: did you mean '--jobs'?\n")
        let forgotten = try RewardSimTool.run(["run", "--trace", "--report-dir", "out"], scratch: scratch, in: scratch)
        XCTAssertEqual(forgotten.exitCode, 2, "an option where a value belongs is a forgotten value, not a file name")
        XCTAssertEqual(
            forgotten.stderr,
            "rewardsim: error: --trace needs a value\nhelp: write --trace VALUE or --trace=VALUE\n")
        let help = try RewardSimTool.run(["--report-dir", "out/ci", "--help"], scratch: scratch)
        XCTAssertTrue(help.stdout.contains("-j, --jobs N"))
        XCTAssertTrue(help.stdout.contains(" out/ci/partial-I-of-N.json\n"), help.stdout)
        XCTAssertTrue(help.stdout.contains("(default: out/ci/junit.xml)"), help.stdout)
    }
}

/// `run --sessions CHILD` prints one child's judged sessions instead of a report.
final class SessionListingEndToEndTests: XCTestCase {
    func testTheSessionsOfOneChildArePrintedWithTheirVerdictsAndTruth() throws {
        let scratch = try makeScratchFolder()
        let result = try RewardSimTool.run(["run", RewardSimTool.personasWeek, "--sessions", "ben"], scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "ben's sessions at moderate (seed 2024): \(lines.count - 1)")
        XCTAssertGreaterThan(lines.count, 10)
        XCTAssertTrue(lines.dropFirst().allSatisfy { $0.hasPrefix("ben-ipad ") }, result.stdout)
        XCTAssertTrue(lines.contains { $0.contains("min real,") && $0.hasSuffix("; honest") }, result.stdout)
        XCTAssertTrue(
            lines.contains { $0.contains("; gaming: passive") }, "the persona's video sessions: \(result.stdout)")
        XCTAssertFalse(fileExists("Reports", in: scratch), "a listing writes no report")
    }

    func testAnUnknownChildIsAUsageErrorNamingTheChildren() throws {
        let scratch = try makeScratchFolder()
        let result = try RewardSimTool.run(["run", RewardSimTool.personasWeek, "--sessions", "zoe"], scratch: scratch)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.contains("has no child 'zoe'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("help: the children are ana, ben, cleo"), result.stderr)
    }
}
