import AntiGaming
import Checkers
import ExpectationLanguage
import Reports
import YAMLSubset

/// A run's anti-gaming figure at one level, as an expectation over seeds names it —
/// `recall(moderate)` — and the values it took on the seeds that defined it.
struct SeedFigure: Equatable {
    /// Its place in ``RunSample/figureNames``.
    let index: Int
    let level: ValidationStrictness
    /// As written, e.g. `recall(moderate)`.
    let text: String

    static var names: [String] { RunSample.expressionNames }

    /// Whether `name` is a figure's, so a bare figure can be told from an unknown function.
    static func isFigure(_ name: String) -> Bool { names.contains(name) }

    /// Whether it counts minutes rather than being a share of sessions or minutes.
    var isCount: Bool { Self.names[index] == "phantom_minutes_credited" }

    /// The figure `expression` names; anything else is an error pointing at it.
    init(_ expression: Expression, evaluator: Evaluator) throws(EvaluationError) {
        guard case .call(let name, let arguments, let span) = expression else {
            throw EvaluationError(
                message: "'\(evaluator.sourceText(of: expression.span))' is not a figure of a run",
                span: expression.span,
                help: "figures: " + Self.names.map { "\($0)(level)" }.joined(separator: ", "))
        }
        guard let index = Self.names.firstIndex(of: name) else {
            throw EvaluationError(
                message: "unknown figure '\(name)'", span: span,
                help: NearestMatch.suggestion(for: name, among: Self.names).map { "did you mean '\($0)'?" }
                    ?? "figures: " + Self.names.joined(separator: ", "))
        }
        let levels = ValidationStrictness.allCases.map(\.rawValue)
        guard arguments.count == 1, let argument = arguments.first, argument.label == nil,
            case .name(let word, let wordSpan) = argument.value
        else {
            throw EvaluationError(
                message: "\(name)() takes one strictness level", span: arguments.dropFirst().first?.span ?? span,
                help: "write \(name)(moderate); levels: " + levels.joined(separator: ", "))
        }
        guard let level = ValidationStrictness(rawValue: word) else {
            throw EvaluationError(
                message: "'\(word)' is not a strictness level", span: wordSpan,
                help: NearestMatch.suggestion(for: word, among: levels).map { "did you mean '\($0)'?" }
                    ?? "levels: " + levels.joined(separator: ", "))
        }
        self.index = index
        self.level = level
        text = evaluator.sourceText(of: span)
    }

    /// The figure on each seed that defined it, in the samples' order.
    func values(in samples: [RunSample]) -> [Double] {
        let levelIndex = AntiGamingFigures.levels.firstIndex(of: level)!
        return samples.compactMap { $0.levels[levelIndex][index] }
    }

    /// Every figure `expression` reads through a distribution function, each once, in the
    /// order written: what a report shows the distribution of.
    static func figures(in expression: Expression, evaluator: Evaluator) -> [SeedFigure] {
        var found: [SeedFigure] = []
        func visit(_ node: Expression) {
            switch node {
            case .call(let name, let arguments, _):
                for argument in arguments {
                    if SeedDistributionEnvironment.isFunction(name),
                        let figure = try? SeedFigure(argument.value, evaluator: evaluator)
                    {
                        if !found.contains(where: { $0.index == figure.index && $0.level == figure.level }) {
                            found.append(figure)
                        }
                    } else {
                        visit(argument.value)
                    }
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
}
