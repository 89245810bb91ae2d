import Scenarios

/// `rewardsim run FILE --sessions CHILD`: one scenario run whole, then the child's judged
/// sessions printed one a line instead of a report.
struct SessionListingOutput {
    let invocation: Invocation
    let console: Console

    func execute(_ scenarios: [Scenario], child: String) -> Int32 {
        guard scenarios.count == 1, let scenario = scenarios.first else {
            console.error("rewardsim: error: --sessions lists one scenario's sessions, not \(scenarios.count)")
            console.error("help: name one file, or narrow with --filter")
            return ExitCode.usageOrScenarioError
        }
        guard invocation.seedRange == nil else {
            console.error("rewardsim: error: --sessions lists one run: use --seed N, not --seeds")
            return ExitCode.usageOrScenarioError
        }
        guard let lines = SessionListing.lines(scenario, seed: invocation.seed ?? scenario.seed, child: child) else {
            console.error("rewardsim: error: \(scenario.file) has no child '\(child)'")
            console.error("help: the children are \(scenario.children.map(\.id.rawValue).joined(separator: ", "))")
            return ExitCode.usageOrScenarioError
        }
        for line in lines { console.out(line) }
        return ExitCode.success
    }
}
