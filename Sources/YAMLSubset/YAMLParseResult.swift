public struct YAMLParseResult: Sendable {
    /// The document, or nil when any error was reported: a tree repaired by guesswork would
    /// only make the schema report follow-on errors.
    public let root: YAMLNode?
    /// Sorted by location.
    public let diagnostics: [Diagnostic]

    public init(root: YAMLNode?, diagnostics: [Diagnostic]) {
        self.root = root
        self.diagnostics = diagnostics
    }
}
