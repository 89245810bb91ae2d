import Foundation
import XCTest

/// `--seeds A..B` runs every scenario once per seed of the range — each run its own line, test
/// case and reproduce command — except a pinned one, which runs once at its own seed; the
/// reports are the same bytes however the runs are spread over jobs and shards.
final class SeedRangeEndToEndTests: XCTestCase {
    static let reportNames = ["results.json", "junit.xml", "summary.md"]

    func run(_ arguments: [String], reportsIn folder: String, scratch: URL) throws -> ToolResult {
        try RewardSimTool.run(
            arguments + ["--report-dir", scratch.appendingPathComponent(folder).path],
            scratch: scratch)
    }

    func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    // MARK: One run per seed

    func testThreeSeedsGiveThreeRunsAndAPinnedScenarioRunsOnceAtItsOwnSeed() throws {
        let scratch = try makeScratchFolder()
        let passing = try write(ScenarioTexts.passing, named: "passing.yaml", in: scratch)
        let pinned = try write(ScenarioTexts.pinned, named: "pinned.yaml", in: scratch)
        let result = try run(["run", passing, pinned, "--seeds", "1..3"], reportsIn: "reports", scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        let results = lines(result.stdout).filter { $0.hasPrefix("PASS  ") || $0.hasPrefix("FAIL  ") }
        XCTAssertEqual(results.count, 4, result.stdout)
        for seed in 1...3 {
            XCTAssertEqual(
                results.filter { $0.hasPrefix("PASS  \(passing)  ") && $0.contains("(seed \(seed), ") }.count,
                1, result.stdout)
        }
        XCTAssertEqual(
            results.filter { $0.hasPrefix("PASS  \(pinned)  A pinned run  (seed 7, ") }.count, 1,
            result.stdout)
        XCTAssertTrue(
            lines(result.stdout).contains("note: pinned: ran at its own seed, not over --seeds 1..3"),
            result.stdout)
        XCTAssertTrue(result.stdout.contains("\nPASSED: 4 passed, 0 failed\n"), result.stdout)

        let junit = try String(contentsOf: scratch.appendingPathComponent("reports/junit.xml"), encoding: .utf8)
        for name in [
            "Learning earns points [seed 1]", "Learning earns points [seed 2]",
            "Learning earns points [seed 3]", "A pinned run [seed 7]",
        ] {
            XCTAssertEqual(junit.components(separatedBy: "name=\"\(name)\"").count, 2, "one test case \(name)")
        }
    }

    func testEachFailingSeedHasItsOwnReproduceCommand() throws {
        let scratch = try makeScratchFolder()
        let failing = try write(ScenarioTexts.failing, named: "failing.yaml", in: scratch)
        let result = try run(["run", failing, "--seeds", "0x4..0x5"], reportsIn: "reports", scratch: scratch)
        XCTAssertEqual(result.exitCode, 1, result.stdout + result.stderr)
        for seed in [4, 5] {
            XCTAssertTrue(
                lines(result.stdout).contains(
                    "reproduce: swift run -c release rewardsim run \(failing) --seed \(seed)"),
                result.stdout)
        }
        XCTAssertTrue(result.stdout.contains("\nFAILED: 0 passed, 2 failed\n"), result.stdout)
    }

    // MARK: Same bytes

    /// A week of personas and quirks over three seeds, beside a pinned run: one job, two jobs,
    /// and two shards merged write the same reports.
    func testOneJobTwoJobsAndTwoMergedShardsWriteTheSameReports() throws {
        let scratch = try makeScratchFolder()
        let pinned = try write(ScenarioTexts.pinned, named: "pinned.yaml", in: scratch)
        let scenarios = [RewardSimTool.personasWeek, pinned]
        let one = try run(["run"] + scenarios + ["--seeds", "1..3", "--jobs", "1"], reportsIn: "one", scratch: scratch)
        XCTAssertLessThanOrEqual(one.exitCode, 1, one.stdout + one.stderr)
        let two = try run(["run"] + scenarios + ["--seeds", "1..3", "--jobs", "2"], reportsIn: "two", scratch: scratch)
        XCTAssertEqual(two.exitCode, one.exitCode, two.stdout + two.stderr)
        for shard in 1...2 {
            let result = try run(
                ["run"] + scenarios + ["--seeds", "1..3", "--shard", "\(shard)/2"],
                reportsIn: "shard\(shard)", scratch: scratch)
            XCTAssertLessThanOrEqual(result.exitCode, 1, result.stdout + result.stderr)
        }
        let shards = ["shard1", "shard2"].map { scratch.appendingPathComponent($0).path }
        let merged = try run(["merge"] + shards, reportsIn: "merged", scratch: scratch)
        XCTAssertEqual(merged.exitCode, one.exitCode, merged.stdout + merged.stderr)
        XCTAssertTrue(
            lines(merged.stdout).contains("note: pinned: ran at its own seed, not over --seeds 1..3"),
            merged.stdout)

        for folder in ["two", "merged"] {
            for name in Self.reportNames {
                let expected = try Data(contentsOf: scratch.appendingPathComponent("one/\(name)"))
                XCTAssertFalse(expected.isEmpty, "one/\(name) has content")
                XCTAssertEqual(
                    try Data(contentsOf: scratch.appendingPathComponent("\(folder)/\(name)")), expected,
                    "one/\(name) and \(folder)/\(name) differ")
            }
        }
        let results = try String(contentsOf: scratch.appendingPathComponent("one/results.json"), encoding: .utf8)
        XCTAssertEqual(
            results.components(separatedBy: "\"reproduce\": ").count - 1, 4, "three seeds and the pinned run")
    }

    // MARK: Usage errors

    func assertUsageError(
        _ arguments: [String], _ expected: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let scratch = try makeScratchFolder()
        let result = try run(["run", RewardSimTool.workedExample] + arguments, reportsIn: "reports", scratch: scratch)
        XCTAssertEqual(result.exitCode, 2, result.stdout, file: file, line: line)
        XCTAssertEqual(result.stderr, expected, file: file, line: line)
        XCTAssertEqual(result.stdout, "", file: file, line: line)
        XCTAssertFalse(fileExists("reports", in: scratch), "nothing was run or written", file: file, line: line)
    }

    func testSeedAndSeedsTogetherAreAUsageError() throws {
        try assertUsageError(
            ["--seeds", "1..5", "--seed", "3"],
            """
            rewardsim: error: --seed and --seeds cannot be used together
            help: --seed N reproduces one run; --seeds A..B runs each scenario once per seed of a range

            """)
    }

    func testARangeThatIsNotARangeIsAUsageError() throws {
        try assertUsageError(
            ["--seeds=50"],
            """
            rewardsim: error: '50' is not a seed range
            help: write --seeds A..B, e.g. --seeds 1..50 (ends decimal or 0x-hex, both included)

            """)
    }

    func testARangeWhoseFirstSeedIsAboveItsLastIsAUsageError() throws {
        try assertUsageError(
            ["--seeds", "50..1"],
            """
            rewardsim: error: the seed range 50..1 is empty: 50 is above 1
            help: write the lower seed first, e.g. --seeds 1..50

            """)
    }

    func testMoreThanTenThousandSeedsIsAUsageError() throws {
        try assertUsageError(
            ["--seeds", "1..10001"],
            """
            rewardsim: error: --seeds 1..10001 is more than 10000 seeds
            help: a run takes at most 10000 seeds: split the range over several runs

            """)
        try assertUsageError(
            ["--seeds", "0..0xffffffffffffffff"],
            """
            rewardsim: error: --seeds 0..0xffffffffffffffff is more than 10000 seeds
            help: a run takes at most 10000 seeds: split the range over several runs

            """)
    }

    func testTenThousandSeedsAreAllowed() throws {
        let scratch = try makeScratchFolder()
        let result = try RewardSimTool.run(
            ["check", RewardSimTool.workedExample, "--seeds", "0x1..10000"],
            scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
    }
}
