import ExpectationLanguage
import Reports
import YAMLSubset

/// Gives an experiment's conclusions their meaning: `mean`, `delta` and `significant` of a
/// metric for the variant that labelled arguments pick (`conversion_rate: 15`). Without run
/// values it checks the expression against the sweep and returns placeholders.
struct ConclusionEnvironment: ExpressionEnvironment {
    let sweep: SweepSpec
    /// runValues[metric][variant][seed], metrics in `ExperimentMetric.all` order; nil before the runs.
    let runValues: [[[Double]]]?
    /// The Holm-adjusted p-value of each `significant` question of the file, by ``questionKey``;
    /// empty: `significant` reads the 95 % interval alone.
    var adjustedPValues: [String: Double] = [:]
    /// The two-sided level a `significant` question is judged at, and the one-sided level of a
    /// guardrail: 5 %, or a sequential look's nominal level (``GroupSequentialBoundaries``).
    var level = 0.05

    static let functions: [(name: String, result: String, meaning: String)] = [
        ("mean", "number", "the metric's mean over the seeds, for the variant the labels pick (none: the baseline)"),
        ("delta", "number", "the paired difference to the baseline, in percent of the baseline's mean"),
        (
            "significant", "boolean",
            "whether the paired difference is significant at 5 %: its p-value (paired t test), Holm-corrected "
                + "across the file's significant() questions, is at most 0.05"
        ),
        ("difference", "number", "the paired difference to the baseline, in the metric's unit"),
        (
            "equivalent", "boolean",
            "two one-sided tests at 5 %: whether the paired difference's 90 % interval lies within ± margin % of "
                + "the baseline's mean"
        ),
        (
            "rises_at_most", "boolean",
            "a guardrail (one-sided non-inferiority at 5 %): whether the paired difference's one-sided 95 % "
                + "upper bound stays below margin, in the metric's unit"
        ),
        (
            "falls_at_most", "boolean",
            "a guardrail (one-sided non-inferiority at 5 %): whether the paired difference's one-sided 95 % "
                + "lower bound stays above − margin, in the metric's unit"
        ),
    ]

    /// The functions a `guard:` entry is written with.
    static let guardFunctions = ["rises_at_most", "falls_at_most"]

    /// Functions that take a `margin:`.
    static let marginFunctions = ["equivalent"] + guardFunctions

    /// The name of one question — a metric for a variant — across a file's conclusions.
    static func questionKey(metric: Int, variant: Int) -> String { "\(metric)#\(variant)" }

    /// The label of `equivalent`'s margin, in percent of the baseline's mean.
    static let marginLabel = "margin"

    func call(
        _ name: String, arguments: [Argument], span: SourceSpan, evaluator: inout Evaluator
    ) throws(EvaluationError) -> Value {
        guard Self.functions.contains(where: { $0.name == name }) else {
            let known = Self.functions.map(\.name)
            throw EvaluationError(
                message: "unknown function '\(name)' in a conclusion", span: span,
                help: NearestMatch.suggestion(for: name, among: known).map { "did you mean '\($0)'?" }
                    ?? "conclusions use " + known.joined(separator: ", "))
        }
        guard let first = arguments.first, first.label == nil, case .name(let metricName, _) = first.value,
            let metricIndex = ExperimentMetric.all.firstIndex(where: { $0.name == metricName })
        else {
            let metrics = ExperimentMetric.all.map(\.name)
            var help = "metrics: " + metrics.joined(separator: ", ")
            if let first = arguments.first, case .name(let metricName, _) = first.value {
                help = ExpectationCatalog.formerNameHelp(metricName) ?? help
            }
            throw EvaluationError(
                message: "\(name)() needs a metric first", span: arguments.first?.span ?? span, help: help)
        }
        var selectors: [(parameter: SweepParameter, value: SweepValue)] = []
        var marginPercent: Double?
        for argument in arguments.dropFirst() {
            if argument.label == Self.marginLabel, Self.guardFunctions.contains(name) {
                guard case .number(let value, _) = argument.value, value > 0 else {
                    throw EvaluationError(
                        message: "a guardrail's margin is a number above 0, in the metric's unit",
                        span: argument.span, help: "write margin: 0.5 (at most 0.5 of the metric's unit)")
                }
                marginPercent = value
                continue
            }
            if argument.label == Self.marginLabel, name == "equivalent" {
                guard case .number(let value, _) = argument.value, value > 0, value <= 100 else {
                    throw EvaluationError(
                        message: "a margin is a percentage above 0 and at most 100", span: argument.span,
                        help: "write margin: 5 (± 5 % of the baseline's mean)")
                }
                marginPercent = value
                continue
            }
            selectors.append(try selector(argument))
        }
        if Self.marginFunctions.contains(name) && marginPercent == nil {
            throw EvaluationError(
                message: "\(name)() needs a margin", span: span,
                help: name == "equivalent"
                    ? "write equivalent(\(metricName), margin: 5, …): within ± 5 % of the baseline's mean"
                    : "write \(name)(\(metricName), margin: 0.5, …): by at most 0.5 in the metric's unit")
        }
        if name != "mean" && selectors.isEmpty {
            throw EvaluationError(
                message: "\(name)() compares a variant with the baseline: name the variant", span: span,
                help: "write \(name)(\(metricName), \(sweep.variants[0].assignments[0].parameter.name): …)")
        }
        let matching = sweep.variants.indices.filter { index in
            selectors.allSatisfy { sweep.variants[index].matches($0.parameter, $0.value) }
        }
        let chosen = selectors.isEmpty ? [sweep.baselineIndex] : matching
        guard chosen.count == 1 else {
            throw EvaluationError(
                message: "the labels pick \(chosen.count) variants; a conclusion reads exactly one",
                span: span, help: "variants: " + sweep.variants.map(\.label).joined(separator: "; "))
        }
        guard let runValues else {
            let isTest = name == "significant" || name == "equivalent" || Self.guardFunctions.contains(name)
            return isTest ? .boolean(true) : .number(1)
        }
        let values = runValues[metricIndex]
        let variant = values[chosen[0]]
        switch name {
        case "mean":
            return .number(SampleSummary(variant).mean)
        default:
            let difference = PairedDifference(baseline: values[sweep.baselineIndex], variant: variant)
            if name == "significant" {
                let key = Self.questionKey(metric: metricIndex, variant: chosen[0])
                guard let adjusted = adjustedPValues[key] else { return .boolean(!difference.includesZero) }
                return .boolean(adjusted <= level)
            }
            if name == "difference" { return .number(difference.difference.mean) }
            if Self.guardFunctions.contains(name), let margin = marginPercent {
                guard let bound = difference.oneSidedBound(level: level) else {
                    throw EvaluationError(
                        message: "a guardrail needs two seeds", span: span, help: "run more seeds")
                }
                return .boolean(
                    name == "rises_at_most"
                        ? difference.difference.mean + bound < margin : difference.difference.mean - bound > -margin)
            }
            if let marginPercent {
                guard let test = EquivalenceTest(difference, marginPercent: marginPercent) else {
                    throw EvaluationError(
                        message: "equivalence needs two seeds and a baseline mean other than zero",
                        span: span, help: "run more seeds, or compare means")
                }
                return .boolean(test.isEquivalent)
            }
            guard let percent = difference.relativePercent else {
                throw EvaluationError(
                    message: "the baseline's mean is zero: no relative difference", span: span,
                    help: "compare means instead: mean(…, …) > mean(…)")
            }
            return .number(percent)
        }
    }

    /// Every question `expression` asks — a function, its metric and the variant it picks — each
    /// once, in the order written; what a report puts into words and what Holm's correction counts.
    func questions(in expression: Expression) -> [(function: String, metric: Int, variant: Int)] {
        var found: [(function: String, metric: Int, variant: Int)] = []
        func visit(_ node: Expression) {
            switch node {
            case .call(let name, let arguments, _):
                if Self.functions.contains(where: { $0.name == name }), let first = arguments.first,
                    case .name(let metricName, _) = first.value,
                    let metric = ExperimentMetric.all.firstIndex(where: { $0.name == metricName })
                {
                    let selectors = arguments.dropFirst().filter { $0.label != Self.marginLabel }
                        .compactMap { try? selector($0) }
                    let matching = sweep.variants.indices.filter { index in
                        selectors.allSatisfy { sweep.variants[index].matches($0.parameter, $0.value) }
                    }
                    let variant = selectors.isEmpty ? sweep.baselineIndex : (matching.count == 1 ? matching[0] : nil)
                    if let variant, !found.contains(where: { $0 == (name, metric, variant) }) {
                        found.append((name, metric, variant))
                    }
                } else {
                    for argument in arguments { visit(argument.value) }
                }
            case .unary(_, let operand, _): visit(operand)
            case .binary(_, let left, let right, _):
                visit(left)
                visit(right)
            case .member(let base, _, _): visit(base)
            case .number, .duration, .boolean, .name, .phrase: break
            }
        }
        visit(expression)
        return found
    }

    func member(
        _ name: String, of base: Expression, span: SourceSpan, evaluator: inout Evaluator
    ) throws(EvaluationError) -> Value {
        throw EvaluationError(message: "conclusions have no '.\(name)'", span: span, help: nil)
    }

    /// `conversion_rate: 15` → the parameter and its value. A persona parameter is written with
    /// an underscore (`persona_reward_chance: 50`), as labels have no dots.
    private func selector(_ argument: Argument) throws(EvaluationError) -> (
        parameter: SweepParameter, value: SweepValue
    ) {
        guard let label = argument.label else {
            throw EvaluationError(
                message: "pick a variant with labelled values", span: argument.span,
                help: "write e.g. conversion_rate: 15")
        }
        let name = label.hasPrefix("persona_") ? "persona." + label.dropFirst("persona_".count) : label
        guard let parameter = SweepParameter(name: name),
            sweep.variants.contains(where: { $0.assignments.contains { $0.parameter == parameter } })
        else {
            throw EvaluationError(
                message: "the sweep does not vary '\(label)'", span: argument.span,
                help: "it varies "
                    + Set(sweep.variants.flatMap { $0.assignments.map(\.parameter.name) })
                    .sorted().joined(separator: ", "))
        }
        let text: String
        switch argument.value {
        case .number(let value, _): text = value == value.rounded() ? String(Int64(value)) : String(value)
        case .duration(let milliseconds, _):
            text = milliseconds % 60_000 == 0 ? "\(milliseconds / 60_000)m" : "\(milliseconds)ms"
        case .name(let word, _): text = word
        default:
            throw EvaluationError(
                message: "a variant is picked by a plain value", span: argument.value.span,
                help: "write e.g. \(label): 15")
        }
        switch parameter.parse(text) {
        case .success(let value): return (parameter, value)
        case .failure(let problem):
            throw EvaluationError(message: problem.message, span: argument.value.span, help: problem.help)
        }
    }
}
