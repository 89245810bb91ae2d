/// Why an expectation could not be evaluated, pointing into its source text.
///
/// Environments throw it too, e.g. for an unknown child or device, so it has a public initializer.
public struct EvaluationError: Error, Hashable, Sendable {
    public let message: String
    public let span: SourceSpan
    public let help: String?

    public init(message: String, span: SourceSpan, help: String? = nil) {
        self.message = message
        self.span = span
        self.help = help
    }
}
