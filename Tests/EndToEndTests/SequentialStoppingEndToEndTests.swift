import Foundation
import XCTest

/// A sweep with `looks:` runs its seeds in batches and stops at the first look where every
/// conclusion holds; the same file and seeds stop at the same look with any number of jobs.
final class SequentialStoppingEndToEndTests: XCTestCase {
    /// Alex learns 30 minutes at 20 points per hour on day 1 at either rate: 10 points a day.
    static func sweep(concluding conclusion: String) -> String {
        """
        version: 1
        name: Sequential sweep
        start: 2026-03-02 07:00 +01:00
        duration: 1d
        family:
          children:
            - name: alex
              devices: [alex-ipad]
        apps:
          - id: duolingo
            category: learning
            points_per_hour: 20
          - id: minecraft
            category: reward
        timeline:
          - at: 07:30
            use: duolingo
            for: 30m
        sweep:
          matrix:
            conversion_rate: [5, 10]
          baseline:
            conversion_rate: 10
          seeds: 4
          looks: 2
        conclude:
          - "\(conclusion)"

        """
    }

    func testAClearAnswerStopsAtTheFirstLookWithAnyJobs() throws {
        let scratch = try makeScratchFolder()
        let file = try write(
            Self.sweep(concluding: "mean(points_earned_per_day, conversion_rate: 5) == 10"), named: "seq.yaml",
            in: scratch)
        var results: [String] = []
        for jobs in ["1", "2"] {
            let folder = scratch.appendingPathComponent("reports-\(jobs)").path
            let result = try RewardSimTool.run(["run", file, "--jobs", jobs, "--report-dir", folder], scratch: scratch)
            XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
            XCTAssertTrue(result.stdout.contains("(2 variants × 2 seeds, baseline conversion_rate=10)"), result.stdout)
            XCTAssertTrue(result.stdout.contains("\nPASSED: 4 passed, 0 failed"), result.stdout)
            results.append(try String(contentsOfFile: folder + "/results.json", encoding: .utf8))
        }
        XCTAssertEqual(results[0], results[1])
        XCTAssertTrue(results[0].contains("Every conclusion was decided at look 1: 2 of 4 seeds ran"), results[0])
    }

    func testAConclusionThatDoesNotHoldRunsEverySeed() throws {
        let scratch = try makeScratchFolder()
        let file = try write(
            Self.sweep(concluding: "mean(points_earned_per_day, conversion_rate: 5) == 11"), named: "seq.yaml",
            in: scratch)
        let folder = scratch.appendingPathComponent("reports").path
        let result = try RewardSimTool.run(["run", file, "--report-dir", folder], scratch: scratch)
        XCTAssertEqual(result.exitCode, 1, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("(2 variants × 4 seeds, baseline conversion_rate=10)"), result.stdout)
        let json = try String(contentsOfFile: folder + "/results.json", encoding: .utf8)
        XCTAssertTrue(json.contains("The last look decided: all 4 seeds ran."), json)
    }
}
