import Reports
import XCTest

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
    func testRendersTheHeadlineTableAndConclusions() {
        // Run totals 230 and 238 for the baseline: mean 234, sd 5.657, half-width
        // 12.706 · 5.657 / √2 = 50.8. The variant is 10 % more, so the paired differences
        // 23 and 23.8 have mean 23.4 (10 %), sd 0.5657 and half-width 5.08 (2.17 % of 234).
        let markdown = ExperimentMarkdownWriter.render([ExperimentFixtures.small()], title: "Experiments")
        XCTAssertEqual(
            markdown,
            """
            # Experiments

            Means with 95 % confidence intervals across seeds. Differences are paired by seed \
            against the baseline, in the metric's unit and (in brackets) in percent of the baseline's mean; `~` means \
            noise alone could explain the difference (not that there is none: `equivalent` tests that).

            ## Weekly cap

            `weekly-cap` · 2 variants: standard (baseline); double points · 2 seeds (11, 12) · 2 whole days charted

            | Metric | standard (baseline) | double points |
            | :--- | ---: | ---: |
            | reward_minutes (min) | 234 ± 51 | +23.4 ± 5.1 (+10.0 % ± 2.2 %) |
            | redemptions | 5.00 ± 0.00 | ~ |

            - held: `reward minutes rise`
            - FAILED: `redemptions fall`

            """)
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
        XCTAssertTrue(markdown.contains("| metric_9 (points) |"))
    }

    func testWithoutABaselineEveryCellShowsItsLevel() {
        let experiment = ExperimentFixtures.single(dayCount: 3)
        let markdown = ExperimentMarkdownWriter.render([experiment], title: "Solo")
        XCTAssertTrue(markdown.contains("| points (points) | 9.00 |\n"), markdown)
        XCTAssertTrue(markdown.contains("`solo` · 1 variant: only (baseline) · seed 7 · 3 whole days charted"))
    }
}
