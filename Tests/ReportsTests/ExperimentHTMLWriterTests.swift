import Reports
import XCTest

final class ExperimentHTMLWriterTests: XCTestCase {
    private func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    /// The experiments as report.html shows them, in a run with no other scenario.
    private func render(_ experiments: [ExperimentSeries]) -> String {
        RunHTMLWriter.render(RunReport(tool: "rewardsim test", scenarios: []), sections: [], experiments: experiments)
    }

    /// The report without its forest plots: the daily charts and the tables.
    private func daily(_ html: String) -> String {
        var parts = html.components(separatedBy: "<svg class=\"chart forest\"")
        for index in parts.indices.dropFirst() {
            parts[index] = parts[index].components(separatedBy: "</svg>").dropFirst().joined(separator: "</svg>")
        }
        return parts.joined()
    }

    func testTheReportIsSelfContained() {
        let experiments = [ExperimentFixtures.small(), ExperimentFixtures.single(dayCount: 1)]
        let html = render(experiments).lowercased()
        XCTAssertTrue(html.hasPrefix("<!doctype html>\n"))
        for forbidden in ["http", "<script", "javascript:", " src=", " href=", "url(", "@import", "<link"] {
            XCTAssertFalse(html.contains(forbidden), forbidden)
        }
        XCTAssertTrue(html.hasSuffix("</html>\n"))
    }

    func testEachMetricGetsAChartWithTitleAxesAndLegend() {
        let html = daily(render([ExperimentFixtures.small()]))
        XCTAssertEqual(occurrences(of: "<svg ", in: html), 2)
        XCTAssertEqual(occurrences(of: "</svg>", in: html), 2)
        XCTAssertTrue(html.contains("<title>reward_minutes, by simulated day</title>"))
        XCTAssertTrue(html.contains(">reward_minutes (min)</text>"))
        XCTAssertEqual(occurrences(of: ">Simulated day</text>", in: html), 2)
        // Legend entries: one per variant in each chart, the baseline marked.
        XCTAssertEqual(occurrences(of: ">standard (baseline)</text>", in: html), 2)
        XCTAssertEqual(occurrences(of: ">double points</text>", in: html), 2)
        XCTAssertEqual(occurrences(of: "<polyline ", in: html), 4)
        XCTAssertEqual(occurrences(of: "<polygon class=\"band\"", in: html), 4)
    }

    func testTheValueAxisHasNiceTickLabels() {
        // Daily means: baseline 112 and 122, variant 123.2 and 134.2. Two seeds give wide
        // bands (half-width 12.706 · sd / √2: 25.4 for the baseline, 28.0 for the variant),
        // so the data spans 86.6…162.2; 75.6 / 5 intervals is nearest a step of 20.
        let html = daily(render([ExperimentFixtures.small()]))
        let rewardChart = html.components(separatedBy: "<svg ")[1]
        for label in ["80", "100", "120", "140", "160", "180"] {
            XCTAssertTrue(rewardChart.contains("text-anchor=\"end\">\(label)</text>"), label)
        }
        XCTAssertFalse(rewardChart.contains("text-anchor=\"end\">60</text>"))
        XCTAssertFalse(rewardChart.contains("text-anchor=\"end\">200</text>"))
    }

    func testTheSummaryTableShowsLevelsAndPairedDifferences() {
        let html = render([ExperimentFixtures.small()])
        XCTAssertTrue(
            html.contains(
                "<th scope=\"row\">double points</th><td>257 ± 56</td>"
                    + "<td class=\"delta\">+23.4 (+18.3 to +28.5)</td>"
                    + "<td class=\"delta\">+10.0 % (+7.8 to +12.2 %)</td>"
            ), html)
        XCTAssertTrue(html.contains("<td class=\"delta noise\">~</td>"))
        XCTAssertTrue(html.contains("<p><strong>Decision</strong>: 1 of 2 conclusions held.</p>"))
        XCTAssertTrue(html.contains("<li><span class=\"fail\">FAILED</span> <code>redemptions fall</code></li>"))
        XCTAssertFalse(html.contains("❌"))
    }

    /// Every effect with a relative change is a row of the forest plot: a dot at the change and
    /// a line across its 95 % interval (+10.0 %, from +7.8 % to +12.2 %), grey within the noise.
    func testTheForestPlotDrawsEveryRelativeChangeWithItsInterval() {
        let html = render([ExperimentFixtures.small()])
        let forest = html.components(separatedBy: "<svg class=\"chart forest\"")[1].components(separatedBy: "</svg>")[0]
        XCTAssertTrue(forest.contains("<title>Effects against the baseline, in % of its mean (95 % intervals)</title>"))
        XCTAssertEqual(occurrences(of: "<circle ", in: forest), 2)
        XCTAssertTrue(forest.contains(">reward_minutes · double points</text>"))
        XCTAssertTrue(forest.contains("stroke=\"#888888\""), "redemptions do not change: grey")
        let large = render([
            ExperimentFixtures.large(scenario: "six", variantCount: 6, seedCount: 5, dayCount: 3, metricCount: 2)
        ])
        let largeForest = large.components(separatedBy: "chart forest")[1].components(separatedBy: "</svg>")[0]
        XCTAssertEqual(occurrences(of: "<circle ", in: largeForest), 10)
    }

    func testAllTextIsEscaped() {
        let experiment = ExperimentFixtures.small(scenario: "a&b", title: "<Cap> & \"friends\"")
        let html = render([experiment])
        XCTAssertTrue(html.contains("<h3>&lt;Cap&gt; &amp; \"friends\"</h3>"))
        XCTAssertTrue(html.contains("<code>a&amp;b</code>"))
        XCTAssertFalse(html.contains("<Cap>"))
    }

    func testOneVariantWithOneSeedDrawsADottedLineWithoutABand() {
        let html = render([ExperimentFixtures.single(dayCount: 3)])
        XCTAssertEqual(occurrences(of: "<svg ", in: html), 1, "one variant: no forest plot")
        XCTAssertEqual(occurrences(of: "<polygon", in: html), 0)
        XCTAssertEqual(occurrences(of: "<circle ", in: html), 3)
        XCTAssertTrue(html.contains("<td>9.00</td>"))
        XCTAssertFalse(html.contains("class=\"delta"))
        let oneDay = render([ExperimentFixtures.single(dayCount: 1)])
        XCTAssertEqual(occurrences(of: "<circle ", in: oneDay), 1)
        XCTAssertFalse(oneDay.contains("nan"))
    }

    func testSixVariantsGetSixDistinctColoursAndLegendEntries() {
        let experiment = ExperimentFixtures.large(
            scenario: "six", variantCount: 6, seedCount: 5, dayCount: 28, metricCount: 1
        )
        let html = daily(render([experiment]))
        XCTAssertEqual(occurrences(of: "<polyline ", in: html), 6)
        XCTAssertEqual(occurrences(of: "<polygon ", in: html), 6)
        XCTAssertEqual(occurrences(of: "<circle ", in: html), 0)
        XCTAssertEqual(occurrences(of: "<g class=\"legend\">", in: html), 6)
        let strokes = html.components(separatedBy: "<polyline class=\"line\" stroke=\"").dropFirst()
            .map { $0.prefix(7) }
        XCTAssertEqual(Set(strokes).count, 6)
        for day in ["1", "5", "10", "15", "20", "25"] {
            XCTAssertTrue(html.contains("text-anchor=\"middle\">\(day)</text>"), day)
        }
        XCTAssertFalse(html.contains("text-anchor=\"middle\">0</text>"), "there is no day 0")
        XCTAssertFalse(html.contains("text-anchor=\"middle\">30</text>"), "the axis ends on the last day, 28")
    }

    /// Thirteen days once gave a step of 2.5 days; bands of figures that are never negative
    /// stopped at zero.
    func testDayTicksAreWholeDaysAndNoBandOrAxisGoesBelowZero() {
        let experiment = ExperimentFixtures.large(
            scenario: "x", variantCount: 2, seedCount: 2, dayCount: 13, metricCount: 1)
        let html = daily(render([experiment]))
        let dayTicks = html.components(separatedBy: "text-anchor=\"middle\">").dropFirst().map {
            $0.prefix { $0 != "<" }
        }
        .filter { Double($0) != nil }
        XCTAssertEqual(dayTicks, ["1", "2", "4", "6", "8", "10", "12"])
        let single = ExperimentFixtures.single(dayCount: 3)
        XCTAssertFalse(render([single]).contains("text-anchor=\"end\">-"))
        let wide = ExperimentFixtures.small()
        XCTAssertFalse(render([wide]).contains("text-anchor=\"end\">-"))
    }

    func testTheSameInputGivesTheSameBytes() {
        let renderOnce = {
            let experiment = ExperimentFixtures.large(
                scenario: "x", variantCount: 3, seedCount: 4, dayCount: 9, metricCount: 2
            )
            return self.render([experiment])
        }
        let first = renderOnce()
        XCTAssertEqual(first, renderOnce())
        XCTAssertEqual(first.utf8.count, renderOnce().utf8.count)
    }
}
