import Checkers
import ExpectationLanguage
import Reports

/// Every report of a run, built from the plan's summary and the results of its units — the
/// same function whether the units ran in this process, on several threads, or in shards
/// merged afterwards, so the reports are the same bytes in every case.
public struct RunOutputs: Sendable {
    public let report: RunReport
    public let experiments: [ExperimentSeries]
    /// The anti-gaming figures over every run.
    public let antiGaming: AntiGamingFigures
    /// Whether any scenario of the run is about anti-gaming: only then do the reports show
    /// the figures.
    public let judgesAntiGaming: Bool

    /// The parts of the human reports that only some runs are about.
    public var sections: [ReportSection] {
        (judgesAntiGaming ? [antiGaming.section] : []) + report.overSeeds.map(\.section)
            + [SyncSection.make(report.scenarios)].compactMap { $0 }
    }

    /// report.html's parts: the same, and the pictures a CI job summary has no room for.
    public var htmlSections: [ReportSection] {
        sections + [TimelineSection.make(report.scenarios)].compactMap { $0 }
    }

    /// `summary.md`: short enough for a CI job summary.
    public var summaryMarkdown: String {
        RunSummaryWriter.render(report, sections: sections, experiments: experiments)
    }

    public var html: String {
        RunHTMLWriter.render(report, sections: htmlSections, experiments: experiments)
    }

    public var csv: String? {
        experiments.isEmpty ? nil : ExperimentCSVWriter.render(experiments)
    }
}

public enum RunAssembly {
    /// `results` must be the plan's units, each once, in plan order.
    public static func assemble(_ summary: PlanSummary, results: [UnitResult], tool: String) -> RunOutputs {
        precondition(results.map(\.unitIndex) == Array(0..<summary.unitCount), "every unit once, in order")
        var figures = AntiGamingFigures()
        for result in results { figures.add(result.figures) }
        var experiments: [ExperimentSeries] = []
        var verdicts: [ExperimentReport] = []
        var sometimes: [SometimesReport] = []
        var overSeeds: [OverSeedsReport] = []
        var start = 0
        for entry in summary.entries {
            let count = entry.variants.count * entry.seeds.count
            defer { start += count }
            if !entry.sometimes.isEmpty {
                sometimes.append(judgeSometimes(entry, results: results[start..<(start + count)]))
            }
            if !entry.expectationsOverSeeds.isEmpty {
                overSeeds.append(OverSeedsJudgement.judge(entry, results: results[start..<(start + count)]))
            }
            guard entry.isSweep else { continue }
            let (series, verdict) = experiment(entry, results: Array(results[start..<(start + count)]))
            experiments.append(series)
            verdicts.append(verdict)
        }
        let report = RunReport(
            tool: tool, scenarios: results.map(\.report),
            antiGaming: figures.hasSessions ? figures.json : nil, experiments: verdicts, sometimes: sometimes,
            overSeeds: overSeeds
        )
        return RunOutputs(
            report: report, experiments: experiments, antiGaming: figures,
            judgesAntiGaming: summary.entries.contains(where: \.judgesAntiGaming))
    }

    /// The reports of a run stopped at its first failure (`--fail-fast`): the runs done, in
    /// plan order, and neither experiments nor anti-gaming figures, which speak of whole runs.
    public static func assembleStopped(results: [UnitResult], tool: String) -> RunOutputs {
        RunOutputs(
            report: RunReport(tool: tool, scenarios: results.map(\.report)), experiments: [],
            antiGaming: AntiGamingFigures(), judgesAntiGaming: false)
    }

    /// Each of the entry's `sometimes` properties with how many of its runs (`results`) reached it.
    static func judgeSometimes(_ entry: PlanSummary.Entry, results: ArraySlice<UnitResult>) -> SometimesReport {
        SometimesReport(
            file: entry.file, name: entry.name, runCount: results.count,
            properties: entry.sometimes.map { property in
                SometimesReport.Property(
                    text: property.text, line: property.line, column: property.column,
                    runsReached: results.filter { $0.reached.contains(property.text) }.count)
            }
        )
    }

    /// One sweep's series and verdict; `results` are its units, variant by variant, seed by seed.
    static func experiment(_ entry: PlanSummary.Entry, results: [UnitResult]) -> (ExperimentSeries, ExperimentReport) {
        let seedCount = entry.seeds.count
        let metrics = ExperimentMetric.all.enumerated().map { metricIndex, metric -> ExperimentSeries.Metric in
            let values = entry.variants.indices.map { variant in
                (0..<seedCount).map { seed in
                    results[variant * seedCount + seed].measures[metricIndex].prefix(entry.dayCount)
                        .map { Double($0) / 1_000_000 }
                }
            }
            return ExperimentSeries.Metric(
                name: metric.name, unit: metric.unit, values: values,
                runValues: values.map { $0.map(metric.overRun) }, title: metric.title)
        }
        let sweep = SweepSpec(
            variants: entry.variants.map { text in
                SweepVariant(
                    assignments: text.assignments.map { name, value in
                        guard let parameter = SweepParameter(name: name),
                            case .success(let parsed) = parameter.parse(value)
                        else {
                            preconditionFailure("a plan's values parse: they were checked when it was made or read")
                        }
                        return SweepVariant.Assignment(parameter: parameter, text: value, value: parsed)
                    })
            },
            baselineIndex: entry.baselineIndex, seeds: entry.seeds
        )
        var judgement = ExperimentJudgement(
            sweep: sweep, conclusions: entry.conclusions, runValues: metrics.map(\.runValues))
        judgement.level = entry.conclusionLevel
        let conclusions = judgement.reports()
        let variants = entry.variants.indices.map {
            ExperimentSeries.Variant(
                label: entry.variants[$0].label, isBaseline: !entry.isPartial && $0 == entry.baselineIndex)
        }
        let draft = ExperimentSeries(
            scenario: entry.file, title: entry.name, variants: variants, seeds: entry.seeds, dayCount: entry.dayCount,
            metrics: metrics)
        let details = entry.isPartial ? [] : judgement.details(draft)
        let metricCount = ExperimentMetric.all.count
        let kindRunValues = entry.segmentKinds.indices.map { kind in
            ExperimentMetric.all.enumerated().map { metricIndex, metric in
                entry.variants.indices.map { variant in
                    (0..<seedCount).map { seed in
                        let row = results[variant * seedCount + seed].measures[(kind + 1) * metricCount + metricIndex]
                        return metric.overRun(row.prefix(entry.dayCount).map { Double($0) / 1_000_000 })
                    }
                }
            }
        }
        let segments =
            entry.isPartial
            ? [] : judgement.segmentEffects(kinds: entry.segmentKinds, kindRunValues: kindRunValues, metrics: metrics)
        let health = ExperimentHealth.note(variants: entry.variants.map(\.label), seeds: entry.seeds, results: results)
        let notes = [entry.sequentialNote, judgement.correctionNote, health].compactMap { $0 }
        // Every metric is judged; the report lists those shown by default and any a conclusion names.
        let shown = ExperimentMetric.shown(naming: entry.conclusions.map(\.text))
        let series = ExperimentSeries(
            scenario: entry.file, title: entry.name, variants: variants, seeds: entry.seeds, dayCount: entry.dayCount,
            metrics: zip(metrics, shown).filter(\.1).map(\.0),
            conclusions: zip(entry.conclusions, conclusions).map { ($0.text, $1.status == .passed) },
            isPartial: entry.isPartial, population: entry.setup, conclusionDetails: details, notes: notes,
            segmentEffects: segments
        )
        var verdict = ExperimentReport(
            file: entry.file, name: entry.name, variants: entry.variants.map(\.label),
            baseline: entry.isPartial ? nil : entry.variants[entry.baselineIndex].label, seedCount: seedCount,
            conclusions: conclusions, metrics: ExperimentReport.metricsJSON(series), isPartial: entry.isPartial
        )
        verdict.details = details
        verdict.notes = notes
        verdict.segmentEffects = segments
        return (series, verdict)
    }

    /// Checks one conclusion against the data; a conclusion that cannot be evaluated is an error.
    static func conclude(_ conclusion: ConclusionText, environment: ConclusionEnvironment) -> ExpectationReport {
        let failedToRead = { (message: String) in
            ExpectationReport(
                expression: conclusion.text, line: conclusion.line, column: conclusion.column,
                checkedAt: nil, status: .error, values: [], message: message)
        }
        guard case .success(let expectation) = ExpressionParser.parseExpectation(conclusion.text) else {
            return failedToRead("the conclusion no longer parses")
        }
        var evaluator = Evaluator(source: expectation.text)
        do {
            let value = try evaluator.evaluate(
                expectation.expression, in: environment)
            return ExpectationReport(
                expression: conclusion.text, line: conclusion.line, column: conclusion.column, checkedAt: nil,
                status: value == .boolean(true) ? .passed : .failed,
                values: evaluator.terms.map { ($0.text, $0.value.description) }, message: nil
            )
        } catch {
            return ExpectationReport(
                expression: conclusion.text, line: conclusion.line, column: conclusion.column, checkedAt: nil,
                status: .error, values: evaluator.terms.map { ($0.text, $0.value.description) }, message: error.message
            )
        }
    }
}
