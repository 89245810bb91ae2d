import Foundation
import XCTest

/// `rewardsim check` validates and stops: nothing is simulated and no report is written.
final class CheckEndToEndTests: XCTestCase {
    func testCheckAcceptsTheWorkedExampleWithoutWritingReports() throws {
        let scratch = try makeScratchFolder()
        let result = try RewardSimTool.run(
            ["check", RewardSimTool.workedExample, "--report-dir", scratch.path], scratch: scratch
        )
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertEqual(result.stdout, "checked 1 scenario in 1 file: no errors\n")
        let written = try FileManager.default.contentsOfDirectory(atPath: scratch.path).sorted()
        XCTAssertEqual(written, ["stderr.txt", "stdout.txt"], "only the captured output is in the folder")
    }

    /// A wrong expectation would fail a run; `check` never reaches it.
    func testCheckDoesNotSimulateSoAWrongExpectationStillChecksClean() throws {
        let scratch = try makeScratchFolder()
        let path = try write(ScenarioTexts.failing, named: "failing.yaml", in: scratch)
        let result = try RewardSimTool.run(["check", path, "--report-dir", scratch.path], scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertFalse(result.stdout.contains("FAIL"), result.stdout)
        XCTAssertFalse(fileExists("results.json", in: scratch))
    }

    func testCheckStillReportsScenarioErrors() throws {
        let scratch = try makeScratchFolder()
        let path = try write(ScenarioTexts.malformed, named: "malformed.yaml", in: scratch)
        let result = try RewardSimTool.run(["check", path], scratch: scratch)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.hasPrefix("\(path):6:3: error: "), result.stderr)
    }
}
