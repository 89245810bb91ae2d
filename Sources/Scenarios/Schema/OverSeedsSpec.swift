/// `seeds:` and `expect_over_seeds:`: the scenario runs as a sample of seeds — its `seed` and
/// the ones after it, or a command's `--seeds` range in their place — and its expectations over
/// seeds read each anti-gaming figure's distribution over that sample, once every run is done.
/// A population states its targets this way: one run is one draw, the rule is about the draws.
public struct OverSeedsSpec: Sendable {
    /// How many seeds the scenario's own sample holds: `seed` to `seed + seedCount - 1`.
    public let seedCount: Int
    public let expectations: [ExpectationSpec]
}

extension Scenario {
    /// The seeds the scenario runs with when no command names others: its sweep's, its own
    /// sample of seeds, or its one seed.
    public var ownSeeds: [UInt64] {
        if let sweep { return sweep.seeds }
        if let overSeeds { return (0..<UInt64(overSeeds.seedCount)).map { seed + $0 } }
        return [seed]
    }
}
