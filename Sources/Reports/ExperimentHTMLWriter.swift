import Foundation

/// The experiments in `report.html`: each with its setup, summary table and one chart per
/// metric, in inline SVG.
public enum ExperimentHTMLWriter {
    /// The experiments' part of report.html: a note on the figures, then each experiment.
    static func sections(_ experiments: [ExperimentSeries]) -> String {
        var html =
            "<h2>Experiments</h2>\n<p class=\"note\">"
            + XMLEscaping.text(ExperimentMarkdownWriter.readingNote).replacingOccurrences(of: "`", with: "")
            + " The forest plot draws every relative change with its interval; bands in the daily charts span "
            + "each day's interval.</p>\n"
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
        let conclusions = experiment.judged(guards: false)
        if !conclusions.isEmpty {
            html +=
                "<p><strong>Decision</strong>: \(conclusions.filter(\.held).count) of "
                + "\(Plural.count(conclusions.count, "conclusion")) held.</p>\n" + list(conclusions, experiment)
        }
        let guards = experiment.judged(guards: true)
        if !guards.isEmpty {
            html += "<p><strong>Guardrails</strong> (one-sided, 95 %):</p>\n" + list(guards, experiment)
        }
        for note in experiment.notes { html += "<p class=\"note\">\(XMLEscaping.text(note))</p>\n" }
        if let forest = ExperimentForestPlot(experiment) { html += "<figure>\n" + forest.svg + "</figure>\n" }
        if !experiment.metrics.isEmpty { html += summaryTable(experiment) }
        if !experiment.segmentEffects.isEmpty { html += segmentTable(experiment.segmentEffects) }
        for metric in experiment.metrics {
            html += "<figure>\n" + ExperimentChart(metric: metric, of: experiment).svg + "</figure>\n"
        }
        return html + "</section>\n"
    }

    private static func list(
        _ items: [(text: String, held: Bool, sentence: String)], _ experiment: ExperimentSeries
    ) -> String {
        var html = "<ul class=\"conclusions\">\n"
        for item in items {
            html +=
                "<li><span class=\"\(item.held ? "pass" : "fail")\">"
                + "\(experiment.verdict(of: (item.text, item.held)))</span> "
                + (item.sentence.isEmpty ? "" : XMLEscaping.text(item.sentence) + " ")
                + "<code>\(XMLEscaping.text(item.text))</code></li>\n"
        }
        return html + "</ul>\n"
    }

    private static func segmentTable(_ effects: [SegmentEffect]) -> String {
        var html = "<p class=\"note\">\(XMLEscaping.text(SegmentEffect.note))</p>\n<table>\n<thead>\n<tr>"
        for title in SegmentEffect.header { html += "<th scope=\"col\">\(XMLEscaping.text(title))</th>" }
        html += "</tr>\n</thead>\n<tbody>\n"
        for effect in effects {
            let cells = effect.cells
            html += "<tr><th scope=\"row\">\(XMLEscaping.text(cells[0]))</th>"
            for cell in cells.dropFirst() { html += "<td>\(XMLEscaping.text(cell))</td>" }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }

    /// One row per metric and variant, as in summary.md: the level, the paired difference and
    /// the relative change.
    private static func summaryTable(_ experiment: ExperimentSeries) -> String {
        let hasBaseline = experiment.baselineIndex != nil && experiment.variants.count > 1
        var html = "<table>\n<thead>\n<tr><th scope=\"col\">Metric</th><th scope=\"col\">Variant</th>"
        html += "<th scope=\"col\">Level (95 %)</th>"
        if hasBaseline {
            html += "<th scope=\"col\">Difference to baseline (95 %)</th><th scope=\"col\">Relative change (95 %)</th>"
        }
        html += "</tr>\n</thead>\n<tbody>\n"
        for metric in experiment.metrics {
            for variantIndex in experiment.variants.indices {
                let effect = ExperimentEffect(metric: metric, variant: variantIndex, in: experiment)
                html += "<tr>"
                if variantIndex == 0 {
                    html +=
                        "<th scope=\"rowgroup\" rowspan=\"\(experiment.variants.count)\">"
                        + "\(XMLEscaping.text(metric.titleWithUnit))<br>"
                        + "<code>\(XMLEscaping.text(metric.name))</code></th>"
                }
                html += "<th scope=\"row\">\(XMLEscaping.text(experiment.variants[variantIndex].headingLabel))</th>"
                html += "<td>\(XMLEscaping.text(effect.level.text))</td>"
                if hasBaseline {
                    let cssClass = effect.difference?.includesZero ?? true ? "delta noise" : "delta"
                    for cell in ExperimentMarkdownWriter.cells(effect) {
                        html += "<td class=\"\(cssClass)\">\(XMLEscaping.text(cell))</td>"
                    }
                }
                html += "</tr>\n"
            }
        }
        return html + "</tbody>\n</table>\n"
    }
}
