/// `summary.md`: the headline of every experiment for a CI job summary, which must stay well
/// under its 1 MiB limit. The daily curves live in `report.html`; this holds, per experiment,
/// the decision in sentences and one table of the run-level figures.
public enum ExperimentMarkdownWriter {
    /// How every experiment table reads, for the note above them.
    static let readingNote =
        "Each conclusion is first said in a sentence, then written as checked. In the tables, each "
        + "variant's level is the mean over seeds with its 95 % confidence interval (Student's t); the "
        + "difference is paired by seed against the baseline, with its 95 % interval; the relative change "
        + "is shown only where the baseline's mean is at least a tenth of the largest variant's (near zero a "
        + "percentage explodes). `~` means noise alone could explain the difference (not that there is none: "
        + "`equivalent` tests that)."

    /// `level`: the heading level of `title`; each experiment's heading is one below.
    public static func render(_ experiments: [ExperimentSeries], title: String, level: Int = 1) -> String {
        var output = String(repeating: "#", count: level) + " \(title)\n\n"
        output += readingNote + "\n"
        for experiment in experiments {
            output += "\n" + String(repeating: "#", count: level) + section(experiment)
        }
        return output
    }

    private static func section(_ experiment: ExperimentSeries) -> String {
        var output = "# \(experiment.title)\n\n"
        output += "`\(experiment.scenario)` · \(experiment.setup)\n\n"
        let conclusions = experiment.judged(guards: false)
        if !conclusions.isEmpty {
            let held = conclusions.filter(\.held).count
            output += "**Decision**: \(held) of \(Plural.count(conclusions.count, "conclusion")) held.\n\n"
            output += list(conclusions, experiment: experiment)
        }
        let guards = experiment.judged(guards: true)
        if !guards.isEmpty {
            output += "\n**Guardrails** (one-sided, 95 %):\n\n" + list(guards, experiment: experiment)
        }
        if !experiment.notes.isEmpty {
            output += "\n" + experiment.notes.map { "_\($0)_\n" }.joined(separator: "\n")
        }
        if !experiment.metrics.isEmpty { output += "\n" + table(experiment) }
        if !experiment.segmentEffects.isEmpty {
            output +=
                "\n" + SegmentEffect.note + "\n\n"
                + MarkdownTable.render(
                    header: SegmentEffect.header, rows: experiment.segmentEffects.map(\.cells),
                    alignments: [.left, .left, .right, .right, .left])
        }
        return output
    }

    private static func list(
        _ items: [(text: String, held: Bool, sentence: String)], experiment: ExperimentSeries
    ) -> String {
        items.map { item in
            let verdict = experiment.verdict(of: (item.text, item.held))
            return item.sentence.isEmpty
                ? "- \(verdict): `\(item.text)`\n" : "- \(verdict): \(item.sentence) (`\(item.text)`)\n"
        }.joined()
    }

    /// One row per metric and variant: the level, then the paired difference and relative change.
    private static func table(_ experiment: ExperimentSeries) -> String {
        let hasBaseline = experiment.baselineIndex != nil && experiment.variants.count > 1
        let header =
            ["Metric", "Variant", "Level (95 %)"]
            + (hasBaseline ? ["Difference to baseline (95 %)", "Relative change (95 %)"] : [])
        var rows: [[String]] = []
        for metric in experiment.metrics {
            for variantIndex in experiment.variants.indices {
                let effect = ExperimentEffect(metric: metric, variant: variantIndex, in: experiment)
                var row = [
                    variantIndex == 0 ? metric.titleWithUnit : "", experiment.variants[variantIndex].headingLabel,
                    effect.level.text,
                ]
                if hasBaseline { row += cells(effect) }
                rows.append(row)
            }
        }
        let alignments =
            [MarkdownAlignment.left, .left, .right] + (hasBaseline ? [MarkdownAlignment.right, .right] : [])
        return MarkdownTable.render(header: header, rows: rows, alignments: alignments)
    }

    /// The difference and relative-change cells of one variant: blank for the baseline.
    static func cells(_ effect: ExperimentEffect) -> [String] {
        guard let difference = effect.difference else { return ["", ""] }
        guard !difference.includesZero, let interval = effect.differenceInterval else { return ["~", "~"] }
        let digits = effect.fractionDigits
        let absolute =
            DecimalText.signed(difference.difference.mean, fractionDigits: digits) + " ("
            + DecimalText.signed(interval.low, fractionDigits: digits) + " to "
            + DecimalText.signed(interval.high, fractionDigits: digits) + ")"
        guard let relative = effect.relativeInterval else { return [absolute, "baseline near zero"] }
        let relativeText =
            DecimalText.signed(relative.mean, fractionDigits: 1) + " % ("
            + DecimalText.signed(relative.low, fractionDigits: 1) + " to "
            + DecimalText.signed(relative.high, fractionDigits: 1) + " %)"
        return [absolute, relativeText]
    }
}
