import Foundation
import XCTest

/// A sweep's reports are the same bytes however its simulations were spread: over one thread or
/// two, or over two shards merged afterwards. A merge refuses shards that do not make up one run.
final class ShardingEndToEndTests: XCTestCase {
    /// Three conversion rates × four seeds, four children over three days: twelve simulations.
    static let sweep = """
        version: 1
        name: Conversion rate sweep
        start: 2026-03-02 07:00 +01:00
        duration: 3d
        family:
          children: []
        population:
          size: 4
          personas:
            honest_learner: 50%
            distractible_learner: 50%
        apps:
          - id: duolingo
            category: learning
          - id: minecraft
            category: reward
        settings:
          default_points_per_hour: 30
        sweep:
          matrix:
            conversion_rate: [1, 2, 4]
          baseline:
            conversion_rate: 2
          seeds: 4
        conclude:
          - "mean(reward_minutes_per_day, conversion_rate: 4) < mean(reward_minutes_per_day)"

        """

    /// Alex earns 10 points whatever the rate, so the conclusion that the rate of 2 earns more
    /// than 1,000 a day is false: two variants × two seeds, four short simulations.
    static let falseConclusion = """
        version: 1
        name: A conclusion that does not hold
        start: 2026-03-02 07:00 +01:00
        duration: 1d
        family:
          children:
            - name: alex
              devices: [alex-ipad]
        apps:
          - id: duolingo
            category: learning
            points_per_hour: 20
        timeline:
          - at: 07:30
            use: duolingo
            for: 30m
        sweep:
          matrix:
            conversion_rate: [1, 2]
          seeds: 2
        conclude:
          - "mean(points_earned_per_day, conversion_rate: 2) > 1000"

        """

    static let reportNames = ["results.json", "junit.xml", "summary.md", "report.html", "results.csv"]

    /// Runs the tool; `folder` is where its reports go, created inside `scratch`.
    func run(_ arguments: [String], reportsIn folder: String, scratch: URL) throws -> ToolResult {
        try RewardSimTool.run(
            arguments + ["--report-dir", scratch.appendingPathComponent(folder).path],
            scratch: scratch)
    }

    func assertSameReports(
        _ folder: String, _ other: String, in scratch: URL,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        for name in Self.reportNames {
            let first = try Data(contentsOf: scratch.appendingPathComponent("\(folder)/\(name)"))
            let second = try Data(contentsOf: scratch.appendingPathComponent("\(other)/\(name)"))
            XCTAssertGreaterThan(first.count, 100, "\(folder)/\(name) has content", file: file, line: line)
            XCTAssertEqual(
                first, second, "\(folder)/\(name) and \(other)/\(name) differ",
                file: file, line: line)
        }
    }

    /// Writes the sweep and runs shard 1 of 2 of it; returns the sweep's path.
    func runFirstShard(of text: String, scratch: URL) throws -> String {
        let scenario = try write(text, named: "sweep.yaml", in: scratch)
        let shard = try run(["run", scenario, "--shard", "1/2"], reportsIn: "shard1", scratch: scratch)
        XCTAssertEqual(shard.exitCode, 0, shard.stdout + shard.stderr)
        return scenario
    }

    func partial(_ index: Int, in scratch: URL) -> String {
        scratch.appendingPathComponent("shard\(index)/partial-\(index)-of-2.json").path
    }

    // MARK: Same bytes

    func testOneJobAndTwoJobsWriteTheSameFiveReports() throws {
        let scratch = try makeScratchFolder()
        let scenario = try write(Self.sweep, named: "sweep.yaml", in: scratch)
        let one = try run(["run", scenario, "--jobs", "1"], reportsIn: "one", scratch: scratch)
        XCTAssertEqual(one.exitCode, 0, one.stdout + one.stderr)
        XCTAssertTrue(one.stdout.contains("PASSED: 12 passed, 0 failed; 1 experiment held, 0 failed"), one.stdout)
        let two = try run(["run", scenario, "--jobs", "2"], reportsIn: "two", scratch: scratch)
        XCTAssertEqual(two.exitCode, 0, two.stdout + two.stderr)
        try assertSameReports("one", "two", in: scratch)
    }

    func testTwoShardsMergedWriteTheSameFiveReportsAsOneRun() throws {
        let scratch = try makeScratchFolder()
        let scenario = try runFirstShard(of: Self.sweep, scratch: scratch)
        let second = try run(["run", scenario, "--shard", "2/2"], reportsIn: "shard2", scratch: scratch)
        XCTAssertEqual(second.exitCode, 0, second.stdout + second.stderr)
        XCTAssertTrue(
            second.stdout.contains("shard 2/2: 6 passed, 0 failed (of 12 simulations in all)"),
            second.stdout)
        XCTAssertFalse(
            fileExists("results.json", in: scratch.appendingPathComponent("shard2")),
            "a shard writes only its partial results")

        let whole = try run(["run", scenario], reportsIn: "whole", scratch: scratch)
        XCTAssertEqual(whole.exitCode, 0, whole.stdout + whole.stderr)
        let shardFolders = ["shard1", "shard2"].map { scratch.appendingPathComponent($0).path }
        let merge = try run(["merge"] + shardFolders, reportsIn: "merged", scratch: scratch)
        XCTAssertEqual(merge.exitCode, 0, merge.stdout + merge.stderr)
        try assertSameReports("whole", "merged", in: scratch)
    }

    func testTheHTMLReportDrawsInlineChartsWithoutScripts() throws {
        let scratch = try makeScratchFolder()
        let scenario = try write(Self.sweep, named: "sweep.yaml", in: scratch)
        let result = try run(["run", scenario], reportsIn: "reports", scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        let html = try String(
            contentsOf: scratch.appendingPathComponent("reports/report.html"),
            encoding: .utf8)
        XCTAssertTrue(html.contains("<svg"))
        XCTAssertFalse(html.lowercased().contains("<script"))
    }

    // MARK: Refusals

    func testMergingOnlyTheFirstShardNamesTheMissingOne() throws {
        let scratch = try makeScratchFolder()
        _ = try runFirstShard(of: Self.falseConclusion, scratch: scratch)
        let merge = try run(["merge", partial(1, in: scratch)], reportsIn: "merged", scratch: scratch)
        XCTAssertEqual(merge.exitCode, 2, merge.stdout + merge.stderr)
        XCTAssertTrue(merge.stderr.contains("missing shard 2/2"), merge.stderr)
        XCTAssertFalse(fileExists("merged/results.json", in: scratch), "a refused merge writes no report")
    }

    /// A shard written before the review counts joined the figures (schema version 1) is
    /// refused with the version this build reads, not misread.
    func testAShardOfAnOlderSchemaIsRefusedWithTheVersionThisBuildReads() throws {
        let scratch = try makeScratchFolder()
        _ = try runFirstShard(of: Self.falseConclusion, scratch: scratch)
        let path = partial(1, in: scratch)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertTrue(text.contains("\"schemaVersion\": 2"), String(text.prefix(200)))
        try text.replacingOccurrences(of: "\"schemaVersion\": 2", with: "\"schemaVersion\": 1")
            .write(toFile: path, atomically: true, encoding: .utf8)
        let merge = try run(["merge", path], reportsIn: "merged", scratch: scratch)
        XCTAssertEqual(merge.exitCode, 2, merge.stdout + merge.stderr)
        XCTAssertTrue(
            merge.stderr.contains(
                "a partial results file of another schema version (this build reads version 2): "
                    + "run its shard again with this build"), merge.stderr)
    }

    func testMergingAShardTwiceNamesIt() throws {
        let scratch = try makeScratchFolder()
        let scenario = try runFirstShard(of: Self.falseConclusion, scratch: scratch)
        _ = try run(["run", scenario, "--shard", "2/2"], reportsIn: "shard2", scratch: scratch)
        let files = [partial(1, in: scratch), partial(2, in: scratch), partial(1, in: scratch)]
        let merge = try run(["merge"] + files, reportsIn: "merged", scratch: scratch)
        XCTAssertEqual(merge.exitCode, 2, merge.stdout + merge.stderr)
        XCTAssertTrue(merge.stderr.contains("shard 1/2 given twice"), merge.stderr)
        XCTAssertFalse(merge.stderr.contains("missing"), merge.stderr)
    }

    func testAShardBeyondTheCountDoesNotExist() throws {
        let scratch = try makeScratchFolder()
        let scenario = try write(Self.falseConclusion, named: "sweep.yaml", in: scratch)
        let result = try run(["run", scenario, "--shard", "3/2"], reportsIn: "reports", scratch: scratch)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.contains("shard 3 of 2 does not exist"), result.stderr)
        XCTAssertFalse(fileExists("reports", in: scratch), "nothing was run or written")
    }

    func testAShardThatIsNotINumberSlashNIsAUsageError() throws {
        let scratch = try makeScratchFolder()
        let scenario = try write(Self.falseConclusion, named: "sweep.yaml", in: scratch)
        let result = try run(["run", scenario, "--shard", "x"], reportsIn: "reports", scratch: scratch)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.contains("'x' is not a shard"), result.stderr)
    }

    func testZeroJobsIsAUsageError() throws {
        let scratch = try makeScratchFolder()
        let scenario = try write(Self.falseConclusion, named: "sweep.yaml", in: scratch)
        let result = try run(["run", scenario, "--jobs", "0"], reportsIn: "reports", scratch: scratch)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.contains("'0' is not a number of jobs"), result.stderr)
    }

    // MARK: Conclusions

    /// Every simulation passes, yet the run fails: its conclusion does not hold. Merged shards
    /// say the same.
    func testAConclusionThatDoesNotHoldMakesTheExitCodeOne() throws {
        let scratch = try makeScratchFolder()
        let scenario = try runFirstShard(of: Self.falseConclusion, scratch: scratch)
        let result = try run(["run", scenario], reportsIn: "reports", scratch: scratch)
        XCTAssertEqual(result.exitCode, 1, result.stdout + result.stderr)
        let stdout = result.stdout
        XCTAssertTrue(stdout.contains("FAILED: 4 passed, 0 failed; 0 experiments held, 1 failed"), stdout)
        XCTAssertTrue(
            stdout.contains("FAILED: mean(points_earned_per_day, conversion_rate: 2) > 1000"),
            stdout)

        _ = try run(["run", scenario, "--shard", "2/2"], reportsIn: "shard2", scratch: scratch)
        let merge = try run(
            ["merge", partial(1, in: scratch), partial(2, in: scratch)], reportsIn: "merged",
            scratch: scratch)
        XCTAssertEqual(merge.exitCode, 1, merge.stdout + merge.stderr)
    }
}
