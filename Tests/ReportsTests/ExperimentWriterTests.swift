import XCTest

@testable import Reports

final class ExperimentCSVWriterTests: XCTestCase {
    func testRowsRunByScenarioVariantSeedDayAndMetric() {
        let csv = ExperimentCSVWriter.render([ExperimentFixtures.small()])
        let lines = csv.split(separator: "\n", omittingEmptySubsequences: false)
        // 2 variants × 2 seeds × 2 days × 2 metrics, a header and the final line break.
        XCTAssertEqual(lines.count, 16 + 2)
        XCTAssertEqual(lines[0], "scenario,variant,seed,day,metric,value")
        XCTAssertEqual(lines[1], "weekly-cap,standard,11,1,reward_minutes,110")
        XCTAssertEqual(lines[2], "weekly-cap,standard,11,1,redemptions,2.5")
        XCTAssertEqual(lines[3], "weekly-cap,standard,11,2,reward_minutes,120")
        XCTAssertEqual(lines[5], "weekly-cap,standard,12,1,reward_minutes,114")
        XCTAssertEqual(lines[15], "weekly-cap,double points,12,2,reward_minutes,136.4")
        XCTAssertEqual(lines[16], "weekly-cap,double points,12,2,redemptions,2.5")
        XCTAssertEqual(lines[17], "")
    }

    func testValuesHaveAtMostFourDecimalsAndFieldsAreQuotedByCSVRules() {
        let experiment = ExperimentSeries(
            scenario: "cap, strict", title: "t", variants: [.init(label: "say \"hi\"")],
            seeds: [3], dayCount: 3,
            metrics: [.init(name: "m", unit: "", values: [[[1.0 / 3, -0.00001, 1e6]]], runValues: [[0]])]
        )
        XCTAssertEqual(
            ExperimentCSVWriter.render([experiment]),
            """
            scenario,variant,seed,day,metric,value
            "cap, strict","say ""hi\""",3,1,m,0.3333
            "cap, strict","say ""hi\""",3,2,m,0
            "cap, strict","say ""hi\""",3,3,m,1000000

            """)
    }
}

final class ExperimentMarkdownWriterTests: XCTestCase {
    func testRendersTheDecisionThenOneRowPerMetricAndVariant() {
        // Run totals 230 and 238 for the baseline: mean 234, sd 5.657, half-width
        // 12.706 · 5.657 / √2 = 50.8. The variant is 10 % more, so the paired differences
        // 23 and 23.8 have mean 23.4 (10 %), sd 0.5657 and half-width 5.08: 18.3 to 28.5, or
        // 7.8 % to 12.2 % of 234.
        let markdown = ExperimentMarkdownWriter.render([ExperimentFixtures.small()], title: "Experiments")
        XCTAssertEqual(
            markdown,
            """
            # Experiments

            \(ExperimentMarkdownWriter.readingNote)

            ## Weekly cap

            `weekly-cap` · 2 variants: standard (baseline); double points · 2 seeds (11, 12) · 2 whole days charted

            **Decision**: 1 of 2 conclusions held.

            - held: `reward minutes rise`
            - FAILED: `redemptions fall`

            | Metric | Variant | Level (95 %) | Difference to baseline (95 %) | Relative change (95 %) |
            | :--- | :--- | ---: | ---: | ---: |
            | reward_minutes (min) | standard (baseline) | 234 ± 51 |  |  |
            |  | double points | 257 ± 56 | +23.4 (+18.3 to +28.5) | +10.0 % (+7.8 to +12.2 %) |
            | redemptions | standard (baseline) | 5.00 ± 0.00 |  |  |
            |  | double points | 5.00 ± 0.00 | ~ | ~ |

            """)
    }

    func testAConclusionIsSaidInASentenceWithBothLevels() {
        let experiment = ExperimentFixtures.small()
        let effect = ExperimentEffect(metric: experiment.metrics[0], variant: 1, in: experiment)
        XCTAssertEqual(
            effect.sentence,
            "With double points: reward_minutes up 10.0 % (7.8–12.2 %), 257.4 min against 234.0 min at the "
                + "baseline.")
        let flat = ExperimentEffect(metric: experiment.metrics[1], variant: 1, in: experiment)
        XCTAssertTrue(flat.sentence.hasPrefix("With double points: redemptions no different from the baseline"))
        let baseline = ExperimentEffect(metric: experiment.metrics[0], variant: 0, in: experiment)
        XCTAssertEqual(baseline.sentence, "At standard: reward_minutes 234.0 min on average.")
    }

    /// A share that moves from 0.6 % to 27.8 % is not "+4300 %": against a baseline below a tenth
    /// of the largest mean the relative change is left out and the change is given in points.
    func testNoRelativeChangeAgainstABaselineNearZero() {
        let baseline: [[Double]] = [[0.5], [0.7]]
        let variant: [[Double]] = [[27.0], [28.6]]
        let experiment = ExperimentSeries(
            scenario: "limit", title: "Limit", variants: [.init(label: "off", isBaseline: true), .init(label: "on")],
            seeds: [1, 2], dayCount: 1,
            metrics: [
                .init(
                    name: "limit_hit_share", unit: "%", values: [baseline, variant],
                    runValues: [[0.5, 0.7], [27.0, 28.6]],
                    title: "share of child-days at the limit")
            ])
        let effect = ExperimentEffect(metric: experiment.metrics[0], variant: 1, in: experiment)
        XCTAssertFalse(effect.showsRelative)
        XCTAssertNil(effect.relativeInterval)
        XCTAssertTrue(
            effect.sentence.hasPrefix("With on: share of child-days at the limit up 27.2 percentage points"),
            effect.sentence)
        XCTAssertEqual(ExperimentMarkdownWriter.cells(effect)[1], "baseline near zero")
        let json = ExperimentReport.metricsJSON(experiment).serializedLine()
        XCTAssertTrue(json.contains("\"relativePercent\":null"), json)
        XCTAssertFalse(json.contains("\u{2212}"))
    }

    func testResultsJSONHoldsNumbers() {
        let json = ExperimentReport.metricsJSON(ExperimentFixtures.small()).serializedLine()
        XCTAssertTrue(json.contains("\"difference\":{\"mean\":23.4000,\"low95\":18.3176,\"high95\":28.4824,"), json)
        XCTAssertTrue(json.contains("\"relativePercent\":{\"mean\":10.0000,\"low95\":7.8280,\"high95\":12.1720}"), json)
        XCTAssertFalse(json.contains("\u{2212}"))
        XCTAssertFalse(json.contains("differenceToBaseline"))
    }

    func testThreeLargeExperimentsStayFarBelowTheSummaryLimit() {
        let experiments = ["a", "b", "c"].map {
            ExperimentFixtures.large(
                scenario: $0, variantCount: 6, seedCount: 20, dayCount: 28, metricCount: 10
            )
        }
        let markdown = ExperimentMarkdownWriter.render(experiments, title: "Sweeps")
        XCTAssertLessThan(markdown.utf8.count, 64 * 1024)
        XCTAssertEqual(markdown.components(separatedBy: "\n## ").count, 4)
        XCTAssertTrue(markdown.contains("| metric_9 (points) | setting 0 (baseline) |"))
    }

    func testWithoutABaselineEveryCellShowsItsLevel() {
        let experiment = ExperimentFixtures.single(dayCount: 3)
        let markdown = ExperimentMarkdownWriter.render([experiment], title: "Solo")
        XCTAssertTrue(markdown.contains("| points (points) | only (baseline) | 9.00 |\n"), markdown)
        XCTAssertTrue(markdown.contains("`solo` · 1 variant: only (baseline) · seed 7 · 3 whole days charted"))
    }
}
