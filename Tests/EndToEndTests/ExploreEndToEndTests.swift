import Foundation
import XCTest

/// explore, shrink, diff and --until through the built tool.
final class ExploreEndToEndTests: XCTestCase {
    private let shortRuns = """
        version: 1
        bases: [Scenarios/sync/two-parents-different-settings.yaml]
        duration_hours: 5..6
        steps: 2..3
        fault_kinds: 1
        faults: [partition, loss]
        sometimes: [fault(partition), error(quotaExceeded)]

        """

    /// The same campaign with one job and two: the same lines but the timing one. quotaExceeded is
    /// never injected, so its sometimes fails the campaign.
    func testACampaignIsTheSameWithAnyJobsAndAnUnreachedSometimesFailsIt() throws {
        let scratch = try makeScratchFolder()
        let file = scratch.appendingPathComponent("short.explore")
        try shortRuns.write(to: file, atomically: true, encoding: .utf8)
        func campaign(jobs: String) throws -> ToolResult {
            try RewardSimTool.run(
                ["explore", file.path, "--runs", "4", "--seed", "2", "--jobs", jobs], scratch: scratch)
        }
        let one = try campaign(jobs: "1")
        let two = try campaign(jobs: "2")
        XCTAssertEqual(one.exitCode, 1, one.stdout + one.stderr)
        XCTAssertTrue(one.stdout.contains("NEVER  sometimes(error(quotaExceeded)): no run reached it"), one.stdout)
        XCTAssertTrue(one.stdout.contains("1 of 2 sometimes properties reached"), one.stdout)
        let withoutTiming = { (text: String) in text.split(separator: "\n").filter { !$0.contains("runs/s") } }
        XCTAssertEqual(withoutTiming(one.stdout), withoutTiming(two.stdout))
        XCTAssertTrue(one.stdout.contains("4 runs (campaign seed 2)"), one.stdout)
    }

    /// Three shards, merged, print what the whole campaign printed (the timing aside), and the
    /// merge exits as the campaign did; a missing shard is named.
    func testMergedShardsEqualTheUnshardedCampaign() throws {
        let scratch = try makeScratchFolder()
        let file = scratch.appendingPathComponent("short.explore")
        try shortRuns.write(to: file, atomically: true, encoding: .utf8)
        let whole = try RewardSimTool.run(["explore", file.path, "--runs", "7", "--seed", "5"], scratch: scratch)
        let shards = scratch.appendingPathComponent("shards")
        for index in 1...3 {
            let shard = try RewardSimTool.run(
                [
                    "explore", file.path, "--runs", "7", "--seed", "5", "--shard", "\(index)/3",
                    "--report-dir", shards.path,
                ], scratch: scratch)
            XCTAssertTrue(
                shard.stdout.contains("partial results: \(shards.path)/explore-partial-\(index)-of-3.json"),
                shard.stdout)
        }
        let merged = try RewardSimTool.run(["merge", shards.path], scratch: scratch)
        XCTAssertEqual(merged.exitCode, whole.exitCode, merged.stdout + merged.stderr)
        let withoutTiming = { (text: String) in
            text.replacingOccurrences(of: #" in [0-9.]+ s, [0-9.]+ runs/s"#, with: "", options: .regularExpression)
                .split(separator: "\n").filter { !$0.hasPrefix("partial results:") }
        }
        XCTAssertEqual(withoutTiming(merged.stdout), withoutTiming(whole.stdout))
        XCTAssertTrue(merged.stdout.contains("7 runs (campaign seed 5)"), merged.stdout)
        try FileManager.default.removeItem(at: shards.appendingPathComponent("explore-partial-2-of-3.json"))
        let missing = try RewardSimTool.run(["merge", shards.path], scratch: scratch)
        XCTAssertEqual(missing.exitCode, 2)
        XCTAssertTrue(missing.stderr.contains("rewardsim: error: missing shard 2/3"), missing.stderr)
    }

    func testAMisspeltKeyInAnExploreFileIsLocated() throws {
        let scratch = try makeScratchFolder()
        let file = scratch.appendingPathComponent("bad.explore")
        try "version: 1\nbases: [Scenarios/sync]\nfault_kind: 2\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try RewardSimTool.run(["explore", file.path, "--runs", "1"], scratch: scratch)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(
            result.stderr.contains("bad.explore:3:1: error: unknown key 'fault_kind' in an explore file"), result.stderr
        )
        XCTAssertTrue(result.stderr.contains("help: did you mean 'fault_kinds'?"), result.stderr)
    }

    /// One run by its seed prints a scenario file that `run` accepts as it is.
    func testARunSeedPrintsAScenarioThatRuns() throws {
        let scratch = try makeScratchFolder()
        let file = scratch.appendingPathComponent("short.explore")
        try shortRuns.write(to: file, atomically: true, encoding: .utf8)
        let replay = try RewardSimTool.run(["explore", file.path, "--run-seed", "77"], scratch: scratch)
        let yaml = replay.stdout.components(separatedBy: "\n# reached:").first ?? ""
        XCTAssertTrue(yaml.hasPrefix("version: 1\nname: explore run 77\n"), replay.stdout)
        let scenario = scratch.appendingPathComponent("run-77.yaml")
        try yaml.write(to: scenario, atomically: true, encoding: .utf8)
        let run = try RewardSimTool.run(["run", scenario.path, "--report-dir", scratch.path], scratch: scratch)
        XCTAssertEqual(run.exitCode, replay.exitCode, run.stdout)
        let trace = replay.stdout.components(separatedBy: "# trace ").last?.prefix(16) ?? ""
        XCTAssertTrue(run.stdout.contains("trace \(trace)"), "the same run, the same hash:\n\(run.stdout)")
    }

    func testDiffOfOneRunAndOfTwoSeeds() throws {
        let scratch = try makeScratchFolder()
        let same = try RewardSimTool.run(
            ["diff", RewardSimTool.syncedFamily + "@3", RewardSimTool.syncedFamily + "@3"], scratch: scratch)
        XCTAssertEqual(same.exitCode, 0, same.stderr)
        XCTAssertTrue(same.stdout.contains("the runs are the same: every step and every state"), same.stdout)
        let record = scratch.appendingPathComponent("a.jsonl").path
        let written = try RewardSimTool.run(
            ["diff", RewardSimTool.syncedFamily + "@3", "--write", record], scratch: scratch)
        XCTAssertEqual(written.exitCode, 0, written.stderr)
        let seeds = try RewardSimTool.run(["diff", record, RewardSimTool.syncedFamily + "@4"], scratch: scratch)
        XCTAssertEqual(seeds.exitCode, 1, seeds.stderr)
        XCTAssertTrue(seeds.stdout.contains("first divergence at step"), seeds.stdout)
        XCTAssertTrue(seeds.stdout.contains("first decision that differs, times aside"), seeds.stdout)
        XCTAssertTrue(seeds.stdout.contains("first state that differs, at 2026-03-02T"), seeds.stdout)
    }

    func testUntilPrintsTheStateOfEveryDeviceAndTheService() throws {
        let scratch = try makeScratchFolder()
        let result = try RewardSimTool.run(["run", RewardSimTool.syncedFamily, "--until", "09:30"], scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(json["at"] as? String, "2026-03-02T09:30:00.000+01:00")
        let devices = try XCTUnwrap(json["devices"] as? [[String: Any]])
        XCTAssertEqual(devices.compactMap { $0["device"] as? String }, ["alex-ipad", "sam-phone", "jo-phone"])
        XCTAssertNotNil((json["service"] as? [String: Any])?["zones"])
    }
}

/// localize through the built tool, on the bundled example whose fatal moment is known.
final class LocalizeEndToEndTests: XCTestCase {
    /// Seed 1 loses the 16:01 threshold callback to the killed extension: the jump must bracket
    /// 16:01, the steps shown must name the fault, and the report set must hold the chart.
    func testTheJumpBracketsTheLostCallback() throws {
        let scratch = try makeScratchFolder()
        let reports = scratch.appendingPathComponent("localize")
        let result = try RewardSimTool.run(
            [
                "localize", "Scenarios/examples/failing/lost-callback.yaml@1", "--moments", "8", "--reseeds", "12",
                "--jobs", "2", "--report-dir", reports.path,
            ], scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        let verdict = try XCTUnwrap(result.stdout.split(separator: "\n").first { $0.hasPrefix("the failure's fate") })
        let times = verdict.matches(of: /2026-03-02T(\d\d):(\d\d):(\d\d)/).map {
            (Int($0.output.1)! * 60 + Int($0.output.2)!) * 60 + Int($0.output.3)!
        }
        XCTAssertEqual(times.count, 3, String(verdict))
        XCTAssertLessThan(times[0], 16 * 3_600 + 60, String(verdict))
        XCTAssertGreaterThanOrEqual(times[1], 16 * 3_600 + 60, String(verdict))
        XCTAssertTrue(result.stdout.contains("alex-ipad  fault extension_killed"), result.stdout)
        let html = try String(contentsOf: reports.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<polyline"), html)
        let json = try String(contentsOf: reports.appendingPathComponent("results.json"), encoding: .utf8)
        XCTAssertTrue(json.contains("\"inevitableFrom\""), json)
    }

    func testAPassingRunHasNothingToLocalize() throws {
        let scratch = try makeScratchFolder()
        let result = try RewardSimTool.run(
            ["localize", "Scenarios/examples/failing/lost-callback.yaml@3"], scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("passes: nothing to localize"), result.stdout)
    }
}
