/// The experiments in `report.html`: each with its setup, summary table and one chart per
/// metric, in inline SVG.
public enum ExperimentHTMLWriter {
    /// The experiments' part of report.html: a note on the figures, then each experiment.
    static func sections(_ experiments: [ExperimentSeries]) -> String {
        var html =
            "<h2>Experiments</h2>\n<p class=\"note\">Means with 95 % confidence intervals across seeds (Student's t). "
            + "Differences are paired by seed against the baseline, as the same seed replays the same "
            + "children, in the metric's unit and (in brackets) in percent of the baseline's mean; "
            + "<span class=\"noise\">~</span> means noise alone could explain the difference (not that there is "
            + "none: <code>equivalent</code> tests that). "
            + "Bands in the charts span each day's interval.</p>\n"
        for experiment in experiments {
            html += section(experiment)
        }
        return html
    }

    static let style = """
        body { font-family: system-ui, sans-serif; color: #222; margin: 2rem auto; max-width: 62rem; \
        padding: 0 1rem; }
        h2 { margin-top: 2.5rem; border-bottom: 1px solid #ccc; }
        h3 { margin-top: 2rem; }
        .verdict { font-size: 1.6rem; font-weight: bold; padding: 0.6rem 1rem; color: #fff; border-radius: 4px; }
        .verdict.passed { background: #1a7f37; }
        .verdict.failed { background: #cf222e; }
        .pass { color: #1a7f37; font-weight: bold; }
        .fail { color: #cf222e; font-weight: bold; }
        .failure { border-left: 4px solid #cf222e; padding: 0.2rem 1rem; margin: 1rem 0; }
        .failure ul { padding-left: 1.2rem; }
        caption { text-align: left; font-weight: bold; padding: 0.3rem 0; }
        code { background: #f3f3f3; padding: 0 0.2rem; overflow-wrap: anywhere; }
        .note, .meta { color: #555; }
        table { border-collapse: collapse; font-variant-numeric: tabular-nums; margin: 1rem 0; }
        th, td { border: 1px solid #ddd; padding: 0.3rem 0.6rem; }
        td { text-align: right; white-space: nowrap; }
        th[scope=row] { text-align: left; font-weight: normal; }
        .delta { font-weight: bold; }
        .noise { color: #777; font-weight: normal; }
        .conclusions { list-style: none; padding-left: 0; }
        figure { margin: 1.5rem 0; }
        svg.chart { max-width: 100%; height: auto; font-size: 12px; }
        .chart-title { font-size: 15px; font-weight: bold; }
        .axis-title { font-size: 13px; }
        .grid { stroke: #e3e3e3; }
        .axis { stroke: #444; }
        .band { fill-opacity: 0.18; stroke: none; }
        .line { fill: none; stroke-width: 2; }

        """

    private static func section(_ experiment: ExperimentSeries) -> String {
        var html = "<section>\n<h3>\(XMLEscaping.text(experiment.title))</h3>\n"
        html +=
            "<p class=\"meta\">Scenario <code>\(XMLEscaping.text(experiment.scenario))</code> · "
            + "\(XMLEscaping.text(experiment.setup))</p>\n"
        if !experiment.metrics.isEmpty { html += summaryTable(experiment) }
        if !experiment.conclusions.isEmpty {
            html += "<ul class=\"conclusions\">\n"
            for conclusion in experiment.conclusions {
                html +=
                    "<li><span class=\"\(conclusion.held ? "pass" : "fail")\">"
                    + "\(experiment.verdict(of: conclusion))</span> "
                    + "<code>\(XMLEscaping.text(conclusion.text))</code></li>\n"
            }
            html += "</ul>\n"
        }
        for metric in experiment.metrics {
            html += "<figure>\n" + ExperimentChart(metric: metric, of: experiment).svg + "</figure>\n"
        }
        return html + "</section>\n"
    }

    /// Metrics down, variants across; each cell the level over the run and, for all but the
    /// baseline, the paired difference from it.
    private static func summaryTable(_ experiment: ExperimentSeries) -> String {
        var html = "<table>\n<thead>\n<tr><th scope=\"col\">Metric</th>"
        for variant in experiment.variants {
            html += "<th scope=\"col\">\(XMLEscaping.text(variant.headingLabel))</th>"
        }
        html += "</tr>\n</thead>\n<tbody>\n"
        for metric in experiment.metrics {
            html += "<tr><th scope=\"row\">\(XMLEscaping.text(metric.heading))</th>"
            for variantIndex in experiment.variants.indices {
                html += "<td>\(XMLEscaping.text(metric.runSummary(variant: variantIndex).text))"
                if let baselineIndex = experiment.baselineIndex,
                    let difference = metric.runDifference(variant: variantIndex, baseline: baselineIndex)
                {
                    let cssClass = difference.includesZero ? "delta noise" : "delta"
                    // The relative difference on a line of its own keeps three variants within the page.
                    let lines = difference.text.components(separatedBy: " (").map(XMLEscaping.text)
                    html += "<br><span class=\"\(cssClass)\">\(lines.joined(separator: "<br>("))</span>"
                }
                html += "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }
}
