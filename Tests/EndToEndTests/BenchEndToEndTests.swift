import Foundation
import XCTest

/// The benchmarks, run small on the built tool: what they print, and a fleet on two threads
/// that simulates exactly what one thread does.
final class BenchEndToEndTests: XCTestCase {
    func testAFleetOnTwoThreadsRunsTheSameFamiliesAsOnOne() throws {
        let scratch = try makeScratchFolder()
        let one = try RewardSimTool.run(
            ["bench", "fleet", "--families", "3", "--days", "1", "--jobs", "1"], scratch: scratch)
        let two = try RewardSimTool.run(
            ["bench", "fleet", "--families", "3", "--days", "1", "--jobs", "2"], scratch: scratch)
        XCTAssertEqual(one.exitCode, 0, one.stderr)
        XCTAssertEqual(two.exitCode, 0, two.stderr)
        XCTAssertTrue(one.stdout.contains("families=3 days=1 jobs=1 "), one.stdout)
        XCTAssertTrue(two.stdout.contains("families=3 days=1 jobs=2 "), two.stdout)
        XCTAssertEqual(field("traces", in: one.stdout), field("traces", in: two.stdout))
        XCTAssertEqual(field("events", in: one.stdout), field("events", in: two.stdout))
        XCTAssertEqual(field("traces", in: one.stdout)?.count, 16)
    }

    func testTheFamilyAndOfflineBenchmarksRunTheirFamilyAndPassTheirChecks() throws {
        let scratch = try makeScratchFolder()
        for kind in ["family", "offline"] {
            let result = try RewardSimTool.run(["bench", kind, "--days", "2"], scratch: scratch)
            XCTAssertEqual(result.exitCode, 0, result.stderr)
            XCTAssertTrue(result.stdout.hasPrefix("days=2 seconds="), result.stdout)
            XCTAssertEqual(field("checks_passed", in: result.stdout), "true", result.stdout)
        }
    }

    func testADayCountBeyondTheBenchmarksLimitIsAUsageError() throws {
        let scratch = try makeScratchFolder()
        let result = try RewardSimTool.run(["bench", "offline", "--days", "365"], scratch: scratch)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(result.stderr, "rewardsim: error: --days 365 is more than this benchmark's 364\n")
    }

    func testTheKernelBenchmarkTakesOnlyCompareAfterIt() throws {
        let scratch = try makeScratchFolder()
        let result = try RewardSimTool.run(["bench", "kernel", "fast"], scratch: scratch)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertEqual(
            result.stderr,
            "rewardsim: error: bench kernel takes nothing after it but 'compare [DIR]'\n"
                + "help: rewardsim bench kernel, or rewardsim bench kernel compare "
                + "Sources/rewardsim/Benchmarks/Kernel\n")
    }

    /// The value of `name=value` in a benchmark's line.
    func field(_ name: String, in line: String) -> String? {
        line.split(whereSeparator: { $0 == " " || $0 == "\n" })
            .first { $0.hasPrefix(name + "=") }
            .map { String($0.dropFirst(name.count + 1)) }
    }
}
