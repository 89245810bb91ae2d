import Foundation
import XCTest

/// Exit codes CI reads, and what each kind of failure prints: 0 all held, 1 an expectation
/// failed, 2 usage or scenario errors.
final class ExitCodeEndToEndTests: XCTestCase {
    func testTheWorkedExamplePassesWithExitCodeZero() throws {
        let scratch = try makeScratchFolder()
        let result = try RewardSimTool.run(
            ["run", RewardSimTool.workedExample, "--report-dir", scratch.path], scratch: scratch
        )
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.hasPrefix("PASS  \(RewardSimTool.workedExample)  "), result.stdout)
        XCTAssertTrue(result.stdout.contains("\nPASSED: 1 passed, 0 failed\n"), result.stdout)
    }

    func testAFailedExpectationExitsOneAndExplainsHowToReproduceIt() throws {
        let scratch = try makeScratchFolder()
        let path = try write(ScenarioTexts.failing, named: "failing.yaml", in: scratch)
        let result = try RewardSimTool.run(["run", path, "--report-dir", scratch.path], scratch: scratch)
        XCTAssertEqual(result.exitCode, 1, result.stderr)
        let lines = result.stdout.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        XCTAssertTrue(lines.contains("expected: points(alex) == 11   (line 19, column 5)"), result.stdout)
        XCTAssertTrue(lines.contains("points(alex) = 10"), result.stdout)
        XCTAssertTrue(lines.contains("seed: 1"), result.stdout)
        let reproduce = "reproduce: swift run -c release rewardsim run \(path) --seed 1"
        XCTAssertTrue(lines.contains(reproduce), result.stdout)
        XCTAssertTrue(lines.contains("FAILED: 0 passed, 1 failed"), result.stdout)
    }

    func testTheReproduceCommandQuotesAPathWithASpace() throws {
        let scratch = try makeScratchFolder()
        let path = try write(ScenarioTexts.failing, named: "my failing.yaml", in: scratch)
        let result = try RewardSimTool.run(
            ["run", path, "--seed", "5", "--report-dir", scratch.path], scratch: scratch
        )
        XCTAssertEqual(result.exitCode, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("\n      seed: 5\n"), result.stdout)
        let reproduce = "reproduce: swift run -c release rewardsim run '\(path)' --seed 5\n"
        XCTAssertTrue(result.stdout.contains(reproduce), result.stdout)
    }

    func testAMalformedFileExitsTwoWithALocatedDiagnostic() throws {
        let scratch = try makeScratchFolder()
        let path = try write(ScenarioTexts.malformed, named: "malformed.yaml", in: scratch)
        let result = try RewardSimTool.run(["run", path, "--report-dir", scratch.path], scratch: scratch)
        XCTAssertEqual(result.exitCode, 2, result.stdout)
        let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(lines.first, "\(path):6:3: error: unknown key 'conversion_rte' in 'settings'")
        XCTAssertTrue(lines.contains("   6 |   conversion_rte: 2"), result.stderr)
        XCTAssertTrue(lines.contains("     |   ^~~~~~~~~~~~~~"), result.stderr)
        XCTAssertTrue(lines.contains("   help: did you mean 'conversion_rate'?"), result.stderr)
        XCTAssertTrue(lines.contains("rewardsim: 1 error in 1 file; nothing was simulated"), result.stderr)
        XCTAssertFalse(fileExists("results.json", in: scratch))
    }

    func testAYAMLSyntaxErrorExitsTwoWithACaret() throws {
        let scratch = try makeScratchFolder()
        let broken = ScenarioTexts.passing
            .replacingOccurrences(of: "tags: [learning]", with: "tags: [learning")
        let path = try write(broken, named: "broken.yaml", in: scratch)
        let result = try RewardSimTool.run(["check", path], scratch: scratch)
        XCTAssertEqual(result.exitCode, 2, result.stdout)
        XCTAssertTrue(result.stderr.hasPrefix("\(path):3:7: error: "), result.stderr)
        let lines = result.stderr.split(separator: "\n").map { $0.drop { $0 == " " } }
        XCTAssertEqual(lines.filter { $0.hasPrefix("| ") && $0.contains("^") }, ["|       ^"], result.stderr)
        XCTAssertEqual(lines.filter { $0.hasPrefix("help: ") }.count, 1, result.stderr)
    }

    func testAnUnknownOptionExitsTwoAndSuggestsTheNearestOne() throws {
        let scratch = try makeScratchFolder()
        let example = RewardSimTool.packageRoot.appendingPathComponent(RewardSimTool.workedExample).path
        let result = try RewardSimTool.run(["run", example, "--sed", "7"], scratch: scratch, in: scratch)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(
            result.stderr,
            "rewardsim: error: unknown option '--sed'\nhelp: did you mean '--seed'?\n")
        XCTAssertEqual(result.stdout, "")
    }

    func testAnUnknownCommandExitsTwoAndSuggestsTheNearestOne() throws {
        let scratch = try makeScratchFolder()
        let result = try RewardSimTool.run(["rnu", RewardSimTool.workedExample], scratch: scratch)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, "rewardsim: error: unknown command 'rnu'\nhelp: did you mean 'run'?\n")
    }

    func testAFilterThatMatchesNothingExitsTwoWithoutReports() throws {
        let scratch = try makeScratchFolder()
        let result = try RewardSimTool.run(
            [
                "run", RewardSimTool.workedExample, "--filter", "no-such-scenario",
                "--report-dir", scratch.path,
            ],
            scratch: scratch
        )
        XCTAssertEqual(result.exitCode, 2, result.stdout)
        XCTAssertTrue(
            result.stderr.contains("rewardsim: error: no scenario matches the filter or tags\n"),
            result.stderr)
        XCTAssertTrue(result.stderr.contains("help: tags in these files: reward, smoke\n"), result.stderr)
        XCTAssertFalse(fileExists("results.json", in: scratch))
    }

    func testAMissingPathExitsTwo() throws {
        let scratch = try makeScratchFolder()
        let missing = scratch.appendingPathComponent("absent.yaml").path
        let result = try RewardSimTool.run(["run", missing], scratch: scratch, in: scratch)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, "rewardsim: error: no such file or folder '\(missing)'\n")
    }
}
