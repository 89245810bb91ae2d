import Foundation
import XCTest

/// `rewardsim mutate` from the command line: its usage errors, and a change that touches no
/// engine line. The campaign itself is tested on a small package in MutationTests.
final class MutateEndToEndTests: XCTestCase {
    func testUsageErrorsExitTwoWithASuggestion() throws {
        let scratch = try makeScratchFolder()
        let gate = try RewardSimTool.run(["mutate", "--gate", "scenarois"], scratch: scratch)
        XCTAssertEqual(gate.exitCode, 2)
        XCTAssertEqual(gate.stderr, "rewardsim: error: unknown gate 'scenarois'\nhelp: did you mean 'scenarios'?\n")
        let module = try RewardSimTool.run(["mutate", "--modules", "RewardEngin"], scratch: scratch)
        XCTAssertEqual(module.exitCode, 2)
        XCTAssertEqual(
            module.stderr,
            "rewardsim: error: 'RewardEngin' is not an engine module\nhelp: did you mean 'RewardEngine'?\n")
        let seeds = try RewardSimTool.run(["mutate", "--gate", "seeds"], scratch: scratch)
        XCTAssertEqual(seeds.exitCode, 2)
        XCTAssertEqual(
            seeds.stderr,
            "rewardsim: error: --gate seeds needs a seed range\n"
                + "help: write --gate seeds --seeds 1..10\n")
        let revision = try RewardSimTool.run(["mutate", "--since", "no-such-revision"], scratch: scratch)
        XCTAssertEqual(revision.exitCode, 2)
        XCTAssertTrue(
            revision.stderr.hasPrefix("rewardsim: error: git diff against 'no-such-revision' failed\n"),
            revision.stderr)
        let option = try RewardSimTool.run(["mutate", "--fail-on-survivors"], scratch: scratch)
        XCTAssertEqual(
            option.stderr,
            "rewardsim: error: unknown option '--fail-on-survivors'\n"
                + "help: did you mean '--fail-on-survivor'?\n")
    }

    func testAListEntryWithoutAReasonIsAnErrorWithItsPlace() throws {
        let scratch = try makeScratchFolder()
        let list = scratch.appendingPathComponent("equivalent.txt")
        try "Sources/RewardEngine/AppDay.swift:12:relational-negation: app == nil\n".write(
            to: list, atomically: true, encoding: .utf8)
        let result = try RewardSimTool.run(["mutate", "--equivalents", list.path], scratch: scratch)
        XCTAssertEqual(result.exitCode, 2)
        let column = "Sources/RewardEngine/AppDay.swift:12:relational-negation: app == nil".count + 1
        XCTAssertTrue(
            result.stderr.hasPrefix("\(list.path):1:\(column): error: the entry gives no reason\n"),
            result.stderr)
        XCTAssertTrue(result.stderr.contains("help: end it with two spaces, '# ' and one line"), result.stderr)
    }

    func testNoChangedEngineLineMeansNoMutantsAndAPass() throws {
        // A package of one engine file, committed: nothing changed since HEAD.
        let scratch = try makeScratchFolder()
        let package = scratch.appendingPathComponent("package")
        let engine = package.appendingPathComponent("Sources/RewardEngine")
        try FileManager.default.createDirectory(at: engine, withIntermediateDirectories: true)
        try "func late(_ minutes: Int) -> Bool { minutes > 30 }\n".write(
            to: engine.appendingPathComponent("Late.swift"), atomically: true, encoding: .utf8)
        let commit = ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "t"]
        for arguments in [["init", "-q"], ["add", "."], commit] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git"] + arguments
            git.currentDirectoryURL = package
            try git.run()
            git.waitUntilExit()
            try XCTSkipUnless(git.terminationStatus == 0, "git is needed for --since")
        }
        let reports = scratch.appendingPathComponent("mutation").path
        let process = try RewardSimTool.makeProcess(
            ["mutate", "--since", "HEAD", "--modules", "RewardEngine", "--fail-on-survivor", "--report-dir", reports],
            environment: RewardSimTool.plainEnvironment)
        process.currentDirectoryURL = package
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let stdout = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertTrue(stdout.contains("0 mutants chosen of 4 in RewardEngine, lines changed since HEAD"), stdout)
        XCTAssertTrue(stdout.contains("no engine line changed since HEAD: no mutants, nothing to judge"), stdout)
        let summary = try String(contentsOfFile: reports + "/summary.md", encoding: .utf8)
        XCTAssertTrue(summary.contains("- 0 mutants: 0 detected"), summary)
    }
}
