import XCTest

@testable import Scenarios

/// `--shard auto` reads each engine's own variables, counted its own way, as a shard numbered
/// from 1.
final class ShardEnvironmentTests: XCTestCase {
    func shard(_ environment: [String: String]) throws -> (Int, Int, String) {
        let found = try ShardEnvironment.read(environment)
        return (found.index, found.count, found.engine)
    }

    func problem(_ environment: [String: String]) -> ShardEnvironment.Problem? {
        do {
            _ = try ShardEnvironment.read(environment)
            return nil
        } catch {
            return error
        }
    }

    func testKubernetesCountsFromZeroAndStatesItsCount() throws {
        let found = try shard(["JOB_COMPLETION_INDEX": "0", "REWARDSIM_SHARD_COUNT": "4"])
        XCTAssertTrue(found == (1, 4, "Kubernetes Indexed Job"), "\(found)")
        XCTAssertEqual(
            problem(["JOB_COMPLETION_INDEX": "3"])?.message, "REWARDSIM_SHARD_COUNT is not set")
    }

    func testASlurmArrayCountsFromItsLowestTaskByItsStep() throws {
        let fromOne = try shard([
            "SLURM_ARRAY_TASK_ID": "2", "SLURM_ARRAY_TASK_MIN": "1", "SLURM_ARRAY_TASK_COUNT": "4",
        ])
        XCTAssertTrue(fromOne == (2, 4, "Slurm job array"), "\(fromOne)")
        let stepped = try shard([
            "SLURM_ARRAY_TASK_ID": "8", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_COUNT": "4",
            "SLURM_ARRAY_TASK_STEP": "4",
        ])
        XCTAssertTrue(stepped == (3, 4, "Slurm job array"), "\(stepped)")
        XCTAssertEqual(
            problem([
                "SLURM_ARRAY_TASK_ID": "5", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_COUNT": "4",
                "SLURM_ARRAY_TASK_STEP": "4",
            ])?.message, "SLURM_ARRAY_TASK_ID=5 is not on the array's range from 0 by 4")
    }

    func testGitLabCountsFromOne() throws {
        let found = try shard(["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "3"])
        XCTAssertTrue(found == (1, 3, "GitLab CI parallel job"), "\(found)")
        XCTAssertEqual(
            problem(["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "3"])?.message,
            "the GitLab CI parallel job gives shard 0 of 3, which does not exist (CI_NODE_INDEX=0, CI_NODE_TOTAL=3)")
    }

    func testBuildkiteAndCircleCICountFromZero() throws {
        let buildkite = try shard(["BUILDKITE_PARALLEL_JOB": "0", "BUILDKITE_PARALLEL_JOB_COUNT": "2"])
        XCTAssertTrue(buildkite == (1, 2, "Buildkite parallel job"), "\(buildkite)")
        let circle = try shard(["CIRCLE_NODE_INDEX": "2", "CIRCLE_NODE_TOTAL": "3"])
        XCTAssertTrue(circle == (3, 3, "CircleCI parallel job"), "\(circle)")
    }

    /// A value passed in by hand — a GitHub Actions matrix's — wins over an engine's.
    func testAShardPassedInWinsAndIsWrittenAsOnTheCommandLine() throws {
        let found = try ShardEnvironment.read([
            "REWARDSIM_SHARD": "2/4", "SLURM_ARRAY_TASK_ID": "0", "SLURM_ARRAY_TASK_MIN": "0",
            "SLURM_ARRAY_TASK_COUNT": "2",
        ])
        XCTAssertEqual(found.description, "shard 2/4 from the shard passed in (REWARDSIM_SHARD=2/4)")
        XCTAssertEqual(problem(["REWARDSIM_SHARD": "2"])?.message, "REWARDSIM_SHARD=2 is not a shard")
    }

    func testTheLineNamesTheEngineAndEveryVariableRead() throws {
        let found = try ShardEnvironment.read([
            "SLURM_ARRAY_TASK_ID": "3", "SLURM_ARRAY_TASK_MIN": "0", "SLURM_ARRAY_TASK_COUNT": "4", "HOME": "/root",
        ])
        XCTAssertEqual(
            found.description,
            "shard 4/4 from the Slurm job array (SLURM_ARRAY_TASK_ID=3, SLURM_ARRAY_TASK_MIN=0, "
                + "SLURM_ARRAY_TASK_COUNT=4)"
        )
    }

    func testNoEngineAndABadNumberAreProblems() {
        XCTAssertEqual(problem(["HOME": "/root"])?.message, "--shard auto found no shard in the environment")
        XCTAssertEqual(
            problem(["CIRCLE_NODE_INDEX": "one", "CIRCLE_NODE_TOTAL": "3"])?.message,
            "CIRCLE_NODE_INDEX=one is not a whole number")
    }
}
