/// One combination of a sweep: a value for each swept parameter, in the order the matrix names
/// them. Its label names it in reports and in expectations over variants.
public struct SweepVariant: Hashable, Sendable {
    public struct Assignment: Hashable, Sendable {
        public let parameter: SweepParameter
        /// The value as written, for labels: `15`, `60m`, `none`.
        public let text: String
        public let value: SweepValue
    }

    public let assignments: [Assignment]

    /// `conversion_rate=15, daily_reward_limit=60m`; `default` for a scenario without a sweep.
    public var label: String {
        Self.label(of: assignments.map { ($0.parameter.name, $0.text) })
    }

    /// The label of parameter names and values as written, wherever a variant is named.
    static func label(of assignments: [(name: String, text: String)]) -> String {
        assignments.isEmpty ? "default" : assignments.map { "\($0.name)=\($0.text)" }.joined(separator: ", ")
    }

    /// Whether the variant changes the children's personas (and so how much they do).
    var changesPersonas: Bool {
        assignments.contains { $0.value.changesPersonas }
    }

    /// Whether the variant gives `parameter` the value written `text`.
    func matches(_ parameter: SweepParameter, _ value: SweepValue) -> Bool {
        assignments.contains { $0.parameter == parameter && $0.value == value }
    }
}

/// A scenario's `sweep:` block, expanded: the variants to run, which is the baseline, and the
/// seeds each variant runs with.
public struct SweepSpec: Hashable, Sendable {
    public let variants: [SweepVariant]
    public let baselineIndex: Int
    public let seeds: [UInt64]

    public var baseline: SweepVariant { variants[baselineIndex] }
}
