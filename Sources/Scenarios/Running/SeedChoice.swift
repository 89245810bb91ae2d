/// Which seeds a command runs the selected scenarios with, in place of each file's own.
///
/// A bundled scenario states a rule, so it must hold on any seed: a range of seeds checks that.
/// A scenario tagged `pinned` instead reproduces one particular run — a failure kept for its
/// trace, a figure measured at one seed — so a range leaves it at its own seed; one explicit
/// seed still replaces it, since that is how a reproduce command asks for one run.
public enum SeedChoice: Equatable, Sendable {
    /// Each file's `seed` (a sweep's own seed list, or its own sample of `seeds`).
    case own
    /// `--seed N`: every scenario, pinned or not, with this seed — one run per sweep variant.
    case one(UInt64)
    /// `--seeds A..B`: every scenario once per seed of the range, which also replaces a sweep's
    /// seed list; a pinned scenario keeps its own.
    case range(ClosedRange<UInt64>)

    static let pinnedTag = "pinned"
    /// Seeds one range may hold: enough for any gate, few enough to notice a typo (`1..1000000`).
    public static let rangeCountMax: UInt64 = 10_000

    /// Whether the range leaves `scenario` at its own seeds.
    func keepsOwnSeeds(_ scenario: Scenario) -> Bool {
        guard case .range = self else { return false }
        return scenario.tags.contains(Self.pinnedTag)
    }

    /// The seeds `scenario` runs with, in order.
    func seeds(for scenario: Scenario) -> [UInt64] {
        let own = scenario.ownSeeds
        switch self {
        case .own: return own
        case .one(let seed): return [seed]
        case .range(let range): return keepsOwnSeeds(scenario) ? own : Array(range)
        }
    }

    /// What a run's output says about a pinned scenario the range left alone, or nil.
    func note(for scenario: Scenario) -> String? {
        guard case .range(let range) = self, keepsOwnSeeds(scenario) else { return nil }
        let own = scenario.ownSeeds.count == 1 ? "its own seed" : "its own seeds"
        return "pinned: ran at \(own), not over --seeds \(range.lowerBound)..\(range.upperBound)"
    }
}
