/// `report.html`: every experiment with its summary table and one chart per metric, in one
/// self-contained file — inline style, inline SVG, no script and no link to anything — so it
/// can be attached to a CI run, mailed or opened offline and always looks the same.
public enum ExperimentHTMLWriter {
    public static func render(_ experiments: [ExperimentSeries], title: String) -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        html += "<title>\(XMLEscaping.text(title))</title>\n<style>\n\(style)</style>\n</head>\n<body>\n"
        html += "<h1>\(XMLEscaping.text(title))</h1>\n"
        html += "<p class=\"note\">Means with 95 % confidence intervals across seeds (Student's t). "
            + "Differences are paired by seed against the baseline, as the same seed replays the same "
            + "children; <span class=\"noise\">~</span> means noise alone could explain the difference. "
            + "Bands in the charts span each day's interval.</p>\n"
        for experiment in experiments {
            html += section(experiment)
        }
        return html + "</body>\n</html>\n"
    }

    private static let style = """
        body { font-family: system-ui, sans-serif; color: #222; margin: 2rem auto; max-width: 62rem; \
        padding: 0 1rem; }
        h2 { margin-top: 2.5rem; border-bottom: 1px solid #ccc; }
        .note, .meta { color: #555; }
        table { border-collapse: collapse; font-variant-numeric: tabular-nums; margin: 1rem 0; }
        th, td { border: 1px solid #ddd; padding: 0.3rem 0.6rem; }
        td { text-align: right; }
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
        var html = "<section>\n<h2>\(XMLEscaping.text(experiment.title))</h2>\n"
        let seedWord = experiment.seeds.count == 1 ? "seed" : "seeds"
        let dayWord = experiment.dayCount == 1 ? "day" : "days"
        html += "<p class=\"meta\">Scenario <code>\(XMLEscaping.text(experiment.scenario))</code> · "
            + "\(experiment.seeds.count) \(seedWord) · \(experiment.dayCount) simulated \(dayWord)</p>\n"
        if !experiment.metrics.isEmpty { html += summaryTable(experiment) }
        if !experiment.conclusions.isEmpty {
            html += "<ul class=\"conclusions\">\n"
            for conclusion in experiment.conclusions {
                html += "<li>\(conclusion.held ? "✅" : "❌") \(XMLEscaping.text(conclusion.text))</li>\n"
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
                   let difference = metric.runDifference(variant: variantIndex, baseline: baselineIndex) {
                    let cssClass = difference.includesZero ? "delta noise" : "delta"
                    html += "<br><span class=\"\(cssClass)\">\(XMLEscaping.text(difference.text))</span>"
                }
                html += "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n"
    }
}
