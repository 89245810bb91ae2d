import Reports
import Scenarios

/// `rewardsim plan FILE`: a pilot of the experiment's first seeds, then the seeds each question
/// needs (``ExperimentPlan``) — printed before anything long runs.
struct PlanCommand {
    let invocation: Invocation
    let console: Console

    func execute() -> Int32 {
        guard invocation.paths.count == 1, let path = invocation.paths.first else {
            console.error("rewardsim: error: plan takes one experiment file")
            console.error("help: rewardsim plan Scenarios/experiments/daily-limit.yaml --effect 2%")
            return ExitCode.usageOrScenarioError
        }
        let loaded = ScenarioLoader.load([path])
        for diagnostic in loaded.diagnostics {
            console.error(diagnostic.rendered(source: loaded.sources[diagnostic.path], colour: console.colour) + "\n")
        }
        guard loaded.diagnostics.isEmpty, loaded.scenarios.count == 1, let scenario = loaded.scenarios.first,
            let sweep = scenario.sweep
        else {
            if loaded.diagnostics.isEmpty {
                console.error("rewardsim: error: \(path) is not an experiment: it has no sweep")
                console.error("help: plan sizes a file with a sweep: block and conclusions")
            }
            return ExitCode.usageOrScenarioError
        }
        var spec = scenario.power ?? PowerSpec()
        if let effect = invocation.effectPercent { spec.effectPercent = effect }
        let pilotCount = min(spec.pilotSeeds, sweep.plannedSeeds.count)
        guard pilotCount >= 2 else {
            console.error("rewardsim: error: a pilot needs two seeds; \(path) runs one")
            console.error("help: give the sweep seeds: 5 or more")
            return ExitCode.usageOrScenarioError
        }
        var pilotSweep = sweep
        pilotSweep.looks = 1
        let pilotScenario = scenario.sweeping(pilotSweep.firstSeeds(pilotCount))
        let plan = RunPlan(scenarios: [pilotScenario], seeds: .own, variant: nil)
        console.out("running the pilot: \(Plural.count(plan.units.count, "simulation"))")
        let executor = UnitExecutor(
            plan: plan, units: plan.units, tracing: false, detail: false, failsFast: false, report: { _ in })
        let results = executor.run(jobs: invocation.jobs).map(\.result)
        let outputs = RunAssembly.assemble(PlanSummary(plan), results: results, tool: RunCommand.tool)
        guard let pilot = outputs.experiments.first else { return ExitCode.internalError }
        console.out(ExperimentPlan(scenario: scenario, pilot: pilot, spec: spec).text, terminator: "")
        return ExitCode.success
    }
}
