import XCTest
import YAMLSubset

@testable import Scenarios

/// `seeds:` and `expect_over_seeds:`: a scenario's own sample of seeds and the expectations
/// over it, each misuse a located error.
final class ScenarioDecoderOverSeedsTests: XCTestCase {
    /// `seeds: 3` on line 17, `expect_over_seeds:` on 18, its first item from line 19, column 5.
    static func overSeeds(_ expectations: String, seeds: String = "3") -> String {
        ScenarioFixture.with("seeds: \(seeds)\nexpect_over_seeds:\n" + expectations)
    }

    func testTheSampleIsTheSeedAndTheOnesAfterItAndEachExpectationKeepsItsPlace() throws {
        let text = Self.overSeeds(
            "  - percentile(5, recall(moderate)) >= 85%\n  - mean(false_positive_rate(strict)) <= 1%\n"
        )
        .replacingOccurrences(of: "seeds: 3", with: "seed: 40\nseeds: 3")
        let scenario = try XCTUnwrap(decodeValid(text))
        XCTAssertEqual(scenario.ownSeeds, [40, 41, 42])
        XCTAssertEqual(
            scenario.overSeeds?.expectations.map { "\($0.location.line):\($0.location.column)" }, ["20:5", "21:5"])
        XCTAssertEqual(SeedChoice.range(1...5).seeds(for: scenario), [1, 2, 3, 4, 5], "a range replaces the sample")
        XCTAssertEqual(SeedChoice.one(9).seeds(for: scenario), [9])
        XCTAssertEqual(RunPlan(scenarios: [scenario], seeds: .own, variant: nil).units.map(\.seed), [40, 41, 42])
    }

    func testAFigureReadWithoutADistributionIsRefused() {
        assertOnlyDiagnostic(
            Self.overSeeds("  - recall(moderate) >= 85%\n"), line: 19, column: 5,
            message: "recall(moderate) differs from seed to seed: read its distribution",
            help: "e.g. mean(recall(moderate)) or percentile(5, recall(moderate))")
    }

    func testAPercentileRankWrittenAsAPercentageIsRefused() {
        assertOnlyDiagnostic(
            Self.overSeeds("  - percentile(5%, recall(moderate)) >= 0.85\n"), line: 19, column: 16,
            message: "a percentile's rank is a plain number from 0 to 100, not a percentage",
            help: "write percentile(5, recall(moderate)) for the 5th percentile")
    }

    func testAPercentileRankAbove100IsRefused() {
        assertOnlyDiagnostic(
            Self.overSeeds("  - percentile(101, recall(moderate)) >= 0.85\n"), line: 19, column: 16,
            message: "a percentile's rank is a number from 0 to 100",
            help: "write percentile(5, recall(moderate)) for the 5th percentile")
    }

    func testAMisspeltFunctionFigureAndLevelAreNamedWithTheNearestOnes() {
        assertOnlyDiagnostic(
            Self.overSeeds("  - meen(recall(moderate)) >= 0.85\n"), line: 19, column: 5,
            message: "unknown function 'meen' in an expectation over seeds", help: "did you mean 'mean'?")
        assertOnlyDiagnostic(
            Self.overSeeds("  - mean(recal(moderate)) >= 0.85\n"), line: 19, column: 10,
            message: "unknown figure 'recal'", help: "did you mean 'recall'?")
        assertOnlyDiagnostic(
            Self.overSeeds("  - mean(recall(moderat)) >= 0.85\n"), line: 19, column: 17,
            message: "'moderat' is not a strictness level", help: "did you mean 'moderate'?")
    }

    func testAFigureNeedsItsLevelAndAFunctionItsArguments() {
        assertOnlyDiagnostic(
            Self.overSeeds("  - mean(recall()) >= 0.85\n"), line: 19, column: 10,
            message: "recall() takes one strictness level",
            help: "write recall(moderate); levels: lenient, moderate, strict")
        assertOnlyDiagnostic(
            Self.overSeeds("  - percentile(recall(moderate)) >= 0.85\n"), line: 19, column: 5,
            message: "percentile() takes a rank and a figure",
            help: "write percentile(P, figure), e.g. percentile(5, recall(moderate))")
        assertOnlyDiagnostic(
            Self.overSeeds("  - mean(points(alex)) >= 0.85\n"), line: 19, column: 10,
            message: "unknown figure 'points'",
            help: "figures: recall, technique_averaged_recall, false_positive_rate, "
                + "worst_honest_persona_false_positive_rate, honest_minutes_withheld_share, "
                + "gaming_minutes_withheld_share, phantom_minutes_credited, precision, honest_review_rate")
    }

    func testAnExpectationOverSeedsHasNoMomentAndIsTrueOrFalse() {
        assertOnlyDiagnostic(
            Self.overSeeds("  - mean(recall(moderate)) >= 0.85 at 12:00\n"), line: 19, column: 39,
            message: "an expectation over seeds is checked once every run is done, not at a moment",
            help: "remove the 'at …', or move the expectation to 'expect'")
        assertOnlyDiagnostic(
            Self.overSeeds("  - mean(recall(moderate))\n"), line: 19, column: 5,
            message: "an expectation over seeds must be true or false, but this one is a number",
            help: "compare it, e.g. mean(recall(moderate)) >= 90%")
    }

    func testTheSampleNeedsAWholeNumberOfSeedsAndNoSweep() {
        assertOnlyDiagnostic(
            Self.overSeeds("  - mean(recall(moderate)) >= 0.85\n", seeds: "1"), line: 17, column: 8,
            message: "'1' is not a number of seeds from 2 to 1000",
            help: "write seeds: 30: the scenario's seed and the 29 after it")
        assertOnlyDiagnostic(
            Self.overSeeds("  - mean(recall(moderate)) >= 0.85\n", seeds: "1..30"), line: 17, column: 8,
            message: "'1..30' is not a number of seeds from 2 to 1000",
            help: "write seeds: 30: the scenario's seed and the 29 after it")
        assertOnlyDiagnostic(
            ScenarioFixture.with("expect_over_seeds:\n  - mean(recall(moderate)) >= 0.85\n"),
            line: 17, column: 1, message: "'expect_over_seeds' needs 'seeds': the sample of seeds it reads",
            help: "add seeds: 30 (the scenario's seed and the 29 after it)")
        assertOnlyDiagnostic(
            ScenarioFixture.with("seeds: 3\nsweep:\n  matrix:\n    conversion_rate: [5, 10]\n"),
            line: 17, column: 1, message: "a scenario with a sweep lists its seeds under 'sweep'",
            help: "move it into the sweep: block as seeds: N")
    }
}
