import Scenarios
import YAMLSubset

/// One run of a campaign: what was drawn, which checkers failed it, and what it reached.
public struct ExploreRun: Sendable {
    public let index: Int
    public let seed: UInt64
    public let scenario: DrawnScenario
    public let failures: [RunFailure]
    /// Properties reached (`fault(…)` for each kind switched on, and `RunCoverage`'s).
    public let reached: [String]
    public let traceHash: String
    /// The simulated events the run executed (0 for a drawing that did not decode): the work a
    /// shard's split is meant to even out.
    public let eventsExecuted: UInt64

    /// Runs `scenario` (as its file decodes) and lets every checker judge it.
    public static func execute(_ scenario: DrawnScenario, index: Int) -> ExploreRun {
        let faults = scenario.faultsOn.map { "fault(\($0.rawValue))" }
        let (decoded, diagnostics) = ScenarioLoader.decode(
            SourceFile(path: "explore-run-\(scenario.seed).yaml", text: scenario.yaml))
        guard let decoded else {
            let problem = diagnostics.first.map { "line \($0.location.line): \($0.message)" } ?? "no scenario"
            return ExploreRun(
                index: index, seed: scenario.seed, scenario: scenario,
                failures: [RunFailure(checker: "draw", detail: problem)], reached: faults, traceHash: "",
                eventsExecuted: 0)
        }
        let (outcome, coverage) = ScenarioRunner.runWithCoverage(decoded, seed: scenario.seed)
        let identities = RunIdentities(scenario)
        var failures = outcome.checks.filter { $0.status != .passed }.map { check in
            RunFailure(
                checker: check.text.replacingOccurrences(of: "checker ", with: ""), detail: check.message ?? "",
                identities: identities)
        }
        if outcome.budgetExhausted {
            failures.append(RunFailure(checker: "event budget", detail: "the run used up its event budget"))
        }
        return ExploreRun(
            index: index, seed: scenario.seed, scenario: scenario, failures: failures,
            reached: faults + coverage.reached, traceHash: outcome.traceHash, eventsExecuted: outcome.eventsExecuted)
    }

    public var failed: Bool { !failures.isEmpty }
}
