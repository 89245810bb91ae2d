/// `summary.md`, fit for a CI job summary: the verdict in words, then each failure with the
/// expectation or checker, the values it read, when it first failed, the seed and the command
/// that reproduces it; then the sections the run is about (anti-gaming, experiments).
public enum RunSummaryWriter {
    /// GitHub accepts at most 1 MiB per step summary; half leaves room for other steps.
    static let bytesMax = 512 * 1_024

    public static func render(_ report: RunReport, sections: [ReportSection], experiments: [ExperimentSeries]) -> String
    {
        var text = "# rewardsim: \(report.verdictWord)\n\n**\(report.verdictWord)**: \(report.verdictDetail).\n\n"
        let (failed, more) = report.failedScenarios(limit: RunReport.failuresShownMax)
        let failedExperiments = report.experiments.filter { !$0.isPartial && $0.status == .failed }
        let unreached = report.sometimes.filter { $0.status == .failed }
        let failedOverSeeds = report.overSeeds.filter { !$0.isPartial && $0.status == .failed }
        if !failed.isEmpty || !failedExperiments.isEmpty || !unreached.isEmpty || !failedOverSeeds.isEmpty {
            text += "## Failures\n\n"
            for scenario in failed { text += failure(scenario) }
            if more > 0 { text += "… and \(more) more failed runs: see junit.xml or results.json.\n\n" }
            for experiment in failedExperiments { text += failure(experiment) }
            for sometimes in unreached { text += failure(sometimes) }
            for overSeeds in failedOverSeeds { text += failure(overSeeds) }
        }
        // A run of experiments alone leads with them: they are what it is about.
        let experimentsLead = !experiments.isEmpty && report.scenarios.allSatisfy { $0.variant != nil }
        if experimentsLead { text += ExperimentMarkdownWriter.render(experiments, title: "Experiments", level: 2) }
        for section in sections { text += section.markdown + "\n" }
        if !experiments.isEmpty && !experimentsLead {
            text += ExperimentMarkdownWriter.render(experiments, title: "Experiments", level: 2)
        }
        return MarkdownDocument.truncated(
            text, toBytes: bytesMax, note: "_(cut to fit; see report.html and results.json)_")
    }

    private static func failure(_ scenario: ScenarioReport) -> String {
        var text = "### `\(scenario.file)`: \(scenario.runTitle)\n\n"
        if let error = scenario.error { text += "- \(error)\n" }
        for expectation in scenario.failures {
            text += expectationLines(expectation, when: expectation.whereAndWhen)
        }
        for warning in scenario.warnings { text += "- warning: \(warning)\n" }
        if let note = scenario.note { text += "- note: \(note)\n" }
        return text + "- seed: \(scenario.seed)\n- reproduce: `\(scenario.reproduce)`\n\n"
    }

    private static func failure(_ experiment: ExperimentReport) -> String {
        var text =
            "### `\(experiment.file)`: \(experiment.name) (conclusions over "
            + "\(Plural.count(experiment.variants.count, "variant")) × "
            + "\(Plural.count(experiment.seedCount, "seed")))\n\n"
        for conclusion in experiment.conclusions where conclusion.status != .passed {
            text += expectationLines(conclusion, when: "line \(conclusion.line), column \(conclusion.column)")
        }
        return text + "- reproduce: `swift run -c release rewardsim run \(experiment.file)`\n\n"
    }

    private static func failure(_ sometimes: SometimesReport) -> String {
        "### `\(sometimes.file)`: \(sometimes.title)\n\n" + sometimes.unreachedLines.map { "- \($0)\n" }.joined() + "\n"
    }

    private static func failure(_ overSeeds: OverSeedsReport) -> String {
        var text = "### `\(overSeeds.file)`: \(overSeeds.title)\n\n"
        for expectation in overSeeds.expectations where expectation.status != .passed {
            text += expectationLines(expectation, when: "line \(expectation.line), column \(expectation.column)")
        }
        for line in overSeeds.figureLines { text += "- \(line)\n" }
        return text + "- reproduce: `\(overSeeds.reproduce)`\n\n"
    }

    private static func expectationLines(_ expectation: ExpectationReport, when: String) -> String {
        var text =
            "- \(expectation.status == .error ? "could not check" : "failed"): `\(expectation.expression)` (\(when))\n"
        for (expression, value) in expectation.values { text += "  - `\(expression)` = \(value)\n" }
        if let message = expectation.message { text += "  - \(message)\n" }
        return text
    }
}
