import YAMLSubset

extension ScenarioDecoder {
    /// The events all the simulations of one file (a sweep's variants × seeds) may need, at most:
    /// ten runs' budgets, a few CPU-minutes.
    static let fileEventBudget = 10 * Int64(ScenarioRunner.eventBudget)

    /// Refuses a scenario whose event estimate says a run could use up its event budget, or its
    /// sweep the file's, at the key that drives the estimate: such a file fails `check` rather
    /// than a run.
    mutating func checkEventBudget(_ scenario: Scenario, top: YAMLMapping) {
        guard let duration = top.entry("duration")?.key else { return }
        let estimate = EventEstimate(scenario: scenario, duration: (duration.location, duration.length),
                                     population: top.entry("population")?.key.location)
        let budget = Int64(ScenarioRunner.eventBudget)
        if estimate.total > budget {
            let largest = estimate.largest
            fail("a run of this scenario may need up to \(estimate.total) simulated events, more than the event "
                 + "budget of \(budget)", at: largest.location, length: largest.length,
                 help: "the largest part of the estimate, \(largest.events) events, is \(largest.what); "
                     + "a shorter duration, fewer devices or fewer and shorter steps bring it under the budget")
            return
        }
        guard let sweep = scenario.sweep, let entry = top.entry("sweep") else { return }
        let simulations = Int64(sweep.variants.count * sweep.seeds.count)
        guard estimate.total * simulations > Self.fileEventBudget else { return }
        fail("the sweep's \(simulations) simulations may need up to \(estimate.total * simulations) simulated events "
             + "in all, more than the limit of \(Self.fileEventBudget) for one file",
             at: entry.key.location, length: entry.key.length,
             help: "each run may need up to \(estimate.total) events; fewer variants or seeds, or shorter runs, "
                 + "bring it under the limit")
    }
}
