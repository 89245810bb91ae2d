import Foundation
import XCTest

/// Two builds of a fixture folder recorded in one findings ledger: the second build's report
/// leads with one finding of each class; the shards' ledgers merge into the bytes of one run's;
/// a malformed ledger stops the run before it starts. And what CI reads on a failure: the JUnit
/// message with the values read, reproduce lines that run where they were printed, and no
/// passing report set left behind by a run that could not start.
final class LedgerEndToEndTests: XCTestCase {
    /// A one-hour scenario: alex learns 30 minutes at 20 points an hour and earns 10 points.
    static func scenario(_ name: String, expect: String, tag: String = "example") -> String {
        ScenarioTexts.learning(expecting: expect, name: name, tag: tag, seed: 7, duration: "1h", at: "07:10")
    }

    /// Build 1: `ongoing` and `gone` fail at every seed, `rare` (pinned) at its own seed only.
    /// Build 2: `gone` is fixed, `new` fails at every seed. With seeds 1..30 build 1 runs 91
    /// simulations and build 2 121, so `rare` fails 2 of 212 (0.9 %): under the 1 % share.
    static let firstBuild = [
        "ongoing.yaml": scenario("Ongoing", expect: "earned(alex) == 11"),
        "gone.yaml": scenario("Gone", expect: "learning_minutes(alex) == 31"),
        "rare.yaml": scenario("Rare", expect: "earned(alex) == 12", tag: "pinned"),
        "pass.yaml": scenario("Pass", expect: "earned(alex) == 10"),
    ]
    static let secondBuild = [
        "ongoing.yaml": scenario("Ongoing", expect: "earned(alex) == 11"),
        "gone.yaml": scenario("Gone", expect: "learning_minutes(alex) == 30"),
        "rare.yaml": scenario("Rare", expect: "earned(alex) == 12", tag: "pinned"),
        "pass.yaml": scenario("Pass", expect: "earned(alex) == 10"),
        "new.yaml": scenario("New", expect: "earned(alex) < 10"),
    ]

    func checkout(_ files: [String: String], in scratch: URL) throws {
        let folder = scratch.appendingPathComponent("fx")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files { _ = try write(text, named: name, in: folder) }
    }

    /// `run fx --seeds 1..30` in the scratch folder, outside the package.
    func run(_ extra: [String], in scratch: URL) throws -> ToolResult {
        try RewardSimTool.run(["run", "fx", "--seeds", "1..30", "-q"] + extra, scratch: scratch, in: scratch)
    }

    func testTheSecondBuildLeadsWithOneFindingOfEachClass() throws {
        let scratch = try makeScratchFolder()
        try checkout(Self.firstBuild, in: scratch)
        let first = try run(["--ledger", "f.ledger.json", "--build-id", "b1", "--report-dir", "r1"], in: scratch)
        XCTAssertEqual(first.exitCode, 1, first.stdout + first.stderr)
        XCTAssertEqual(first.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("  NEW ") }.count, 3)
        try checkout(Self.secondBuild, in: scratch)
        let second = try run(["--ledger", "f.ledger.json", "--build-id", "b2", "--report-dir", "r2"], in: scratch)
        XCTAssertEqual(second.exitCode, 1, second.stdout + second.stderr)
        let lines = second.stdout.components(separatedBy: "\n")
        let findingLines =
            lines.filter { $0.hasPrefix("  NEW") || $0.hasPrefix("  ONGOING") || $0.hasPrefix("  RARE") }
            + lines.filter { $0.hasPrefix("  RESOLVED") }
        XCTAssertEqual(findingLines.count, 4, second.stdout)
        XCTAssertTrue(findingLines[0].hasSuffix("fx/new.yaml: New: earned(alex) < 10"), findingLines[0])
        XCTAssertTrue(findingLines[1].hasSuffix("fx/ongoing.yaml: Ongoing: earned(alex) == 11"), findingLines[1])
        XCTAssertTrue(findingLines[2].hasSuffix("fx/rare.yaml: Rare: earned(alex) == 12"), findingLines[2])
        XCTAssertTrue(findingLines[3].hasSuffix("fx/gone.yaml: Gone: learning_minutes(alex) == 31"), findingLines[3])
        XCTAssertTrue(
            second.stdout.contains("failed 1 of 121 runs on this build, 2 of 212 since first seen (0.94 %)"),
            second.stdout)
        // The findings lead: they come before the verdict.
        let findingsAt = second.stdout.range(of: "findings on build b2")?.lowerBound
        let verdictAt = second.stdout.range(of: "FAILED: ")?.lowerBound
        XCTAssertNotNil(findingsAt)
        XCTAssertNotNil(verdictAt)
        if let findingsAt, let verdictAt { XCTAssertLessThan(findingsAt, verdictAt) }
        // Printed to run where it was printed, outside the package: the working folder first.
        let tool = try RewardSimTool.executable().path
        XCTAssertTrue(
            second.stdout.contains("reproduce: cd \(scratch.path) && \(tool) run fx/new.yaml --seed 1"), second.stdout)
        let findings = try String(contentsOf: scratch.appendingPathComponent("r2/findings.md"), encoding: .utf8)
        XCTAssertTrue(findings.hasPrefix("# Findings on build b2\n"))
        for section in ["## New", "## Ongoing", "## Rare", "## Resolved"] {
            XCTAssertTrue(findings.contains("\n\(section)\n"), section)
        }
        XCTAssertTrue(findings.contains("reproduce: `swift run -c release rewardsim run fx/new.yaml --seed 1`"))
        let newSignature = Self.signature(in: findingLines[0])
        let issues = try FileManager.default.contentsOfDirectory(atPath: scratch.appendingPathComponent("r2").path)
            .filter { $0.hasPrefix("issue-") }
        XCTAssertEqual(issues, ["issue-\(newSignature).md"], "an issue body for the New finding only")
        let issue = try String(
            contentsOf: scratch.appendingPathComponent("r2/issue-\(newSignature).md"), encoding: .utf8)
        XCTAssertTrue(issue.contains("  earned(alex) = 10"), issue)
        // JUnit's message carries the values read.
        let junit = try String(contentsOf: scratch.appendingPathComponent("r2/junit.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains("message=\"earned(alex) == 11 (earned(alex) = 10)\""), junit)
    }

    static func signature(in line: String) -> String {
        String(line.split(separator: " ")[1])
    }

    func testShardLedgersMergeIntoTheBytesOfOneRunsLedger() throws {
        let scratch = try makeScratchFolder()
        try checkout(Self.firstBuild, in: scratch)
        XCTAssertEqual(try run(["--ledger", "carried.ledger.json", "--build-id", "b1"], in: scratch).exitCode, 1)
        try checkout(Self.secondBuild, in: scratch)
        let carried = try Data(contentsOf: scratch.appendingPathComponent("carried.ledger.json"))
        for name in ["single", "one", "two"] {
            try carried.write(to: scratch.appendingPathComponent("\(name).ledger.json"))
        }
        let single = try run(["--ledger", "single.ledger.json", "--build-id", "b2", "--report-dir", "s"], in: scratch)
        XCTAssertEqual(single.exitCode, 1)
        for (index, name) in ["one", "two"].enumerated() {
            let shard = try run(
                [
                    "--shard", "\(index + 1)/2", "--ledger", "\(name).ledger.json", "--build-id", "b2", "--report-dir",
                    name,
                ],
                in: scratch)
            XCTAssertEqual(shard.exitCode, 1, shard.stdout + shard.stderr)
            XCTAssertTrue(shard.stdout.contains("ledger: shard \(index + 1)/2 of build b2 recorded"), shard.stdout)
        }
        let merge = try RewardSimTool.run(
            [
                "merge", "two.ledger.json", "one.ledger.json", "--ledger", "merged.ledger.json", "--build-id", "b2",
                "--report-dir", "m",
            ],
            scratch: scratch, in: scratch)
        XCTAssertEqual(merge.exitCode, 0, merge.stdout + merge.stderr)
        XCTAssertEqual(
            try Data(contentsOf: scratch.appendingPathComponent("merged.ledger.json")),
            try Data(contentsOf: scratch.appendingPathComponent("single.ledger.json")))
        XCTAssertEqual(
            try Data(contentsOf: scratch.appendingPathComponent("m/findings.md")),
            try Data(contentsOf: scratch.appendingPathComponent("s/findings.md")))
    }

    func testAMalformedLedgerStopsTheRunBeforeItStarts() throws {
        let scratch = try makeScratchFolder()
        try checkout(Self.firstBuild, in: scratch)
        _ = try write("{\n  \"schemaVersion\": 1,\n  \"kind\": [\n", named: "bad.ledger.json", in: scratch)
        let result = try run(["--ledger", "bad.ledger.json", "--build-id", "b1"], in: scratch)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(result.stderr.hasPrefix("bad.ledger.json:4:1: error: not a findings ledger"), result.stderr)
        XCTAssertTrue(result.stderr.contains("help: "), result.stderr)
        XCTAssertFalse(result.stdout.contains("FAIL"), "nothing was simulated")
        let missingBuild = try run(["--ledger", "new.ledger.json"], in: scratch)
        XCTAssertEqual(missingBuild.exitCode, 2)
        XCTAssertTrue(missingBuild.stderr.contains("--ledger needs the build it records"), missingBuild.stderr)
    }

    /// A pipeline reading junit.xml after a run that could not start must not see the previous
    /// run's green set: it finds one error that says so, and no results.json.
    func testARunThatExitsTwoLeavesNoPassingReportsBehind() throws {
        let scratch = try makeScratchFolder()
        try checkout(["pass.yaml": Self.scenario("Pass", expect: "earned(alex) == 10")], in: scratch)
        let passing = try RewardSimTool.run(["run", "fx", "--report-dir", "r"], scratch: scratch, in: scratch)
        XCTAssertEqual(passing.exitCode, 0, passing.stdout + passing.stderr)
        XCTAssertTrue(fileExists("r/results.json", in: scratch))
        for arguments in [
            ["run", "fx/missing.yaml", "--report-dir", "r"], ["run", "fx", "--bogus", "--report-dir=r"],
        ] {
            let broken = try RewardSimTool.run(arguments, scratch: scratch, in: scratch)
            XCTAssertEqual(broken.exitCode, 2)
            XCTAssertFalse(fileExists("r/results.json", in: scratch), arguments.joined(separator: " "))
            let junit = try String(contentsOf: scratch.appendingPathComponent("r/junit.xml"), encoding: .utf8)
            XCTAssertTrue(junit.contains("errors=\"1\""), junit)
            XCTAssertTrue(junit.contains("type=\"RunNotStarted\""), junit)
            XCTAssertEqual(
                try RewardSimTool.run(["run", "fx", "--report-dir", "r"], scratch: scratch, in: scratch).exitCode, 0)
        }
    }
}
