/// One argument of a call: `alex`, `day 2`, `conversion_rate: 15` or any expression.
public struct Argument: Hashable, Sendable {
    /// The label of `label: value`; nil for unlabelled arguments and phrases.
    public let label: String?
    public let value: Expression
    /// Covers the label too, so an environment can point at the whole argument.
    public let span: SourceSpan

    public init(label: String?, value: Expression, span: SourceSpan) {
        self.label = label
        self.value = value
        self.span = span
    }
}
