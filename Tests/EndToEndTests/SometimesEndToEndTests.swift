import Foundation
import XCTest

/// `sometimes` through the built tool: a scenario's properties judged over its runs in one
/// invocation, and an explore campaign that passes once every property is reached.
final class SometimesEndToEndTests: XCTestCase {
    /// Two parents set different settings at the same minute (as the bundled
    /// two-parents-different-settings scenario does): every seed meets serverRecordChanged and
    /// answers both commands; the merge keeps both fields, so last writer wins never discards one.
    /// Its 34 lines are fixed: the first property is on line 35.
    static let twoParents = """
        version: 1
        name: two parents
        start: 2026-03-02 07:00 +01:00
        duration: 1d
        family:
          parents:
            - name: sam
              device: sam-phone
            - name: jo
              device: jo-phone
          children:
            - name: alex
              devices: [alex-ipad]
        sync: on
        apps:
          - id: duolingo
            category: learning
        timeline:
          - at: 09:00
            set: conversion_rate
            to: 3
            by: sam
          - at: 09:00
            set: daily_reward_limit
            to: 45m
            by: jo
          - at: 10:00
            use: duolingo
            for: 20m
          - at: day 2 06:00
            open_app: sam-phone
          - at: day 2 06:00
            open_app: jo-phone
        sometimes:

        """

    func scenario(_ properties: [String], in scratch: URL) throws -> URL {
        let file = scratch.appendingPathComponent("sometimes.yaml")
        try (Self.twoParents + properties.map { "  - \($0)\n" }.joined()).write(
            to: file, atomically: true, encoding: .utf8)
        return file
    }

    func testARunOverSeedsFailsForAPropertyNoRunReachedAndPassesWhenEachIsReached() throws {
        let scratch = try makeScratchFolder()
        let reports = scratch.appendingPathComponent("reports")
        let failing = try scenario(["error(serverRecordChanged)", "conflict(last_writer_wins)"], in: scratch)
        let failed = try RewardSimTool.run(
            ["run", failing.path, "--seeds", "1..3", "--report-dir", reports.path], scratch: scratch)
        XCTAssertEqual(failed.exitCode, 1, failed.stdout + failed.stderr)
        XCTAssertTrue(failed.stdout.contains("reached: sometimes(error(serverRecordChanged)) in 3 of 3"), failed.stdout)
        XCTAssertTrue(failed.stdout.contains("NEVER: sometimes(conflict(last_writer_wins)) in 0 of 3"), failed.stdout)
        XCTAssertTrue(
            failed.stdout.contains("3 passed, 0 failed; sometimes: 0 scenarios reached all, 1 did not"), failed.stdout)
        let summary = try String(contentsOf: reports.appendingPathComponent("summary.md"), encoding: .utf8)
        XCTAssertTrue(
            summary.contains("- sometimes(conflict(last_writer_wins)) was never reached in 3 runs (line 36, column 5)"),
            summary)
        let junit = try String(contentsOf: reports.appendingPathComponent("junit.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains("type=\"SometimesNeverReached\""), junit)
        let html = try String(contentsOf: reports.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(
            html.contains(
                "<h3><code>\(failing.path)</code>: two parents [sometimes over 3 runs]</h3>\n<ul>\n"
                    + "<li><span class=\"fail\">sometimes(conflict(last_writer_wins)) was never reached in 3 runs "
                    + "(line 36, column 5)</span></li>"), html)
        XCTAssertTrue(
            html.contains(
                "<tr><td class=\"pass\">reached</td><th scope=\"row\"><code>\(failing.path)</code> two parents</th>"
                    + "<th scope=\"row\"><code>sometimes(error(serverRecordChanged))</code> (line 35, column "
                    + "5)</th><td>3 of 3</td></tr>"
            ), html)
        XCTAssertTrue(html.contains("<tr><td class=\"fail\">NEVER</td>"), html)

        let passing = try scenario(
            ["error(serverRecordChanged)", "engine(conflict_resolved)", "decision(command_answered)"], in: scratch)
        let passed = try RewardSimTool.run(
            ["run", passing.path, "--seeds", "1..3", "--report-dir", reports.path], scratch: scratch)
        XCTAssertEqual(passed.exitCode, 0, passed.stdout + passed.stderr)
        XCTAssertTrue(passed.stdout.contains("sometimes: 1 scenario reached all, 0 did not"), passed.stdout)
        let results = try String(contentsOf: reports.appendingPathComponent("results.json"), encoding: .utf8)
        XCTAssertTrue(results.contains("\"sometimesFailed\": 0"), results)
        let passedHTML = try String(contentsOf: reports.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(passedHTML.contains("<h2>Sometimes</h2>"), passedHTML)
        XCTAssertFalse(passedHTML.contains("NEVER"), passedHTML)
        XCTAssertFalse(passedHTML.contains("<h2>Failures</h2>"), passedHTML)
    }

    func testAMisspeltPropertyIsLocatedWithTheNearestOne() throws {
        let scratch = try makeScratchFolder()
        let file = try scenario(["conflict(field_merg)"], in: scratch)
        let result = try RewardSimTool.run(["check", file.path], scratch: scratch)
        XCTAssertEqual(result.exitCode, 2, result.stdout + result.stderr)
        XCTAssertTrue(
            result.stderr.contains("sometimes.yaml:35:5: error: unknown property 'conflict(field_merg)'"), result.stderr
        )
        XCTAssertTrue(result.stderr.contains("help: did you mean 'conflict(field_merge)'?"), result.stderr)
    }

    /// The campaign of `ExploreEndToEndTests` without its unreachable property: every run switches
    /// partition or loss on, and over four runs partition is among them.
    func testACampaignPassesOnceEveryPropertyIsReached() throws {
        let scratch = try makeScratchFolder()
        let file = scratch.appendingPathComponent("short.explore")
        try """
        version: 1
        bases: [Scenarios/sync/two-parents-different-settings.yaml]
        duration_hours: 5..6
        steps: 2..3
        fault_kinds: 1
        faults: [partition, loss]
        sometimes: [fault(partition)]

        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try RewardSimTool.run(["explore", file.path, "--runs", "4", "--seed", "2"], scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("1 of 1 sometimes properties reached"), result.stdout)
        XCTAssertFalse(result.stdout.contains("NEVER"), result.stdout)
    }
}
