import XCTest
import YAMLSubset

@testable import Scenarios

/// The `sweep:` block (matrix, exclude, include, baseline, seeds) and the `conclude:` block.
final class ScenarioDecoderSweepTests: XCTestCase {
    /// A 3 × 2 matrix on lines 17 to 20; `rest` starts on line 21.
    func sweep(_ rest: String = "") -> String {
        ScenarioFixture.with(
            """
            sweep:
              matrix:
                conversion_rate: [5, 10, 15]
                daily_reward_limit: [60m, 120m]

            """ + rest)
    }

    /// The matrix with one conclusion, on line 22 from column 5 (its opening quote).
    func concluding(_ expression: String) -> String {
        sweep("conclude:\n  - \"\(expression)\"\n")
    }

    static let matrixLabels = [
        "conversion_rate=5, daily_reward_limit=60m", "conversion_rate=5, daily_reward_limit=120m",
        "conversion_rate=10, daily_reward_limit=60m", "conversion_rate=10, daily_reward_limit=120m",
        "conversion_rate=15, daily_reward_limit=60m", "conversion_rate=15, daily_reward_limit=120m",
    ]

    static let variantsHelp = "variants: " + matrixLabels.joined(separator: "; ")

    func labels(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [String]? {
        decodeValid(text, file: file, line: line)?.sweep?.variants.map(\.label)
    }

    // MARK: Matrix, exclude, include

    func testAThreeByTwoMatrixGivesSixVariantsInMatrixOrder() throws {
        let scenario = try XCTUnwrap(decodeValid(sweep()))
        let sweep = try XCTUnwrap(scenario.sweep)
        XCTAssertEqual(sweep.variants.map(\.label), Self.matrixLabels)
        XCTAssertEqual(sweep.baselineIndex, 0, "without 'baseline' the first variant is the baseline")
        XCTAssertEqual(sweep.seeds, [1], "without 'seeds' the scenario's own seed")
        let fourth = scenario.applying(sweep.variants[3])
        XCTAssertEqual(fourth.settings.conversionRatePointsPerMinute, 10)
        XCTAssertEqual(fourth.settings.dailyRewardLimitMinutes, 120)
        XCTAssertEqual(scenario.settings.conversionRatePointsPerMinute, 2, "the scenario as written stays")
        XCTAssertNil(scenario.settings.dailyRewardLimitMinutes)
    }

    func testExcludeRemovesTheCombinationsItNames() {
        let text = sweep(
            """
              exclude:
                - conversion_rate: 10
                  daily_reward_limit: 120m
                - conversion_rate: 15

            """)
        XCTAssertEqual(
            labels(text),
            [
                "conversion_rate=5, daily_reward_limit=60m", "conversion_rate=5, daily_reward_limit=120m",
                "conversion_rate=10, daily_reward_limit=60m",
            ])
    }

    func testIncludeAddsKeysToMatchingCombinationsAndANewCombinationWhenItMatchesNone() {
        let text = ScenarioFixture.with(
            """
            sweep:
              matrix:
                conversion_rate: [5, 10]
              include:
                - conversion_rate: 10
                  daily_reward_limit: 60m
                - conversion_rate: 20

            """)
        XCTAssertEqual(
            labels(text),
            [
                "conversion_rate=5", "conversion_rate=10, daily_reward_limit=60m", "conversion_rate=20",
            ])
    }

    /// GitHub's own example with fruit as the conversion rate (apple 1, pear 2, banana 3), animal
    /// as the daily limit (cat 60m, dog 120m), colour as the strictness (green lenient, pink
    /// strict) and shape as the reward chance (circle 50): a later entry overwrites a value an
    /// earlier entry added, never a matrix value, and entries only join the matrix's own
    /// combinations.
    func testIncludeFollowsGitHubsExpandingConfigurationsExample() {
        let text = ScenarioFixture.with(
            """
            sweep:
              matrix:
                conversion_rate: [1, 2]
                daily_reward_limit: [60m, 120m]
              include:
                - validation_strictness: lenient
                - validation_strictness: strict
                  daily_reward_limit: 60m
                - conversion_rate: 1
                  persona.reward_chance: 50
                - conversion_rate: 3
                - conversion_rate: 3
                  daily_reward_limit: 60m

            """)
        XCTAssertEqual(
            labels(text),
            [
                "conversion_rate=1, daily_reward_limit=60m, validation_strictness=strict, "
                    + "persona.reward_chance=50",
                "conversion_rate=1, daily_reward_limit=120m, validation_strictness=lenient, "
                    + "persona.reward_chance=50",
                "conversion_rate=2, daily_reward_limit=60m, validation_strictness=strict",
                "conversion_rate=2, daily_reward_limit=120m, validation_strictness=lenient",
                "conversion_rate=3",
                "conversion_rate=3, daily_reward_limit=60m",
            ])
    }

    func testAnUnknownParameterSuggestsTheNearestName() {
        let text = ScenarioFixture.with("sweep:\n  matrix:\n    conversion_rat: [5, 10]\n")
        assertOnlyDiagnostic(
            text, line: 19, column: 5, message: "unknown sweep parameter 'conversion_rat'",
            help: "did you mean 'conversion_rate'?")
    }

    func testAnInvalidValueIsReportedWhereItIsWritten() {
        let text = ScenarioFixture.with("sweep:\n  matrix:\n    conversion_rate: [5, 0]\n")
        assertOnlyDiagnostic(
            text, line: 19, column: 26, message: "'0' is not a whole number of at least 1",
            help: "write a whole number such as 2")
    }

    /// The population's four children (kid-001 … kid-004) get the swept chance; Alex has no
    /// persona and keeps none.
    func testAPersonaParameterAppliesToThePopulationsChildren() throws {
        let text = ScenarioFixture.with(
            """
            population:
              size: 4
              personas:
                honest_learner: 50%
                distractible_learner: 50%
            sweep:
              matrix:
                persona.reward_chance: [0, 80]

            """)
        let scenario = try XCTUnwrap(decodeValid(text))
        let variants = try XCTUnwrap(scenario.sweep?.variants)
        XCTAssertEqual(variants.map(\.label), ["persona.reward_chance=0", "persona.reward_chance=80"])
        XCTAssertEqual(
            scenario.children.map(\.id.rawValue),
            ["alex", "kid-001", "kid-002", "kid-003", "kid-004"])
        XCTAssertEqual(scenario.children.map { $0.persona?.rewardChancePercent }, [nil, 30, 30, 30, 30])
        let zero = scenario.applying(variants[0])
        XCTAssertEqual(zero.children.map { $0.persona?.rewardChancePercent }, [nil, 0, 0, 0, 0])
        let eighty = scenario.applying(variants[1])
        XCTAssertEqual(eighty.children.map { $0.persona?.rewardChancePercent }, [nil, 80, 80, 80, 80])
        XCTAssertEqual(eighty.population?.children.map { $0.persona?.rewardChancePercent }, [80, 80, 80, 80])
        XCTAssertEqual(
            eighty.children.map { $0.persona?.name }, scenario.children.map { $0.persona?.name },
            "only the chance changes, not who plays which persona")
    }

    func testPopulationParametersAndASweptPersonaKeyChangeEveryPersona() throws {
        let text = ScenarioFixture.with(
            """
            population:
              size: 2
              personas:
                honest_learner: 50%
                distractible_learner: 50%
              parameters:
                responds_to_incentives: true
                patience_days: 5
            sweep:
              matrix:
                persona.responsiveness: [20%, 60%]

            """)
        let scenario = try XCTUnwrap(decodeValid(text))
        let kids = try XCTUnwrap(scenario.population?.children)
        XCTAssertEqual(kids.map { $0.persona?.respondsToIncentives }, [true, true])
        XCTAssertEqual(kids.map { $0.persona?.patienceDays }, [5, 5])
        XCTAssertEqual(kids.map { $0.persona?.sessionMinutesMedian }, [20, 12], "the rest of each preset stays")
        let variants = try XCTUnwrap(scenario.sweep?.variants)
        XCTAssertEqual(variants.map(\.label), ["persona.responsiveness=20%", "persona.responsiveness=60%"])
        let sixty = scenario.applying(variants[1])
        XCTAssertEqual(sixty.population?.children.map { $0.persona?.responsivenessPercent }, [60, 60])
    }

    func testAPersonaValueInTheWrongFormatIsReportedWhereItIsWritten() {
        assertOnlyDiagnostic(
            ScenarioFixture.with(
                """
                population:
                  size: 2
                  personas:
                    honest_learner: 100%
                  parameters:
                    patience_days: 3d

                """),
            line: 22, column: 20,
            message: "'3d' is not a value of 'patience_days'", help: "write a whole number, e.g. 3"
        )
    }

    func testASweptMinimumAboveItsMaximumIsRefusedAtTheSweep() {
        assertOnlyDiagnostic(
            ScenarioFixture.with(
                """
                population:
                  size: 2
                  personas:
                    honest_learner: 100%
                sweep:
                  matrix:
                    persona.session_minutes_min: [5m, 50m]

                """),
            line: 21, column: 1,
            message:
                "the variant persona.session_minutes_min=50m leaves a persona unplannable: honest_learner: session "
                + "minutes",
            help: "keep each swept minimum at most its maximum, and values in their ranges"
        )
    }

    // MARK: Baseline

    func testTheBaselineIsTheOneVariantItNames() throws {
        let text = sweep("  baseline:\n    conversion_rate: 10\n    daily_reward_limit: 120m\n")
        let sweep = try XCTUnwrap(decodeValid(text)?.sweep)
        XCTAssertEqual(sweep.baselineIndex, 3)
        XCTAssertEqual(sweep.baseline.label, "conversion_rate=10, daily_reward_limit=120m")
    }

    func testABaselineNamingSeveralVariantsAsksForMoreParameters() {
        assertOnlyDiagnostic(
            sweep("  baseline:\n    conversion_rate: 10\n"), line: 22, column: 5,
            message: "'baseline' names 2 variants; name more parameters", help: Self.variantsHelp
        )
    }

    func testABaselineNamingNoVariantListsTheVariants() {
        assertOnlyDiagnostic(
            sweep("  baseline:\n    conversion_rate: 7\n    daily_reward_limit: 60m\n"), line: 22, column: 5,
            message: "'baseline' names no variant of the sweep", help: Self.variantsHelp
        )
    }

    // MARK: Seeds

    func testSeedsAreACountARangeOrAList() throws {
        XCTAssertEqual(try XCTUnwrap(decodeValid(sweep("  seeds: 30\n"))?.sweep).seeds, Array(1...30))
        XCTAssertEqual(try XCTUnwrap(decodeValid(sweep("  seeds: 5..7\n"))?.sweep).seeds, [5, 6, 7])
        XCTAssertEqual(try XCTUnwrap(decodeValid(sweep("  seeds: [3, 9]\n"))?.sweep).seeds, [3, 9])
    }

    func testSeedsThatAreNeitherACountNorARangeAreReportedWhereWritten() {
        for bad in ["7..5", "0", "many", "1..", "-3"] {
            assertOnlyDiagnostic(
                sweep("  seeds: \(bad)\n"), line: 21, column: 10,
                message: "'\(bad)' is not a seed count or range",
                help: "write seeds: 30 (seeds 1 to 30), seeds: 5..20, or seeds: [3, 7, 11]"
            )
        }
    }

    func testASeedListWithARepeatedSeedIsRefused() {
        assertOnlyDiagnostic(
            sweep("  seeds: [3, 3]\n"), line: 21, column: 10,
            message: "'seeds' lists distinct whole numbers", help: "write seeds: [1, 2, 3]")
    }

    // MARK: Conclusions

    func testAConclusionNamingOneVariantIsKept() throws {
        let expression = "mean(reward_minutes_per_day, conversion_rate: 5, daily_reward_limit: 60m) < 30"
        let conclusions = try XCTUnwrap(decodeValid(concluding(expression))).conclusions
        XCTAssertEqual(conclusions.map(\.text), [expression])
        XCTAssertEqual(conclusions.first?.location, SourceLocation(line: 22, column: 5))
    }

    func testConcludeWithoutASweepIsAnError() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("conclude:\n  - \"mean(reward_minutes_per_day) > 1\"\n"),
            line: 18, column: 3,
            message: "'conclude' needs a 'sweep' to conclude about",
            help: "add a sweep: block, or move these expectations to 'expect'"
        )
    }

    func testAConclusionNamingAnUnknownMetricListsTheMetrics() {
        let text = concluding("mean(reward_minute_per_day, conversion_rate: 5, daily_reward_limit: 60m) > 1")
        assertOnlyDiagnostic(
            text, line: 22, column: 11, message: "mean() needs a metric first",
            help: "metrics: " + ExperimentMetric.all.map(\.name).joined(separator: ", ")
        )
    }

    func testAConclusionWhoseLabelsPickTwoVariantsIsAnError() {
        assertOnlyDiagnostic(
            concluding("mean(reward_minutes_per_day, conversion_rate: 5) > 1"), line: 22, column: 6,
            message: "the labels pick 2 variants; a conclusion reads exactly one", help: Self.variantsHelp
        )
    }
}
