import Reports
import XCTest
import YAMLSubset

@testable import Scenarios

/// The keys that make an experiment a decision: `guard:`, `power:` and the sweep's `looks:`.
final class ScenarioDecoderDecisionTests: XCTestCase {
    /// A sweep of two variants over 6 seeds on lines 17 to 23; `rest` starts on line 24.
    func sweep(looks: String = "", _ rest: String = "") -> String {
        ScenarioFixture.with(
            """
            sweep:
              matrix:
                daily_reward_limit: [none, 60m]
              baseline:
                daily_reward_limit: none
              seeds: 6
            \(looks.isEmpty ? "  # one look" : "  looks: \(looks)")

            """ + rest)
    }

    func testAGuardrailIsKeptAsAConclusionAndJudgedOneSided() throws {
        let text = sweep(
            "guard:\n  - \"falls_at_most(learning_minutes_per_day, margin: 1, daily_reward_limit: 60m)\"\n")
        let scenario = try XCTUnwrap(decodeValid(text))
        XCTAssertEqual(scenario.conclusions.map(\.text).first?.hasPrefix("falls_at_most("), true)
        XCTAssertTrue(ExperimentJudgement.isGuard(scenario.conclusions[0].text))
    }

    func testAGuardrailThatIsNotAGuardCallIsRefusedWhereWritten() {
        assertOnlyDiagnostic(
            sweep("guard:\n  - \"mean(learning_minutes_per_day) > 1\"\n"), line: 25, column: 5,
            message: "a guardrail is one call of rises_at_most or falls_at_most",
            help: "write e.g. falls_at_most(learning_minutes_per_day, margin: 1, daily_reward_limit: 60m)")
    }

    func testAGuardrailWithoutAMarginAsksForOne() {
        let (_, diagnostics) = decode(
            sweep("guard:\n  - \"rises_at_most(reward_minutes_per_day, daily_reward_limit: 60m)\"\n"))
        XCTAssertEqual(diagnostics.map(\.message), ["rises_at_most() needs a margin"])
        XCTAssertEqual(diagnostics.first?.location.line, 25)
    }

    func testPowerKeysAreReadAndBadValuesLocated() throws {
        let scenario = try XCTUnwrap(
            decodeValid(sweep("power:\n  effect: 0.5%\n  power: 90%\n  alpha: 1%\n  pilot_seeds: 4\n")))
        XCTAssertEqual(scenario.power?.effectPercent, 0.5)
        XCTAssertEqual(scenario.power?.powerPercent, 90)
        XCTAssertEqual(scenario.power?.alphaPercent, 1)
        XCTAssertEqual(scenario.power?.pilotSeeds, 4)
        assertOnlyDiagnostic(
            sweep("power:\n  effect: 120%\n"), line: 25, column: 11,
            message: "'120%' is not a percentage above 0 and below 100", help: "write e.g. 2% or 0.5%")
        assertOnlyDiagnostic(
            sweep("power:\n  efect: 2%\n"), line: 25, column: 3, message: "unknown key 'efect' in 'power'",
            help: "did you mean 'effect'?")
    }

    func testLooksSplitTheSeedsIntoEqualBatches() throws {
        let sweep = try XCTUnwrap(decodeValid(sweep(looks: "3"))?.sweep)
        XCTAssertEqual(sweep.looks, 3)
        XCTAssertEqual(sweep.seedCountsAtLooks, [2, 4, 6])
        XCTAssertEqual(sweep.throughLook(2).seeds, [1, 2, 3, 4])
        XCTAssertEqual(sweep.throughLook(2).plannedSeeds.count, 6)
        assertOnlyDiagnostic(
            self.sweep(looks: "7"), line: 23, column: 10, message: "'7' is not a number of looks from 1 to 6",
            help: "write looks: 3 (three equal batches of the seeds); each batch needs at least one seed")
    }

    /// The nominal levels of three equal looks (O'Brien–Fleming-type Lan–DeMets, two-sided 5 %):
    /// the boundaries 3.71, 2.51 and 1.99 of gsDesign's `sfLDOF` for k = 3, as two-sided levels.
    func testASequentialDesignJudgesEachLookAtItsNominalLevel() throws {
        let design = SequentialDesign(try XCTUnwrap(decodeValid(sweep(looks: "3"))?.sweep))
        XCTAssertEqual(design.seedCountsAtLooks, [2, 4, 6])
        XCTAssertEqual(design.nominalLevels[0], 0.0002, accuracy: 0.0001)
        XCTAssertEqual(design.nominalLevels[1], 0.0120, accuracy: 0.0005)
        XCTAssertEqual(design.nominalLevels[2], 0.0463, accuracy: 0.0005)
        XCTAssertEqual(design.look(endingWith: 4), 2)
        XCTAssertTrue(design.note(stoppedAt: 2, variantCount: 2).contains("saving 2 seeds per variant (4 simulations)"))
    }

    /// The plan reads the questions the conclusions ask, the spread of their paired differences in
    /// the pilot, and sizes each: learning 50…54 at the baseline and 1.0 lower (sd 0.158) with the
    /// limit; 2 % of 52 is 1.04; one question, so the full 5 % level.
    func testThePlanSizesEachQuestionFromThePilotsSpread() throws {
        let scenario = try XCTUnwrap(
            decodeValid(sweep("conclude:\n  - \"significant(learning_minutes_per_day, daily_reward_limit: 60m)\"\n")))
        let baseline = [50.0, 51, 52, 53, 54]
        let limited = zip(baseline, [-1.0, -1.2, -0.8, -1.1, -0.9]).map { $0 + $1 }
        let metrics = ExperimentMetric.all.map { metric in
            let runValues = metric.name == "learning_minutes_per_day" ? [baseline, limited] : [baseline, baseline]
            return ExperimentSeries.Metric(
                name: metric.name, unit: metric.unit, values: runValues.map { $0.map { [$0] } }, runValues: runValues,
                title: metric.title)
        }
        let pilot = ExperimentSeries(
            scenario: "pilot", title: "pilot", variants: [.init(label: "none", isBaseline: true), .init(label: "60m")],
            seeds: [1, 2, 3, 4, 5], dayCount: 1, metrics: metrics)
        let plan = ExperimentPlan(scenario: scenario, pilot: pilot, spec: PowerSpec())
        XCTAssertEqual(plan.questions.count, 1)
        let question = try XCTUnwrap(plan.questions.first)
        XCTAssertEqual(question.deviation, 0.158114, accuracy: 1e-5)
        XCTAssertEqual(question.effect, 1.04, accuracy: 1e-9)
        XCTAssertEqual(
            question.seedsNeeded, PairedPower(effect: 1.04, deviation: question.deviation).seedsNeeded(power: 0.8))
        XCTAssertEqual(plan.seedsNeeded, question.seedsNeeded)
        XCTAssertTrue(plan.text.contains("the file runs 6: enough."), plan.text)
    }
}
