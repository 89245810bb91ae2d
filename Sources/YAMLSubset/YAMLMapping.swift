public struct YAMLMappingEntry: Hashable, Sendable {
    public let key: YAMLScalar
    public let value: YAMLNode

    public init(key: YAMLScalar, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// Entries keep file order, so nothing downstream depends on hashing order.
public struct YAMLMapping: Hashable, Sendable {
    /// Where the first key starts.
    public let location: SourceLocation
    public let entries: [YAMLMappingEntry]

    public init(location: SourceLocation, entries: [YAMLMappingEntry]) {
        self.location = location
        self.entries = entries
    }

    public func entry(_ key: String) -> YAMLMappingEntry? {
        entries.first { $0.key.value == key }
    }
}
