/// A parsed expectation: a condition and, optionally, the moment at which it must hold.
public struct Expectation: Hashable, Sendable {
    /// The whole source text, kept so spans can be shown against it later.
    public let text: String
    public let expression: Expression
    /// The trimmed text after `at`, e.g. `day 2 08:22`. Left raw because times belong to the
    /// scenario's calendar, which this language knows nothing about.
    public let atText: String?
    /// Where `atText` sits in `text`, so a caller can report a malformed time precisely.
    public let atSpan: SourceSpan?

    public init(text: String, expression: Expression, atText: String?, atSpan: SourceSpan?) {
        precondition((atText == nil) == (atSpan == nil), "a time needs its span and a span its time")
        self.text = text
        self.expression = expression
        self.atText = atText
        self.atSpan = atSpan
    }
}
