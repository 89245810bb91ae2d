import Reports
import XCTest

@testable import Scenarios

/// The plan's units and shards, and the summaries and results a shard writes and a merge reads:
/// what goes through JSON must build the same reports as what did not.
final class RunAssemblyTests: XCTestCase {
    /// Alex learns for 30 minutes at 20 points per hour: 10 points and 30 learning minutes on the
    /// first day, whatever the conversion rate. The run ends at 07:00 on the second date, a
    /// partial day the per-day figures leave out: a mean of 10 points per day, not 5.
    static let sweepText = ScenarioFixture.with(
        """
        timeline:
          - at: 07:30
            use: duolingo
            for: 30m
        sweep:
          matrix:
            conversion_rate: [5, 10]
          baseline:
            conversion_rate: 10
          seeds: 5..7
        conclude:
          - "mean(points_earned_per_day, conversion_rate: 5) == 10"

        """)

    static let plainText = ScenarioFixture.replacing("name: test", with: "name: plain\nseed: 42")
    static let pinnedText = ScenarioFixture.replacing("name: test", with: "name: kept\ntags: [reward, pinned]\nseed: 3")

    /// The sweep (2 variants × seeds 5, 6, 7) and the plain scenario (seed 42): seven units.
    func makePlan(seeds: SeedChoice = .own, variant: String? = nil) throws -> RunPlan {
        let sweep = try XCTUnwrap(decodeValid(Self.sweepText))
        let plain = try XCTUnwrap(decodeValid(Self.plainText))
        return RunPlan(scenarios: [sweep, plain], seeds: seeds, variant: variant)
    }

    func result(of unit: RunPlan.Unit, in plan: RunPlan) -> UnitResult {
        let entry = plan.entries[unit.entry]
        let label = entry.scenario.sweep == nil ? nil : entry.variants[unit.variant].label
        let outcome = plan.run(unit, tracing: false)
        return UnitResult(
            unitIndex: unit.index, report: outcome.report(reproduce: "rerun", variant: label, note: entry.note),
            figures: outcome.antiGaming, measures: outcome.measures)
    }

    func reparsed(_ json: JSONValue) throws -> JSONValue {
        try JSONValue.parse(json.serialized())
    }

    // MARK: The plan

    func testUnitsRunEntryByEntryThenVariantByVariantThenSeedBySeed() throws {
        let plan = try makePlan()
        let expected: [(entry: Int, variant: Int, seed: UInt64)] = [
            (0, 0, 5), (0, 0, 6), (0, 0, 7), (0, 1, 5), (0, 1, 6), (0, 1, 7), (1, 0, 42),
        ]
        XCTAssertEqual(
            plan.units,
            expected.enumerated().map { index, unit in
                RunPlan.Unit(index: index, entry: unit.entry, variant: unit.variant, seed: unit.seed)
            })
        XCTAssertEqual(plan.entries.map(\.baselineIndex), [1, 0])
        XCTAssertEqual(plan.entries[1].variants.map(\.label), ["default"])
    }

    func testThreeShardsOfSevenUnitsPartitionThem() throws {
        let plan = try makePlan()
        let shards = (1...3).map { plan.units(ofShard: $0, of: 3).map(\.index) }
        XCTAssertEqual(shards, [[0, 3, 6], [1, 4], [2, 5]])
        XCTAssertEqual(shards.flatMap { $0 }.sorted(), Array(0..<7), "every unit in exactly one shard")
        XCTAssertEqual(plan.units(ofShard: 1, of: 1), plan.units, "one shard is the whole plan")
    }

    func testASeedOnTheCommandLineReplacesEverySeedList() throws {
        let plan = try makePlan(seeds: .one(9))
        XCTAssertEqual(plan.units.map(\.seed), [9, 9, 9])
        XCTAssertEqual(plan.units.map(\.variant), [0, 1, 0])
    }

    func testASeedRangeRunsEveryScenarioOncePerSeedAndReplacesTheSweepsList() throws {
        let plan = try makePlan(seeds: .range(1...2))
        let expected: [(entry: Int, variant: Int, seed: UInt64)] = [
            (0, 0, 1), (0, 0, 2), (0, 1, 1), (0, 1, 2), (1, 0, 1), (1, 0, 2),
        ]
        XCTAssertEqual(
            plan.units,
            expected.enumerated().map { index, unit in
                RunPlan.Unit(index: index, entry: unit.entry, variant: unit.variant, seed: unit.seed)
            })
        XCTAssertEqual(plan.entries.map(\.note), [nil, nil])
    }

    /// A pinned scenario reproduces one run: a range leaves it at its own seed and says so, while
    /// one seed on the command line (a reproduce command) still replaces it.
    func testAPinnedScenarioKeepsItsOwnSeedUnderARangeOnly() throws {
        let pinned = try XCTUnwrap(decodeValid(Self.pinnedText))
        let plain = try XCTUnwrap(decodeValid(Self.plainText))
        let ranged = RunPlan(scenarios: [pinned, plain], seeds: .range(0x10...0x12), variant: nil)
        XCTAssertEqual(ranged.units.map(\.seed), [3, 16, 17, 18])
        XCTAssertEqual(ranged.entries.map(\.note), ["pinned: ran at its own seed, not over --seeds 16..18", nil])
        let one = RunPlan(scenarios: [pinned, plain], seeds: .one(9), variant: nil)
        XCTAssertEqual(one.units.map(\.seed), [9, 9])
        XCTAssertEqual(one.entries.map(\.note), [nil, nil])
        XCTAssertEqual(RunPlan(scenarios: [pinned], seeds: .own, variant: nil).units.map(\.seed), [3])
    }

    func testAVariantLabelKeepsOnlyThatVariantAsItsOwnBaseline() throws {
        let plan = try makePlan(variant: "conversion_rate=5")
        XCTAssertEqual(plan.entries.count, 1, "the plain scenario has no such variant")
        XCTAssertEqual(plan.entries[0].variants.map(\.label), ["conversion_rate=5"])
        XCTAssertEqual(plan.entries[0].baselineIndex, 0)
        XCTAssertEqual(plan.units.map(\.seed), [5, 6, 7])
    }

    /// A range runs every variant with every seed of it: the whole experiment, on other seeds.
    func testOnlyTheWholeSweepChecksItsConclusions() throws {
        XCTAssertEqual(
            PlanSummary(try makePlan()).entries[0].conclusions.map(\.text),
            ["mean(points_earned_per_day, conversion_rate: 5) == 10"])
        XCTAssertEqual(PlanSummary(try makePlan(seeds: .range(1...2))).entries[0].conclusions.count, 1)
        XCTAssertEqual(PlanSummary(try makePlan(seeds: .one(9))).entries[0].conclusions.count, 0)
        XCTAssertEqual(PlanSummary(try makePlan(variant: "conversion_rate=5")).entries[0].conclusions.count, 0)
    }

    // MARK: Through JSON

    func testAPlanSummarySurvivesJSON() throws {
        let summary = PlanSummary(try makePlan())
        XCTAssertEqual(summary.unitCount, 7)
        XCTAssertEqual(summary.entries.map(\.isSweep), [true, false])
        XCTAssertEqual(summary.entries[0].variants.map(\.label), ["conversion_rate=5", "conversion_rate=10"])
        XCTAssertEqual(summary.entries[0].seeds, [5, 6, 7])
        XCTAssertEqual(summary.entries[0].dayCount, 1, "07:00 to 07:00 touches two dates; one is a whole day")
        XCTAssertEqual(
            summary.entries[0].conclusions,
            [
                ConclusionText(text: "mean(points_earned_per_day, conversion_rate: 5) == 10", line: 28, column: 5)
            ])
        XCTAssertEqual(try PlanSummary(json: try reparsed(summary.json)), summary)
    }

    func testAPlanSummaryWhoseUnitCountDisagreesWithItsEntriesIsRefused() throws {
        let text = PlanSummary(try makePlan()).json.serialized()
        XCTAssertTrue(text.contains("\"units\": 7"), text)
        let tampered = try JSONValue.parse(
            text.replacingOccurrences(of: "\"units\": 7", with: "\"units\": 8"))
        XCTAssertThrowsError(try PlanSummary(json: tampered))
    }

    func testAUnitResultSurvivesJSONByteForByte() throws {
        let plan = try makePlan()
        let original = result(of: plan.units[3], in: plan)
        let metric = { (name: String) in try XCTUnwrap(ExperimentMetric.all.firstIndex { $0.name == name }) }
        XCTAssertEqual(original.measures[try metric("points_earned_per_day")], [10_000_000, 0])
        XCTAssertEqual(original.measures[try metric("learning_minutes_per_day")], [30_000_000, 0])
        XCTAssertEqual(original.report.variant, "conversion_rate=10")
        XCTAssertEqual(original.report.seed, 5)

        let decoded = try UnitResult(json: try reparsed(original.json))
        XCTAssertEqual(decoded.unitIndex, 3)
        XCTAssertEqual(decoded.measures, original.measures)
        XCTAssertEqual(decoded.report.traceHash, original.report.traceHash)
        XCTAssertEqual(decoded.json.serialized(), original.json.serialized())
    }

    func testAPinnedRunsNoteSurvivesJSONAndReachesJUnit() throws {
        let pinned = try XCTUnwrap(decodeValid(Self.pinnedText))
        let plan = RunPlan(scenarios: [pinned], seeds: .range(1...50), variant: nil)
        let original = result(of: plan.units[0], in: plan)
        let note = "pinned: ran at its own seed, not over --seeds 1..50"
        XCTAssertEqual(original.report.note, note)
        XCTAssertEqual(try UnitResult(json: try reparsed(original.json)).report.note, note)
        let junit = RunAssembly.assemble(PlanSummary(plan), results: [original], tool: "rewardsim test").report.junit
        XCTAssertEqual(junit.suites.first?.cases.first?.systemOut?.hasSuffix("note: \(note)\n"), true)
    }

    // MARK: Assembly

    /// The merge's path — summary and results read back from JSON — writes the same reports as
    /// the run's own.
    func testResultsReadBackFromJSONAssembleIntoTheSameReports() throws {
        let plan = try makePlan()
        let summary = PlanSummary(plan)
        let results = plan.units.map { result(of: $0, in: plan) }
        let direct = RunAssembly.assemble(summary, results: results, tool: "rewardsim test")
        let merged = RunAssembly.assemble(
            try PlanSummary(json: try reparsed(summary.json)),
            results: try results.map { try UnitResult(json: try reparsed($0.json)) }, tool: "rewardsim test"
        )

        XCTAssertEqual(direct.report.scenarios.count, 7)
        XCTAssertEqual(direct.report.failedCount, 0)
        let experiment = try XCTUnwrap(direct.report.experiments.first)
        XCTAssertEqual(direct.report.experiments.count, 1, "the plain scenario is no experiment")
        XCTAssertEqual(experiment.variants, ["conversion_rate=5", "conversion_rate=10"])
        XCTAssertEqual(experiment.baseline, "conversion_rate=10")
        XCTAssertEqual(experiment.seedCount, 3)
        XCTAssertEqual(experiment.conclusions.map(\.status), [.passed])
        XCTAssertEqual(experiment.status, .passed)

        XCTAssertEqual(merged.report.json.serialized(), direct.report.json.serialized())
        XCTAssertEqual(JUnitWriter.render(merged.report.junit), JUnitWriter.render(direct.report.junit))
        XCTAssertEqual(merged.summaryMarkdown, direct.summaryMarkdown)
        XCTAssertNotNil(direct.html)
        XCTAssertEqual(merged.html, direct.html)
        XCTAssertNotNil(direct.csv)
        XCTAssertEqual(merged.csv, direct.csv)
    }
}
