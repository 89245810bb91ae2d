import Foundation
import XCTest

/// summary.md and report.html, as the built tool writes them, for the kinds of run people read:
/// a failing one, one about anti-gaming, one that is not, and a single variant of a sweep.
final class HumanReportsEndToEndTests: XCTestCase {
    private func read(_ name: String, in folder: URL) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    }

    func testAFailingRunOpensWithFailedThenEachFailureWithItsValuesAndReproduceCommand() throws {
        let scratch = try makeScratchFolder()
        let path = try write(ScenarioTexts.failing, named: "failing.yaml", in: scratch)
        let reports = scratch.appendingPathComponent("reports")
        let result = try RewardSimTool.run(
            ["run", path, "--seed", "3", "--report-dir", reports.path], scratch: scratch)
        XCTAssertEqual(result.exitCode, 1, result.stdout + result.stderr)
        let summary = try read("summary.md", in: reports)
        XCTAssertTrue(
            summary.hasPrefix("# rewardsim: FAILED\n\n**FAILED**: 0 passed, 1 failed.\n\n## Failures\n\n"), summary)
        XCTAssertTrue(
            summary.contains(
                """
                ### `\(path)`: Learning earns points (seed 3)

                - failed: `points(alex) == 11` (line 19, column 5; checked at the end of the run)
                  - `points(alex)` = 10
                - seed: 3
                - reproduce: `swift run -c release rewardsim run \(path) --seed 3`

                """), summary)
        XCTAssertFalse(summary.contains("Anti-gaming"), "a run about earning points judges no gaming")

        let html = try read("report.html", in: reports)
        XCTAssertTrue(html.contains("<title>rewardsim: FAILED</title>"))
        XCTAssertTrue(html.contains("<p class=\"verdict failed\">FAILED</p>\n<p>0 passed, 1 failed.</p>"))
        XCTAssertTrue(
            html.contains(
                "<li><span class=\"fail\">failed</span>: <code>points(alex) == 11</code> "
                    + "(line 19, column 5; checked at the end of the run)\n<ul>\n"
                    + "<li><code>points(alex)</code> = 10</li>"), html)
        XCTAssertTrue(
            html.contains("<li>reproduce: <code>swift run -c release rewardsim run \(path) --seed 3</code></li>"))
        XCTAssertFalse(html.contains("✅") || html.contains("❌"), "never a symbol alone")
    }

    func testAPassingRunSaysPassedAndShowsNoAntiGamingTable() throws {
        let scratch = try makeScratchFolder()
        let result = try RewardSimTool.run(
            ["run", RewardSimTool.workedExample, "--report-dir", scratch.path],
            scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        XCTAssertFalse(result.stdout.contains("anti-gaming"), result.stdout)
        let summary = try read("summary.md", in: scratch)
        XCTAssertEqual(summary, "# rewardsim: PASSED\n\n**PASSED**: 1 passed, 0 failed.\n\n")
        let html = try read("report.html", in: scratch)
        XCTAssertTrue(html.contains("<p class=\"verdict passed\">PASSED</p>"))
        XCTAssertTrue(
            html.contains("<td class=\"pass\">passed</td><th scope=\"row\"><code>\(RewardSimTool.workedExample)</code>")
        )
        XCTAssertFalse(html.contains("Anti-gaming"))
        XCTAssertFalse(html.contains("<h2>Sync</h2>"), "no scenario of the run syncs")
    }

    func testARunAboutAntiGamingShowsTheConfusionMatrixAndTheTechniques() throws {
        let scratch = try makeScratchFolder()
        let result = try RewardSimTool.run(
            ["run", RewardSimTool.personasWeek, "--report-dir", scratch.path],
            scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("anti-gaming, every session of the run scored against ground truth:"))
        let summary = try read("summary.md", in: scratch)
        XCTAssertTrue(
            summary.contains(
                "## Anti-gaming\n\n**Every session of the run scored against ground truth**\n\n"
                    + "| strictness | TP | FP | TN | FN | precision | recall | FP rate | honest min withheld |"),
            summary)
        XCTAssertTrue(summary.contains("**By technique:"), summary)
        let html = try read("report.html", in: scratch)
        XCTAssertTrue(
            html.contains(
                "<h2>Anti-gaming</h2>\n<table>\n<caption>Every session of the run scored against ground truth</caption>"
            ))
    }

    func testASyncRunShowsItsLatencyAndTroublePerRun() throws {
        let scratch = try makeScratchFolder()
        let result = try RewardSimTool.run(
            ["run", RewardSimTool.syncedFamily, "--report-dir", scratch.path],
            scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        let summary = try read("summary.md", in: scratch)
        XCTAssertTrue(
            summary.contains(
                "| run | settings p50 | p95 | max | usage p50 | p95 | max | conflicts | retries | "
                    + "failed changes |"), summary)
        // Settings reached the child's device in 3,381 ms (the child's app also sends what it owes
        // when it runs to invite the parents at pairing); the usage, counted by the extension,
        // waited for the child's app to run and upload it.
        XCTAssertTrue(
            summary.contains(
                "| Two parents change different settings at once; both changes survive (seed 7) | "
                    + "3.4 s | 3.4 s | 3.4 s | 19 min | 27 min | 27 min | 1 | 0 | 0 |"), summary)
        XCTAssertFalse(summary.contains("Anti-gaming"), "a sync run judges no gaming")
        let html = try read("report.html", in: scratch)
        XCTAssertTrue(html.contains("<h2>Sync</h2>"))
    }

    func testOneVariantOfASweepIsAPartialExperimentNeverHeld() throws {
        let scratch = try makeScratchFolder()
        let path = try write(ShardingEndToEndTests.sweep, named: "sweep.yaml", in: scratch)
        let result = try RewardSimTool.run(
            ["run", path, "--variant", "conversion_rate=4", "--report-dir", scratch.path],
            scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        XCTAssertTrue(
            result.stdout.contains(
                "PARTIAL  \(path)  Conversion rate sweep  (1 variant × 4 seeds; "
                    + "conclusions not checked: run every variant)"), result.stdout)
        XCTAssertTrue(
            result.stdout.contains(
                "PASSED: 4 passed, 0 failed; 0 experiments held, 0 failed, "
                    + "1 partial (conclusions not checked)"), result.stdout)
        XCTAssertFalse(result.stdout.contains("baseline"), result.stdout)
        let junit = try String(contentsOf: scratch.appendingPathComponent("junit.xml"), encoding: .utf8)
        XCTAssertTrue(
            junit.contains(
                "<skipped message=\"a partial experiment: only conversion_rate=4 ran, "
                    + "so its conclusions were not checked\"/>"), junit)
        let summary = try read("summary.md", in: scratch)
        XCTAssertTrue(
            summary.contains(
                "4 generated children (honest_learner 50 %, distractible_learner 50 %), from 2026-03-02 07:00 "
                    + "+01:00 for 3 d · settings: conversion_rate 2, default_points_per_hour 30, minimum_session "
                    + "0m, daily_reward_limit none, weekly_reward_limit none, validation_strictness moderate · "
                    + "incentive model: off (children learn on their routine whatever it earns) · 1 "
                    + "variant: conversion_rate=4 · 4 seeds (1, 2, 3, …) · 3 whole days charted · partial"
            ),
            summary)
    }
}

/// report.html draws every device of a run of one simulation on a timeline; a run of several
/// simulations has no room for one, and results.json keeps no timeline for it.
final class TimelineReportEndToEndTests: XCTestCase {
    static let synced = "Scenarios/sync/points-spent-twice-offline.yaml"

    func testARunOfOneSyncedScenarioDrawsEveryDeviceOnATimeline() throws {
        let scratch = try makeScratchFolder()
        let result = try RewardSimTool.run(["run", Self.synced, "--report-dir", scratch.path], scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        let html = try String(contentsOf: scratch.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<h2>Timeline</h2>"), html)
        for device in ["alex-ipad", "alex-mini", "sam-phone"] {
            XCTAssertTrue(html.contains("font-weight=\"bold\">\(device)</text>"), device)
        }
        for lane in ["screen, app in front", "shield", "background task", "link, requests", "app in front"] {
            XCTAssertTrue(html.contains(">\(lane)</text>"), lane)
        }
        XCTAssertTrue(html.contains("<title>offline both</title>"), "the iPads' cut link from 10:00 to 15:00")
        XCTAssertTrue(html.contains("<title>duolingo</title>"), "the iPad's learning at 08:00")
        XCTAssertTrue(html.contains("aria-label=\"Sync latency per run\""), "the latency picture of the Sync section")
        XCTAssertTrue(html.contains("<title>usage to the parents: median "), html)
        let summary = try String(contentsOf: scratch.appendingPathComponent("summary.md"), encoding: .utf8)
        XCTAssertFalse(summary.contains("Timeline"), "the picture is for report.html only")
        let results = try String(contentsOf: scratch.appendingPathComponent("results.json"), encoding: .utf8)
        XCTAssertTrue(results.contains("\"timeline\""))
    }

    func testARunOfSeveralSimulationsKeepsNoTimeline() throws {
        let scratch = try makeScratchFolder()
        let result = try RewardSimTool.run(
            ["run", Self.synced, "--seeds", "1..2", "--report-dir", scratch.path],
            scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        let html = try String(contentsOf: scratch.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertFalse(html.contains("<h2>Timeline</h2>"))
        let results = try String(contentsOf: scratch.appendingPathComponent("results.json"), encoding: .utf8)
        XCTAssertFalse(results.contains("\"timeline\""))
    }
}
