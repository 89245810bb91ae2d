/// `summary.md`: the headline of every experiment for a CI job summary, which must stay well
/// under its 1 MiB limit. The daily curves live in `report.html`; this holds one table per
/// experiment, the run-level figures only.
public enum ExperimentMarkdownWriter {
    /// `level`: the heading level of `title`; each experiment's heading is one below.
    public static func render(_ experiments: [ExperimentSeries], title: String, level: Int = 1) -> String {
        var output = String(repeating: "#", count: level) + " \(title)\n\n"
        output +=
            "Means with 95 % confidence intervals across seeds. Differences are paired by seed "
            + "against the baseline, in the metric's unit and (in brackets) in percent of the baseline's mean; `~` "
            + "means "
            + "noise alone could explain the difference (not that there is none: `equivalent` tests that).\n"
        for experiment in experiments {
            output += "\n" + String(repeating: "#", count: level) + section(experiment)
        }
        return output
    }

    private static func section(_ experiment: ExperimentSeries) -> String {
        var output = "# \(experiment.title)\n\n"
        output += "`\(experiment.scenario)` · \(experiment.setup)\n\n"
        if !experiment.metrics.isEmpty { output += table(experiment) }
        if !experiment.conclusions.isEmpty {
            output += "\n"
            for conclusion in experiment.conclusions {
                output += "- \(experiment.verdict(of: conclusion)): `\(conclusion.text)`\n"
            }
        }
        return output
    }

    /// Metrics down, variants across. The baseline's cell shows its level; every other cell
    /// the difference from it, or the level when there is no baseline to compare with.
    private static func table(_ experiment: ExperimentSeries) -> String {
        let baselineIndex = experiment.baselineIndex
        let header = ["Metric"] + experiment.variants.map(\.headingLabel)
        let rows = experiment.metrics.map { metric in
            [metric.heading]
                + experiment.variants.indices.map { variantIndex in
                    guard let baselineIndex,
                        let difference = metric.runDifference(variant: variantIndex, baseline: baselineIndex)
                    else { return metric.runSummary(variant: variantIndex).text }
                    return difference.text
                }
        }
        let alignments = [MarkdownAlignment.left] + experiment.variants.map { _ in MarkdownAlignment.right }
        return MarkdownTable.render(header: header, rows: rows, alignments: alignments)
    }
}
