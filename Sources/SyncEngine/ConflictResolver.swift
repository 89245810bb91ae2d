/// Chooses the merge policy per record type and ranks editors for exact ties, so that two
/// devices resolving the same conflict independently reach the same record.
public struct ConflictResolver: Sendable {
    public var policies: [String: MergePolicy]
    public var fallbackPolicy: MergePolicy
    /// Lower wins. Ranks the `editedBy` text of two edits made at the same millisecond.
    public var priority: @Sendable (String) -> Int

    public init(
        policies: [String: MergePolicy] = [:], fallbackPolicy: MergePolicy = .fieldwise,
        priority: @escaping @Sendable (String) -> Int = { _ in 0 }
    ) {
        self.policies = policies
        self.fallbackPolicy = fallbackPolicy
        self.priority = priority
    }

    public func policy(forType type: String) -> MergePolicy {
        policies[type] ?? fallbackPolicy
    }
}
