import Checkers
import ExpectationLanguage
import YAMLSubset

/// Gives `expect_over_seeds` its meaning: each function reads one anti-gaming figure's
/// distribution over the runs of a scenario, one run per seed. Without samples it checks the
/// expression against the file and returns placeholders.
struct SeedDistributionEnvironment: ExpressionEnvironment {
    /// One per run that judged a session, in seed order; nil while the file is checked.
    let samples: [RunSample]?

    static let functions: [(name: String, signature: String, meaning: String)] = [
        ("mean", "mean(figure)", "the figure's mean over the seeds that defined it"),
        (
            "percentile", "percentile(P, figure)",
            "the P-th percentile (0 ≤ P ≤ 100, a plain number) of the figure over the seeds that defined it, "
                + "linearly interpolated between the two nearest seeds"
        ),
        ("min", "min(figure)", "the figure's lowest value on any seed"),
        ("max", "max(figure)", "the figure's highest value on any seed"),
        (
            "seeds_defined", "seeds_defined(figure)",
            "the seeds that defined the figure (a recall is undefined on a seed with no gaming to catch)"
        ),
    ]

    static func isFunction(_ name: String) -> Bool { functions.contains { $0.name == name } }

    func call(
        _ name: String, arguments: [Argument], span: SourceSpan, evaluator: inout Evaluator
    ) throws(EvaluationError) -> Value {
        if SeedFigure.isFigure(name) {
            let text = evaluator.sourceText(of: span)
            throw EvaluationError(
                message: "\(text) differs from seed to seed: read its distribution", span: span,
                help: "e.g. mean(\(text)) or percentile(5, \(text))")
        }
        guard Self.isFunction(name) else {
            let known = Self.functions.map(\.name)
            throw EvaluationError(
                message: "unknown function '\(name)' in an expectation over seeds", span: span,
                help: NearestMatch.suggestion(for: name, among: known).map { "did you mean '\($0)'?" }
                    ?? "expectations over seeds use " + known.joined(separator: ", "))
        }
        let signature = Self.functions.first { $0.name == name }!.signature
        let wantsRank = name == "percentile"
        guard arguments.count == (wantsRank ? 2 : 1), arguments.allSatisfy({ $0.label == nil }) else {
            throw EvaluationError(
                message: "\(name)() takes \(wantsRank ? "a rank and a figure" : "one figure")",
                span: arguments.first { $0.label != nil }?.span ?? span,
                help:
                    "write \(signature), e.g. "
                    + "\(wantsRank ? "percentile(5, recall(moderate))" : "\(name)(recall(moderate))")"
            )
        }
        let rank = wantsRank ? try percentileRank(arguments[0], evaluator: &evaluator) : nil
        let figure = try SeedFigure(arguments[wantsRank ? 1 : 0].value, evaluator: evaluator)
        guard let samples else { return .number(name == "seeds_defined" ? 1 : 0.5) }
        let values = figure.values(in: samples)
        if name == "seeds_defined" { return .number(Double(values.count)) }
        guard !values.isEmpty else {
            throw EvaluationError(
                message: "\(figure.text) is undefined on every one of the \(samples.count) seeds",
                span: arguments[wantsRank ? 1 : 0].span,
                help: "a recall needs gaming to catch, a false-positive rate honest sessions")
        }
        let sorted = values.sorted()
        guard let lowest = sorted.first, let highest = sorted.last,
            let distribution = SeedDistribution(values)
        else { preconditionFailure("some seed defines the figure") }
        switch name {
        case "mean": return .number(distribution.mean)
        case "percentile":
            guard let rank else { preconditionFailure("a percentile is read with its rank") }
            return .number(SeedDistribution.percentile(rank, of: sorted))
        case "min": return .number(lowest)
        default: return .number(highest)
        }
    }

    func member(
        _ name: String, of base: Expression, span: SourceSpan, evaluator: inout Evaluator
    ) throws(EvaluationError) -> Value {
        throw EvaluationError(message: "expectations over seeds have no '.\(name)'", span: span, help: nil)
    }

    /// P of `percentile(P, …)`: a plain number from 0 to 100. `5%` would read as 0.05, the
    /// 0.05th percentile, so a percent sign is refused rather than silently misread.
    private func percentileRank(_ argument: Argument, evaluator: inout Evaluator) throws(EvaluationError) -> Double {
        let help = "write percentile(5, recall(moderate)) for the 5th percentile"
        if evaluator.sourceText(of: argument.value.span).hasSuffix("%") {
            throw EvaluationError(
                message: "a percentile's rank is a plain number from 0 to 100, not a percentage",
                span: argument.value.span, help: help)
        }
        guard case .number(let rank) = try evaluator.evaluate(argument.value, in: self), (0...100).contains(rank) else {
            throw EvaluationError(
                message: "a percentile's rank is a number from 0 to 100", span: argument.value.span,
                help: help)
        }
        return rank
    }
}
