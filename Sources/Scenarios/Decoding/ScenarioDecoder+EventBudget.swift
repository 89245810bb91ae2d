import YAMLSubset

extension ScenarioDecoder {
    /// The events all the simulations of one file (a sweep's variants × seeds, or a sample of
    /// seeds) may need, at most: ten runs' budgets, a few CPU-minutes.
    static let fileEventBudget = 10 * Int64(ScenarioRunner.eventBudget)

    /// Refuses a scenario whose event estimate says a run could use up its event budget, or its
    /// sweep or sample of seeds the file's, at the key that drives the estimate: such a file fails
    /// `check` rather than a run.
    mutating func checkEventBudget(_ scenario: Scenario, top: YAMLMapping) {
        guard let duration = top.entry("duration")?.key else { return }
        let estimate = EventEstimate(
            scenario: scenario, duration: (duration.location, duration.length),
            population: top.entry("population")?.key.location)
        let budget = Int64(ScenarioRunner.eventBudget)
        if estimate.total > budget {
            let largest = estimate.largest
            fail(
                "a run of this scenario may need up to \(estimate.total) simulated events, more than the event "
                    + "budget of \(budget)", at: largest.location, length: largest.length,
                help: "the largest part of the estimate, \(largest.events) events, is \(largest.what); "
                    + "a shorter duration, fewer devices or fewer and shorter steps bring it under the budget")
            return
        }
        guard let (simulations, entry, what) = fileSimulations(scenario, top: top),
            estimate.total * simulations > Self.fileEventBudget
        else { return }
        fail(
            "\(what) may need up to \(estimate.total * simulations) simulated "
                + "events in all, more than the limit of \(Self.fileEventBudget) for one file",
            at: entry.key.location, length: entry.key.length,
            help: "each run may need up to \(estimate.total) events; fewer variants or seeds, or shorter runs, "
                + "bring it under the limit")
    }

    /// How many runs one file asks for, the key that asks and what they are: a sweep's variants × seeds, or a
    /// sample of seeds.
    private func fileSimulations(_ scenario: Scenario, top: YAMLMapping) -> (Int64, YAMLMappingEntry, String)? {
        if let sweep = scenario.sweep, let entry = top.entry("sweep") {
            let simulations = sweep.variants.count * sweep.seeds.count
            return (Int64(simulations), entry, "the sweep's \(simulations) simulations")
        }
        if let overSeeds = scenario.overSeeds, let entry = top.entry(Self.seedsKey) {
            return (Int64(overSeeds.seedCount), entry, "the sample's \(overSeeds.seedCount) runs")
        }
        return nil
    }
}
