/// The syntax tree of an expectation.
///
/// Public so that a caller can walk it and reject unknown function names before a run starts,
/// instead of discovering them when the expectation is finally evaluated.
///
/// A node's span runs from its first token to its last one. Parentheses produce no node of
/// their own, but they are inside the span of any node built around them.
public indirect enum Expression: Hashable, Sendable {
    case number(Double, span: SourceSpan)
    case duration(milliseconds: Int64, span: SourceSpan)
    case boolean(Bool, span: SourceSpan)
    /// A bare word such as `alex`; only a function's arguments give it a meaning.
    case name(String, span: SourceSpan)
    /// A word with a value, such as `day 2`; only meaningful as a function argument.
    case phrase(word: String, value: Expression, span: SourceSpan)
    case call(name: String, arguments: [Argument], span: SourceSpan)
    case member(base: Expression, name: String, span: SourceSpan)
    case unary(UnaryOperator, Expression, span: SourceSpan)
    case binary(BinaryOperator, Expression, Expression, span: SourceSpan)

    public var span: SourceSpan {
        switch self {
        case .number(_, let span), .duration(_, let span), .boolean(_, let span), .name(_, let span),
            .phrase(_, _, let span), .call(_, _, let span), .member(_, _, let span),
            .unary(_, _, let span), .binary(_, _, _, let span):
            span
        }
    }
}
