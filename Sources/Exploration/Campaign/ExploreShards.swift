import Scenarios
import YAMLSubset

/// Which runs of a campaign a shard runs: the split of ``CostBalancedShards`` over each run's
/// estimated events, so that the shards of a campaign finish together. A run's weight is the
/// ``EventEstimate`` of the scenario it draws — a drawing and a decoding, with nothing simulated.
public enum ExploreShards {
    /// Each run's estimated events, run 0 first.
    public static func estimatedEvents(drawer: ScenarioDrawer, campaignSeed: UInt64, runs: Int) -> [Int64] {
        (0..<runs).map { index in
            estimatedEvents(of: drawer.draw(seed: ExploreCampaign.runSeed(campaign: campaignSeed, index: index)))
        }
    }

    /// The estimate of one drawn run; a drawing that does not decode fails at once and weighs nothing.
    public static func estimatedEvents(of scenario: DrawnScenario) -> Int64 {
        let (decoded, _) = ScenarioLoader.decode(
            SourceFile(path: "explore-run-\(scenario.seed).yaml", text: scenario.yaml))
        return decoded.map { EventEstimate($0).total } ?? 0
    }

}
