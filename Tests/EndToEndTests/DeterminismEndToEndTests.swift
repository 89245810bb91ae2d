import Foundation
import XCTest

/// The same scenario and seed give the same report bytes and trace hash in two processes,
/// whose `Dictionary` and `Set` orders differ.
final class DeterminismEndToEndTests: XCTestCase {
    func testTwoProcessesWriteTheSameReportsForTheWorkedExample() throws {
        try assertTwoProcessesAgree(on: RewardSimTool.workedExample)
    }

    /// A week of background work draws hundreds of scheduling delays from seeded streams.
    func testTwoProcessesWriteTheSameReportsForAWeekOfBackgroundWork() throws {
        try assertTwoProcessesAgree(on: RewardSimTool.normalWeek)
    }

    /// Personas plan a week from seeded streams and quirks fire by chance: still the same bytes.
    func testTwoProcessesWriteTheSameReportsForPersonasAndQuirks() throws {
        try assertTwoProcessesAgree(on: RewardSimTool.personasWeek)
    }

    /// Two parents' phones, a child's iPad, a network with drawn latencies and pushes: the sync
    /// trace is the same file, line for line, from two processes.
    func testTwoProcessesWriteTheSameSyncTrace() throws {
        let first = try makeScratchFolder()
        let second = try makeScratchFolder()
        for folder in [first, second] {
            let run = try RewardSimTool.run(
                [
                    "run", RewardSimTool.syncedFamily, "--report-dir", folder.path,
                    "--trace", folder.appendingPathComponent("trace.jsonl").path,
                ], scratch: folder
            )
            XCTAssertEqual(run.exitCode, 0, run.stderr)
        }
        let trace = try String(contentsOf: first.appendingPathComponent("trace.jsonl"), encoding: .utf8)
        XCTAssertGreaterThan(trace.split(separator: "\n").count, 100)
        XCTAssertTrue(trace.contains("\"event\":\"engine conflictResolved\""), "the merge is in the trace")
        XCTAssertEqual(trace, try String(contentsOf: second.appendingPathComponent("trace.jsonl"), encoding: .utf8))
        XCTAssertEqual(
            try withoutWallClock(first.appendingPathComponent("results.json")),
            try withoutWallClock(second.appendingPathComponent("results.json")))
    }

    func assertTwoProcessesAgree(on scenario: String) throws {
        let first = try makeScratchFolder()
        let second = try makeScratchFolder()
        let firstRun = try RewardSimTool.run(["run", scenario, "--report-dir", first.path], scratch: first)
        let secondRun = try RewardSimTool.run(["run", scenario, "--report-dir", second.path], scratch: second)
        XCTAssertEqual(firstRun.exitCode, 0, firstRun.stderr)
        XCTAssertEqual(secondRun.exitCode, 0, secondRun.stderr)

        let firstResults = try withoutWallClock(first.appendingPathComponent("results.json"))
        XCTAssertFalse(firstResults.isEmpty)
        XCTAssertEqual(firstResults, try withoutWallClock(second.appendingPathComponent("results.json")))
        let firstJUnit = try Data(contentsOf: first.appendingPathComponent("junit.xml"))
        XCTAssertEqual(firstJUnit, try Data(contentsOf: second.appendingPathComponent("junit.xml")))

        let firstHash = try XCTUnwrap(traceHash(in: firstRun.stdout))
        XCTAssertEqual(firstHash.count, 16)
        XCTAssertEqual(firstHash, traceHash(in: secondRun.stdout))
        XCTAssertTrue(
            firstResults.contains("\"traceHash\": \"\(firstHash)\""),
            "the report carries the printed hash")
    }

    /// The file's lines without those naming a `wall` field: the only ones allowed to differ.
    func withoutWallClock(_ url: URL) throws -> String {
        let text = try String(contentsOf: url, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.filter { line in
            guard let key = line.split(separator: "\"").dropFirst().first else { return true }
            return !key.lowercased().contains("wall")
        }.joined(separator: "\n")
    }

    /// The hash in `(seed 1, trace e5061d8f3bf5a6c9)`.
    func traceHash(in stdout: String) -> String? {
        guard let range = stdout.range(of: "trace ") else { return nil }
        return String(stdout[range.upperBound...].prefix { $0.isHexDigit })
    }
}
