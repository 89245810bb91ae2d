import Foundation
import XCTest

/// `--shard auto` takes each shard from the variables its engine set, says which, and the
/// shards merge into the single run's reports; every campaign runs a sample of its runs again.
final class ShardAutoEndToEndTests: XCTestCase {
    func run(_ arguments: [String], environment: [String: String] = [:], scratch: URL) throws -> ToolResult {
        try RewardSimTool.run(
            arguments, environment: RewardSimTool.plainEnvironment.merging(environment) { $1 }, scratch: scratch)
    }

    /// Shard 1 from a Slurm array counted from 0, shard 2 from a Kubernetes Indexed Job: the
    /// merge writes the single run's five reports, byte for byte.
    func testShardsFromSlurmAndKubernetesMergeIntoTheSingleRunsReports() throws {
        let scratch = try makeScratchFolder()
        let scenario = try write(ShardingEndToEndTests.falseConclusion, named: "sweep.yaml", in: scratch)
        let shards = scratch.appendingPathComponent("shards").path
        let slurm = try run(
            ["run", scenario, "--shard", "auto", "--report-dir", shards],
            environment: ["SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_COUNT": "2"],
            scratch: scratch)
        XCTAssertEqual(slurm.exitCode, 0, slurm.stdout + slurm.stderr)
        XCTAssertTrue(
            slurm.stdout.hasPrefix(
                "shard 1/2 from the Slurm job array (SLURM_ARRAY_TASK_ID=0, SLURM_ARRAY_TASK_MIN=0, "
                    + "SLURM_ARRAY_TASK_COUNT=2)\n"), slurm.stdout)
        let kubernetes = try run(
            ["run", scenario, "--shard", "auto", "--report-dir", shards],
            environment: ["JOB_COMPLETION_INDEX": "1", "REWARDSIM_SHARD_COUNT": "2"], scratch: scratch)
        XCTAssertEqual(kubernetes.exitCode, 0, kubernetes.stdout + kubernetes.stderr)
        XCTAssertTrue(
            kubernetes.stdout.hasPrefix(
                "shard 2/2 from the Kubernetes Indexed Job (JOB_COMPLETION_INDEX=1, REWARDSIM_SHARD_COUNT=2)\n"),
            kubernetes.stdout)
        XCTAssertTrue(kubernetes.stdout.contains("shard 2/2 executed "), kubernetes.stdout)

        let merged = scratch.appendingPathComponent("merged").path
        let merge = try run(["merge", shards, "--report-dir", merged], scratch: scratch)
        let wholeFolder = scratch.appendingPathComponent("whole").path
        let whole = try run(["run", scenario, "--report-dir", wholeFolder], scratch: scratch)
        XCTAssertEqual(whole.exitCode, 1, "the sweep's conclusion is false: \(whole.stdout)")
        XCTAssertEqual(merge.exitCode, whole.exitCode, merge.stdout + merge.stderr)
        for name in ShardingEndToEndTests.reportNames {
            XCTAssertEqual(
                try Data(contentsOf: URL(fileURLWithPath: merged).appendingPathComponent(name)),
                try Data(contentsOf: URL(fileURLWithPath: wholeFolder).appendingPathComponent(name)), name)
        }
    }

    /// An explore campaign's split, listed without running a run: CircleCI's index counts from 0.
    func testACampaignsSplitIsListedForTheShardCircleCIGives() throws {
        let scratch = try makeScratchFolder()
        let result = try run(
            ["explore", "Scenarios/sync", "--runs", "6", "--list", "--shard", "auto"],
            environment: ["CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "3"], scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, result.stdout)
        XCTAssertEqual(
            lines.first, "shard 2/3 from the CircleCI parallel job (CIRCLE_NODE_INDEX=1, CIRCLE_NODE_TOTAL=3)")
        XCTAssertTrue(lines[1].hasPrefix("3 shards by estimated events: "), lines[1])
        XCTAssertTrue(lines[2].hasPrefix("shard 2/3: 2 runs, "), lines[2])
        XCTAssertFalse(result.stdout.contains("runs/s"), "nothing ran")
    }

    func testNoEngineInTheEnvironmentIsAUsageError() throws {
        let scratch = try makeScratchFolder()
        let result = try run(["run", RewardSimTool.workedExample, "--shard", "auto"], scratch: scratch)
        XCTAssertEqual(result.exitCode, 2)
        XCTAssertTrue(
            result.stderr.hasPrefix("rewardsim: error: --shard auto found no shard in the environment\nhelp: "),
            result.stderr)
    }

    /// Half of four simulations run again and agree; the campaign keeps its own exit code.
    func testARunRunsItsSampleAgainAndKeepsItsExitCode() throws {
        let scratch = try makeScratchFolder()
        let scenario = try write(ShardingEndToEndTests.falseConclusion, named: "sweep.yaml", in: scratch)
        let result = try run(
            ["run", scenario, "--recheck-share", "50%", "--report-dir", scratch.appendingPathComponent("r").path],
            scratch: scratch)
        XCTAssertEqual(result.exitCode, 1, result.stdout + result.stderr)
        XCTAssertTrue(
            result.stdout.hasSuffix(
                "determinism: 2 of 4 simulations run again (--recheck-share): the same trace hashes\n"),
            result.stdout)
        let bad = try run(["run", scenario, "--recheck-share", "1.5"], scratch: scratch)
        XCTAssertEqual(bad.exitCode, 2)
        XCTAssertTrue(bad.stderr.contains("'1.5' is not a share of runs"), bad.stderr)
    }
}
