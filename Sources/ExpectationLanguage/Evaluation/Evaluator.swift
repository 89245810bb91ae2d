/// Evaluates expressions against an environment and remembers every call and member value,
/// so a failed expectation can show what each part of it came to.
public struct Evaluator: Sendable {
    private let sourceScalars: [Unicode.Scalar]
    /// Every call and member evaluated, in the order their values were known (inner calls
    /// first), each span at most once.
    public private(set) var terms: [EvaluatedTerm] = []
    /// Membership only; never iterated, so its order cannot leak into `terms`.
    private var recordedSpans: Set<SourceSpan> = []

    /// Whether `and` and `or` evaluate their right side even when the left decides: checking a
    /// file must validate every function, argument and unit, whichever side a run would skip.
    public let evaluatesEveryBranch: Bool

    /// `source` is the text the expressions were parsed from; terms quote it.
    public init(source: String, evaluatesEveryBranch: Bool = false) {
        sourceScalars = Array(source.unicodeScalars)
        self.evaluatesEveryBranch = evaluatesEveryBranch
    }

    /// The source text under `span`, e.g. for an environment's error messages.
    public func sourceText(of span: SourceSpan) -> String {
        precondition(span.end <= sourceScalars.count, "span lies outside the source text")
        var text = ""
        text.unicodeScalars.append(contentsOf: sourceScalars[span.start..<span.end])
        return text
    }

    public mutating func evaluate(
        _ expression: Expression, in environment: some ExpressionEnvironment
    ) throws(EvaluationError) -> Value {
        switch expression {
        case .number(let number, _):
            return .number(number)
        case .duration(let milliseconds, _):
            return .duration(milliseconds: milliseconds)
        case .boolean(let boolean, _):
            return .boolean(boolean)
        case .name(let name, let span):
            throw EvaluationError(
                message: "'\(name)' is not a value; did you mean a function call such as points(\(name))?",
                span: span,
                help: "a bare name only means something as a function's argument"
            )
        case .phrase(_, _, let span):
            throw EvaluationError(
                message: "'\(sourceText(of: span))' is not a value",
                span: span,
                help: "a phrase such as day 2 only means something as a function's argument"
            )
        case .call(let name, let arguments, let span):
            let value = try environment.call(name, arguments: arguments, span: span, evaluator: &self)
            return record(value, at: span)
        case .member(let base, let name, let span):
            let value = try environment.member(name, of: base, span: span, evaluator: &self)
            return record(value, at: span)
        case .unary(let unaryOperator, let operand, let span):
            return try evaluateUnary(unaryOperator, operand, span: span, in: environment)
        case .binary(let binaryOperator, let left, let right, let span):
            return try evaluateBinary(binaryOperator, left, right, span: span, in: environment)
        }
    }

    private mutating func record(_ value: Value, at span: SourceSpan) -> Value {
        if recordedSpans.insert(span).inserted {
            terms.append(EvaluatedTerm(text: sourceText(of: span), value: value))
        }
        return value
    }
}
