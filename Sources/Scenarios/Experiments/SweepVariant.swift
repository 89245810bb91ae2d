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
    public private(set) var seeds: [UInt64]
    /// Every seed the sweep may run; `seeds` is a prefix of them once sequential stopping has cut it.
    public private(set) var plannedSeeds: [UInt64]
    /// Sequential stopping: the seeds run in this many equal batches, the conclusions checked after
    /// each; 1 runs them all at once.
    public var looks = 1

    public init(variants: [SweepVariant], baselineIndex: Int, seeds: [UInt64]) {
        self.variants = variants
        self.baselineIndex = baselineIndex
        self.seeds = seeds
        plannedSeeds = seeds
    }

    /// The seeds run by the end of each look, in order: equal batches, the last ending with every seed.
    public var seedCountsAtLooks: [Int] {
        (1...looks).map { plannedSeeds.count * $0 / looks }
    }

    /// The sweep over its first `count` seeds only, as one look: a pilot.
    public func firstSeeds(_ count: Int) -> SweepSpec {
        var cut = self
        cut.seeds = Array(plannedSeeds.prefix(count))
        cut.plannedSeeds = cut.seeds
        cut.looks = 1
        return cut
    }

    /// The sweep as it runs up to the end of look `look` (from 1): the first seeds only.
    public func throughLook(_ look: Int) -> SweepSpec {
        precondition((1...looks).contains(look), "a look of the sweep")
        var cut = self
        cut.seeds = Array(plannedSeeds.prefix(seedCountsAtLooks[look - 1]))
        return cut
    }

    public var baseline: SweepVariant { variants[baselineIndex] }
}
