/// Why an expectation could not be parsed, and exactly where.
public struct ExpressionSyntaxError: Error, Hashable, Sendable {
    public let message: String
    /// The offending characters; zero length only when the text is empty.
    public let span: SourceSpan
    /// A suggested fix, when there is an obvious one.
    public let help: String?

    public init(message: String, span: SourceSpan, help: String? = nil) {
        self.message = message
        self.span = span
        self.help = help
    }
}
