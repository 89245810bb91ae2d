import Reports
import SimulationKernel

/// Every simulation a command asks for — each selected scenario, times its sweep's variants,
/// times its seeds, in that order — and the slice of it one shard runs.
public struct RunPlan: Sendable {
    public struct Entry: Sendable {
        public let scenario: Scenario
        /// The sweep's variants, or the one variant of a scenario without a sweep (no assignments).
        public let variants: [SweepVariant]
        public let baselineIndex: Int
        public let seeds: [UInt64]
        /// What the output says about this entry's seeds (a pinned scenario a range left alone), or nil.
        public let note: String?
    }

    /// One simulation: an entry's variant with one seed. `index` is its place in the whole plan.
    public struct Unit: Hashable, Sendable {
        public let index: Int
        public let entry: Int
        public let variant: Int
        public let seed: UInt64
    }

    public let entries: [Entry]
    public let units: [Unit]
    /// Every variant with every seed, of the sweep's list or of a range: only then are
    /// conclusions checked. A run of one seed or one variant (reproducing one simulation)
    /// reports without them.
    public let isWhole: Bool

    /// `seeds` says which seeds replace each scenario's own; `variant` keeps only the variant of
    /// that label.
    public init(scenarios: [Scenario], seeds seedChoice: SeedChoice, variant: String?) {
        if case .one = seedChoice { isWhole = false } else { isWhole = variant == nil }
        entries = scenarios.compactMap { scenario in
            let sweep = scenario.sweep
            var variants = sweep?.variants ?? [SweepVariant(assignments: [])]
            var baselineIndex = sweep?.baselineIndex ?? 0
            if let variant {
                guard let kept = variants.firstIndex(where: { $0.label == variant }) else { return nil }
                variants = [variants[kept]]
                baselineIndex = 0
            }
            return Entry(
                scenario: scenario, variants: variants, baselineIndex: baselineIndex,
                seeds: seedChoice.seeds(for: scenario), note: seedChoice.note(for: scenario))
        }
        var units: [Unit] = []
        for (entryIndex, entry) in entries.enumerated() {
            for variantIndex in entry.variants.indices {
                for seed in entry.seeds {
                    units.append(Unit(index: units.count, entry: entryIndex, variant: variantIndex, seed: seed))
                }
            }
        }
        self.units = units
    }

    /// Each unit's estimated events (its scenario's ``EventEstimate``, the same for every variant
    /// and seed), in plan order: what a shard's share of the work is weighed in.
    public var estimatedEvents: [Int64] {
        let perEntry = entries.map { EventEstimate($0.scenario).total }
        return units.map { perEntry[$0.entry] }
    }

    /// Shard `index` of `count` (1-based): the units ``CostBalancedShards`` gives it, so that the
    /// shards' estimated events are nearly equal. The split depends on nothing but the plan, so
    /// every shard computes the same one.
    public func units(ofShard index: Int, of count: Int) -> [Unit] {
        precondition(count >= 1 && (1...count).contains(index), "shards are numbered 1 to count")
        return CostBalancedShards(costs: estimatedEvents, count: count).items(ofShard: index).map { units[$0] }
    }

    /// Runs one unit: the entry's scenario as its variant, with its seed. A plan of one
    /// simulation keeps its devices' timeline for the report's picture (a fact of the plan, so
    /// every shard and a merge agree) — unless it is a population's, whose crowd of devices is
    /// read in figures, not pictures.
    public func run(_ unit: Unit, tracing: Bool) -> ScenarioOutcome {
        let entry = entries[unit.entry]
        let variant = entry.variants[unit.variant]
        return ScenarioRunner.run(
            entry.scenario.applying(variant), seed: unit.seed, tracing: tracing,
            keepsTimeline: units.count == 1 && entry.scenario.population == nil)
    }
}
