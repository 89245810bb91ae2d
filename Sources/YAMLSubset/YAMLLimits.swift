/// Bounds on what one parse may consume, so that a hostile or runaway file ends in one
/// clear error instead of exhausting memory or the stack.
public struct YAMLLimits: Sendable {
    public var bytesMax: Int
    /// Nested mappings and lists, counted from the top-level value.
    public var depthMax: Int
    /// Keys, list items, values, mappings and lists together: a bound on the work and memory
    /// of one parse, since a `-` or `key:` without a value still costs an entry.
    public var nodesMax: Int
    /// Reporting stops after this many diagnostics.
    public var diagnosticsMax: Int

    public static let `default` = YAMLLimits()

    public init(
        bytesMax: Int = 1 << 20,
        depthMax: Int = 64,
        nodesMax: Int = 200_000,
        diagnosticsMax: Int = 20
    ) {
        precondition(bytesMax >= 0, "bytesMax cannot be negative")
        precondition(depthMax >= 1, "depthMax must allow the top-level value")
        precondition(nodesMax >= 1, "nodesMax must allow the top-level value")
        precondition(diagnosticsMax >= 1, "diagnosticsMax must allow one diagnostic")
        self.bytesMax = bytesMax
        self.depthMax = depthMax
        self.nodesMax = nodesMax
        self.diagnosticsMax = diagnosticsMax
    }
}
