import Reports
import Scenarios

/// Runs each sweep with `looks:` look by look before the rest of the run: a batch of seeds for
/// every variant, then its conclusions checked at that look's level, and no further batch once
/// every one holds. What it ran is kept, so the run that follows simulates none of it again.
struct SequentialStopping {
    /// One simulation, wherever it is planned: the scenario, the variant and the seed.
    struct UnitKey: Hashable {
        let file: String
        let name: String
        let variant: String
        let seed: UInt64
    }

    let invocation: Invocation
    let report: (UnitResult) -> Void

    /// The scenarios with each sequential sweep cut at the look where it stopped, and the
    /// simulations already run.
    func stop(_ scenarios: [Scenario]) -> (
        scenarios: [Scenario], done: [UnitKey: (result: UnitResult, trace: [String])]
    ) {
        var done: [UnitKey: (result: UnitResult, trace: [String])] = [:]
        let cut = scenarios.map { scenario -> Scenario in
            guard let sweep = scenario.sweep, sweep.looks > 1 else { return scenario }
            for look in 1...sweep.looks {
                let throughLook = scenario.sweeping(sweep.throughLook(look))
                let plan = RunPlan(scenarios: [throughLook], seeds: .own, variant: nil)
                let fresh = plan.units.filter { done[key(of: $0, in: plan)] == nil }
                let executor = UnitExecutor(
                    plan: plan, units: fresh, tracing: invocation.tracePath != nil, detail: invocation.detail,
                    failsFast: false, report: report)
                for unitDone in executor.run(jobs: invocation.jobs) {
                    done[key(of: plan.units[unitDone.result.unitIndex], in: plan)] = unitDone
                }
                if look == sweep.looks { break }
                let results = Self.results(of: plan, from: done, key: { key(of: $0, in: plan) }).map(\.result)
                let outputs = RunAssembly.assemble(PlanSummary(plan), results: results, tool: RunCommand.tool)
                if outputs.report.experiments.allSatisfy({ $0.status == .passed }) { return throughLook }
            }
            return scenario
        }
        return (cut, done)
    }

    func key(of unit: RunPlan.Unit, in plan: RunPlan) -> UnitKey {
        let entry = plan.entries[unit.entry]
        return UnitKey(
            file: entry.scenario.file, name: entry.scenario.name, variant: entry.variants[unit.variant].label,
            seed: unit.seed)
    }

    /// The plan's results in unit order, each numbered as the plan numbers it; units not done are left out.
    static func results(
        of plan: RunPlan, from done: [UnitKey: (result: UnitResult, trace: [String])], key: (RunPlan.Unit) -> UnitKey
    ) -> [(result: UnitResult, trace: [String])] {
        plan.units.compactMap { unit in
            guard let found = done[key(unit)] else { return nil }
            let result = found.result
            return (
                UnitResult(
                    unitIndex: unit.index, report: result.report, figures: result.figures, measures: result.measures,
                    reached: result.reached),
                found.trace
            )
        }
    }
}
