public struct YAMLSequence: Hashable, Sendable {
    /// Where the first `-` or the opening `[` is.
    public let location: SourceLocation
    public let items: [YAMLNode]
    /// True for the one-line `[a, b]` form.
    public let isFlow: Bool

    public init(location: SourceLocation, items: [YAMLNode], isFlow: Bool) {
        self.location = location
        self.items = items
        self.isFlow = isFlow
    }
}
