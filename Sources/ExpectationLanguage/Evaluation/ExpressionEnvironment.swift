/// Gives meaning to function calls and member accesses; the language itself knows no names.
public protocol ExpressionEnvironment {
    /// Evaluate a function call. The environment decides what its arguments mean (names like
    /// `alex`, phrases like `day 2`, labelled values) and may use `evaluator` to evaluate an
    /// argument, which records any calls inside it as terms.
    func call(
        _ name: String, arguments: [Argument], span: SourceSpan, evaluator: inout Evaluator
    ) throws(EvaluationError) -> Value

    /// `base.member`, e.g. `ledger(alex).consistent`. The environment receives the base as
    /// syntax, because a base such as `ledger(alex)` need not be a value at all.
    func member(
        _ name: String, of base: Expression, span: SourceSpan, evaluator: inout Evaluator
    ) throws(EvaluationError) -> Value
}
