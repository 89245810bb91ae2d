import Foundation
import XCTest

/// The device-cost metrics in a sweep, worked out by hand, and the report listing a new metric
/// only where a conclusion names it.
final class DeviceCostExperimentEndToEndTests: XCTestCase {
    /// One day from midnight. Alex learns for 30 minutes: the extension wakes for the interval
    /// start and the 30 thresholds (31); the refresh asked for at the start runs at 20:00 (32),
    /// with two items of 2 s to do — no ended day to close yet — so 4 s in the background. The
    /// energy: 32 × 0.5 J + 4 s × 1 W = 20 J of 102,960 J: 0.019425… %, kept in millionths as
    /// 0.019425. The conversion rate changes none of it.
    static let sweep = """
        version: 1
        name: Device cost in a sweep
        start: 2026-03-02 00:00 +01:00
        duration: 1d
        family:
          children:
            - name: alex
              devices: [alex-ipad]
        background:
          refresh_delay: fixed 20h
          refresh_budget: 5s
          work_item: 2s
          early_expiration: 0%
        apps:
          - id: duolingo
            category: learning
            points_per_hour: 60
        timeline:
          - at: 09:00
            use: duolingo
            for: 30m
        sweep:
          matrix:
            conversion_rate: [1, 2]
          seeds: 2
        conclude:
          - "mean(device_wakes_per_day) == 32"
          - "mean(background_seconds_per_day, conversion_rate: 2) == 4"
          - "mean(energy_percent_per_day) > 0.019424 and mean(energy_percent_per_day) < 0.019426"

        """

    func testTheCostMetricsHoldTheirWorkedValuesAndOnlyTheNamedOnesAreListed() throws {
        let scratch = try makeScratchFolder()
        let scenario = try write(Self.sweep, named: "device-cost-sweep.yaml", in: scratch)
        let reports = scratch.appendingPathComponent("reports")
        let result = try RewardSimTool.run(["run", scenario, "--report-dir", reports.path], scratch: scratch)
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        XCTAssertTrue(result.stdout.contains("1 experiment held, 0 failed"), result.stdout)
        let summary = try String(contentsOf: reports.appendingPathComponent("summary.md"), encoding: .utf8)
        XCTAssertTrue(summary.contains("| energy percent per child device per day (%) |"), summary)
        XCTAssertTrue(summary.contains("| device wakes per child device per day (count) |"), summary)
        XCTAssertFalse(summary.contains("requests per child device"), summary)
        XCTAssertFalse(summary.contains("points age"), summary)
    }
}
