import AntiGaming
import Reports

/// What expectations can call: the run's functions (`expect`), a sweep's (`conclude`) and a
/// sample of seeds' (`expect_over_seeds`), from the catalogues the evaluators use.
public enum FunctionsReference {
    public static var page: ReferencePage {
        let levels = ValidationStrictness.allCases.map { ReferencePage.code($0.rawValue) }.joined(separator: ", ")
        return ReferencePage(
            title: "Expectation functions",
            summary: "The functions and samples `expect` can call, the metrics and functions of a sweep's "
                + "`conclude`, and the figures and functions of `expect_over_seeds`.",
            blocks: [
                "## `expect`",
                "`rewardsim functions` prints the same table.",
                ExpectationReference.markdown,
                "## `conclude`",
                "A conclusion calls a function on a metric, with labels that pick a variant "
                    + "(`mean(reward_minutes_per_day, conversion_rate: 15)`; none: the baseline).",
                MarkdownTable.render(
                    header: ["function", "value", "meaning"],
                    rows: ConclusionEnvironment.functions.map { [ReferencePage.code($0.name), $0.result, $0.meaning] }
                ),
                "### Metrics",
                MarkdownTable.render(
                    header: ["metric", "unit", "meaning"],
                    rows: ExperimentMetric.all.map { [ReferencePage.code($0.name), $0.unit, $0.meaning] }
                ),
                "## `expect_over_seeds`",
                "An expectation over seeds reads a figure's distribution over the sample's seeds. The figures, "
                    + "each at a strictness level (" + levels + "): "
                    + SeedFigure.names.map { ReferencePage.code("\($0)(level)") }.joined(separator: ", ") + ".",
                MarkdownTable.render(
                    header: ["function", "meaning"],
                    rows: SeedDistributionEnvironment.functions.map { [ReferencePage.code($0.signature), $0.meaning] }
                ),
            ]
        )
    }
}
