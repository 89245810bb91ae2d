import Checkers
import ExpectationLanguage
import Reports

/// Checks a scenario's expectations over seeds against the runs of it that one invocation
/// made: the sample is every run that judged a session, one per seed.
enum OverSeedsJudgement {
    static func judge(_ entry: PlanSummary.Entry, results: ArraySlice<UnitResult>) -> OverSeedsReport {
        let samples = results.flatMap(\.figures.runSamples)
        guard entry.checksOverSeeds else {
            return OverSeedsReport(
                file: entry.file, name: entry.name, seeds: entry.seeds, isPartial: true,
                expectations: [], figures: [])
        }
        var figures: [SeedFigure] = []
        let expectations = entry.expectationsOverSeeds.map { written -> ExpectationReport in
            let (report, read) = check(written, samples: samples)
            for figure in read where !figures.contains(figure) { figures.append(figure) }
            return report
        }
        return OverSeedsReport(
            file: entry.file, name: entry.name, seeds: entry.seeds, isPartial: false, expectations: expectations,
            figures: figures.compactMap { figure in
                SeedDistribution(figure.values(in: samples)).map { distribution in
                    OverSeedsReport.Figure(
                        text: figure.text, unit: figure.isCount ? .count : .share, seeds: distribution.seeds,
                        mean: distribution.mean, low: distribution.low, high: distribution.high
                    )
                }
            }
        )
    }

    /// One expectation's verdict and the figures it read; one that cannot be evaluated is an error.
    static func check(_ written: ConclusionText, samples: [RunSample]) -> (ExpectationReport, [SeedFigure]) {
        func report(_ status: ExpectationReport.Status, _ evaluator: Evaluator?, _ message: String?)
            -> ExpectationReport
        {
            ExpectationReport(
                expression: written.text, line: written.line, column: written.column, checkedAt: nil,
                status: status, values: evaluator?.terms.map { ($0.text, $0.value.description) } ?? [],
                message: message)
        }
        guard case .success(let expectation) = ExpressionParser.parseExpectation(written.text) else {
            return (report(.error, nil, "the expectation no longer parses"), [])
        }
        var evaluator = Evaluator(source: expectation.text)
        let read = SeedFigure.figures(in: expectation.expression, evaluator: evaluator)
        do {
            let value = try evaluator.evaluate(
                expectation.expression, in: SeedDistributionEnvironment(samples: samples))
            return (report(value == .boolean(true) ? .passed : .failed, evaluator, nil), read)
        } catch {
            return (report(.error, evaluator, error.message), read)
        }
    }
}
