import Foundation
import XCTest
import YAMLSubset

@testable import Scenarios

/// The check-time estimate of a run's events: a file it puts past the event budget is refused
/// at the key that drives it, and it bounds what bundled scenarios really execute.
final class EventEstimateTests: XCTestCase {
    /// Two devices (alex's iPad, sam's phone) over 366 days with 10,000 outages a day each:
    /// 2 × 366 × (150 + 10,000 × 30) = 219,709,800 events of sync, plus 100 + 2 × 366 × 10 =
    /// 7,420 of the devices' days.
    func testSyncOverAYearIsRefusedAtTheDurationKey() {
        let text = """
            version: 1
            name: test
            start: 2026-03-02 07:00 +01:00
            duration: 366d
            family:
              parents:
                - name: sam
                  device: sam-phone
              children:
                - name: alex
                  devices: [alex-ipad]
            sync:
              partitions_per_day: 10000
            apps:
              - id: duolingo
                category: learning

            """
        assertOnlyDiagnostic(
            text, line: 4, column: 1,
            message:
                "a run of this scenario may need up to 219717220 simulated events, more than the event budget of "
                + "200000000",
            help: "the largest part of the estimate, 219709800 events, is sync between 2 devices over 366 days; "
                + "a shorter duration, fewer devices or fewer and shorter steps bring it under the budget"
        )
    }

    /// A switch every second for 365 days: 31,536,001 switches × 4 + 525,600 minutes × 2 + 40 =
    /// 127,195,244 events; the second step (300 days) adds 104,544,044 and the iPad's 366 days
    /// 100 + 366 × 10 = 3,760. The caret is at the larger step.
    func testRapidSwitchesAllYearAreRefusedAtTheLargestStep() {
        let text =
            ScenarioFixture.replacing("duration: 1d", with: "duration: 366d") + """
                timeline:
                  - at: 08:00
                    switch_rapidly: [duolingo, minecraft]
                    interval: 1s
                    for: 365d
                  - at: day 2 08:00
                    switch_rapidly: [duolingo, minecraft]
                    interval: 1s
                    for: 300d

                """
        assertOnlyDiagnostic(
            text, line: 18, column: 5,
            message:
                "a run of this scenario may need up to 231743048 simulated events, more than the event budget of "
                + "200000000",
            help: "the largest part of the estimate, 127195244 events, is the step at line 18; "
                + "a shorter duration, fewer devices or fewer and shorter steps bring it under the budget"
        )
    }

    /// 1,000 honest learners over 366 days: each day at its busiest is 50 + 3 sessions of 45 + 30
    /// minutes × 2 + 3 × 4 planned steps × 10 = 620 events, so 1,000 × 366 × 620 = 226,920,000;
    /// the 1,000 iPads' days add 100 + 1,000 × 366 × 10 = 3,660,100.
    func testAYearOfALargePopulationIsRefusedAtThePopulationKey() {
        let text =
            ScenarioFixture.replacing("duration: 1d", with: "duration: 366d")
            .replacingOccurrences(of: "    - name: alex\n      devices: [alex-ipad]\n", with: "    []\n")
            + "population:\n  size: 1000\n  personas:\n    honest_learner: 100%\n"
        assertOnlyDiagnostic(
            text, line: 16, column: 1,
            message:
                "a run of this scenario may need up to 230580100 simulated events, more than the event budget of "
                + "200000000",
            help: "the largest part of the estimate, 226920000 events, is the days of 1000 children with personas over "
                + "366 days; a shorter duration, fewer devices or fewer and shorter steps bring it under the budget"
        )
    }

    /// Persona parameters may be any whole number: the estimate caps a persona's day at 10¹²
    /// events rather than overflow, and refuses the file.
    func testAPersonaOfHugeParametersIsRefusedWithoutOverflow() {
        let text =
            ScenarioFixture.replacing("    - name: alex\n      devices: [alex-ipad]\n", with: "    []\n")
            + "population:\n  size: 2\n  personas:\n    honest_learner: 100%\n"
            + "  parameters:\n    sessions_per_day_max: 9223372036854775807\n    session_minutes_max: "
            + "9223372036854775807m\n"
        let (scenario, diagnostics) = decode(text)
        XCTAssertNil(scenario)
        XCTAssertEqual(
            diagnostics.map(\.location), [SourceLocation(line: 16, column: 1)], "\(diagnostics.map(\.message))")
        XCTAssertEqual(
            diagnostics.first?.message,
            "a run of this scenario may need up to 2000000000120 simulated events, more than the event budget of "
                + "200000000"
        )
    }

    /// 100 days of a small family is far under one run's budget, but 40 variants × 250 seeds of it
    /// are not: the sweep is refused at its key.
    func testASweepPastTheFileLimitIsRefusedAtTheSweepKey() throws {
        let base =
            ScenarioFixture.replacing("duration: 1d", with: "duration: 200d") + """
                timeline:
                  - at: 08:00
                    use: duolingo
                    for: 23h
                    every: 1d

                """
        let perRun = EventEstimate(try XCTUnwrap(decodeValid(base))).total
        let values = (1...40).map(String.init).joined(separator: ", ")
        let text = base + "sweep:\n  matrix:\n    conversion_rate: [\(values)]\n  seeds: 250\n"
        let total = perRun * 10_000
        XCTAssertGreaterThan(total, ScenarioDecoder.fileEventBudget)
        XCTAssertLessThan(perRun, Int64(ScenarioRunner.eventBudget))
        assertOnlyDiagnostic(
            text, line: 22, column: 1,
            message: "the sweep's 10000 simulations may need up to \(total) simulated events in all, "
                + "more than the limit of 2000000000 for one file",
            help: "each run may need up to \(perRun) events; fewer variants or seeds, or shorter runs, "
                + "bring it under the limit"
        )
    }

    /// A sample of seeds is held to the same file-wide limit: a year of three 23-hour uses a day is
    /// under one run's budget, but 1,000 seeds of it are not, and the sample is refused at its key.
    func testASampleOfSeedsPastTheFileLimitIsRefusedAtTheSeedsKey() throws {
        let use = """
              - at: 08:00
                use: duolingo
                for: 23h
                every: 1d

            """
        let base =
            ScenarioFixture.replacing("duration: 1d", with: "duration: 366d") + "timeline:\n"
            + String(repeating: use, count: 3)
        let perRun = EventEstimate(try XCTUnwrap(decodeValid(base))).total
        let total = perRun * 1_000
        XCTAssertGreaterThan(total, ScenarioDecoder.fileEventBudget)
        XCTAssertLessThan(perRun, Int64(ScenarioRunner.eventBudget))
        assertOnlyDiagnostic(
            base + "seeds: 1000\n", line: 30, column: 1,
            message: "the sample's 1000 runs may need up to \(total) simulated events in all, "
                + "more than the limit of 2000000000 for one file",
            help: "each run may need up to \(perRun) events; fewer variants or seeds, or shorter runs, "
                + "bring it under the limit"
        )
    }

    /// The estimate is an upper bound: bundled scenarios of every kind (a day of rewards, a
    /// technique, background tasks, a sync soak, a persona family), each over seeds 1 to 3,
    /// never execute more events than it says, and it is within 30 times what they execute.
    func testTheEstimateBoundsWhatBundledScenariosExecute() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let files = [
            "Scenarios/reward/worked-example.yaml", "Scenarios/anti-gaming/techniques/rapid-switching.yaml",
            "Scenarios/background/normal-week.yaml", "Scenarios/sync/flaky-week.yaml",
            "Scenarios/sync/config-foreground-5s.yaml", "Scenarios/anti-gaming/personas/family-week.yaml",
        ]
        for file in files {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let scenario = try XCTUnwrap(ScenarioLoader.decode(SourceFile(path: file, text: text)).0, file)
            let estimate = EventEstimate(scenario).total
            for seed: UInt64 in 1...3 {
                let executed = Int64(ScenarioRunner.run(scenario, seed: seed).eventsExecuted)
                XCTAssertGreaterThanOrEqual(estimate, executed, "\(file) seed \(seed)")
                XCTAssertLessThanOrEqual(estimate, 30 * executed, "\(file) seed \(seed)")
            }
        }
    }
}
