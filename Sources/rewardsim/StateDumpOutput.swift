import Reports
import Scenarios

/// `rewardsim run FILE --until MOMENT`: one scenario run up to a moment, then every device's state
/// and the service's printed as JSON instead of a report.
struct StateDumpOutput {
    let invocation: Invocation
    let console: Console

    func execute(_ scenarios: [Scenario], moment text: String) -> Int32 {
        guard scenarios.count == 1, let scenario = scenarios.first else {
            console.error("rewardsim: error: --until dumps one scenario's state, not \(scenarios.count)")
            console.error("help: name one file, or narrow with --filter")
            return ExitCode.usageOrScenarioError
        }
        guard invocation.seedRange == nil else {
            console.error("rewardsim: error: --until dumps one run: use --seed N, not --seeds")
            return ExitCode.usageOrScenarioError
        }
        switch ScenarioTimeFormat.moment(text, start: scenario.start, zone: scenario.timeZone) {
        case .failure(let problem):
            console.error("rewardsim: error: --until \(text): \(problem.message)")
            if let help = problem.help { console.error("help: \(help)") }
            return ExitCode.usageOrScenarioError
        case .success(let moment):
            console.out(
                RunInspector.dump(scenario, seed: invocation.seed ?? scenario.seed, until: moment).serialized(),
                terminator: "")
            return ExitCode.success
        }
    }
}
