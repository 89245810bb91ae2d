import Foundation
import XCTest

/// `rewardsim calibrate` on the built tool: the bundled persona file is what the command writes
/// from the bundled CSV, and a malformed CSV is a located error, not a crash.
final class CalibrateEndToEndTests: XCTestCase {
    static let folder = "Scenarios/anti-gaming/personas/calibrated"

    func testTheBundledPersonaFileIsWhatCalibrateWritesFromTheBundledSessions() throws {
        let scratch = try makeScratchFolder()
        let out = scratch.appendingPathComponent("evening-reader.persona").path
        let result = try RewardSimTool.run(
            [
                "calibrate", "\(Self.folder)/mia-sessions.csv", "--child", "mia",
                "--base", "honest_learner", "--out", out,
            ], scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertTrue(
            result.stdout.hasPrefix(
                "wrote persona 'evening-reader' (base honest_learner) to \(out): "
                    + "81 learning sessions on 56 of 83 days, 42 followed by reward time\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("  days_per_week: 4.72\n"), result.stdout)
        let written = try String(contentsOfFile: out, encoding: .utf8)
        let bundled = try String(
            contentsOfFile: RewardSimTool.packageRoot
                .appendingPathComponent("\(Self.folder)/evening-reader.persona").path, encoding: .utf8)
        XCTAssertEqual(
            written.split(separator: "\n").dropFirst().joined(separator: "\n"),
            bundled.split(separator: "\n").dropFirst().joined(separator: "\n"),
            "the same fit (the first line names the CSV as given)")
    }

    func testAMalformedCSVIsALocatedErrorWithCaretAndHint() throws {
        let scratch = try makeScratchFolder()
        let csv = try write(
            "child,device,app,category,start,end\nmia,ipad,khan,lerning,2026-03-02T18:00:00Z,2026-03-02T18:30:00Z\n",
            named: "bad.csv", in: scratch)
        let result = try RewardSimTool.run(
            [
                "calibrate", csv, "--base", "honest_learner",
                "--out", scratch.appendingPathComponent("x.persona").path,
            ], scratch: scratch)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.contains("\(csv):2:15: error: unknown category 'lerning'"), result.stderr)
        XCTAssertTrue(result.stderr.contains("\n     |               ^~~~~~~\n"), result.stderr)
        XCTAssertTrue(result.stderr.contains("help: a row is learning or reward"), result.stderr)
    }

    func testAnUnknownPresetAndAMissingOutAreUsageErrors() throws {
        let scratch = try makeScratchFolder()
        let csv = "\(Self.folder)/mia-sessions.csv"
        let preset = try RewardSimTool.run(
            ["calibrate", csv, "--base", "honest", "--out", "x.persona"], scratch: scratch)
        XCTAssertEqual(preset.exitCode, 2)
        XCTAssertEqual(
            preset.stderr, "rewardsim: error: unknown preset 'honest'\nhelp: did you mean 'honest_learner'?\n")
        let out = try RewardSimTool.run(["calibrate", csv, "--base", "honest_learner"], scratch: scratch)
        XCTAssertEqual(out.exitCode, 2)
        XCTAssertTrue(out.stderr.hasPrefix("rewardsim: error: calibrate needs --out FILE\n"), out.stderr)
    }
}
