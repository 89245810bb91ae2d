import FamilyApp
import Platform
import Simulation
import SyncEngine

/// What one run reached, as property names explore counts and `sometimes(…)` requires:
/// `conflict(field_merge)`, `error(zone_busy)`, `outcome(setting_superseded)`,
/// `decision(command_answered)`, `engine(retry_scheduled)`. Each is listed once per run, sorted.
public struct RunCoverage: Hashable, Sendable {
    public let reached: [String]

    public init(reached: [String]) {
        self.reached = Array(Set(reached)).sorted()
    }

    /// `kind(value)`, with the value's spaces as underscores: one form for the report and the file.
    public static func property(_ kind: String, _ value: String) -> String {
        "\(kind)(\(value.replacingOccurrences(of: " ", with: "_")))"
    }
}

extension RunState {
    /// What the finished run reached; `checks` are the checkers' verdicts at the end.
    func coverage(checks: [ExpectationOutcome]) -> RunCoverage {
        var reached: [String] = []
        if let service = world.cloudService {
            for count in service.counters.errorsByCode where count.count > 0 {
                reached.append(RunCoverage.property("error", count.code.description))
            }
        }
        for state in syncStates {
            for discarded in state.discardedValues {
                reached.append(RunCoverage.property("conflict", discarded.reason.rawValue))
            }
            if state.counters.conflictsResolved > 0 {
                reached.append(RunCoverage.property("engine", "conflict resolved"))
            }
            if state.counters.retries > 0 { reached.append(RunCoverage.property("engine", "retry scheduled")) }
            if state.counters.fullRefetches > 0 { reached.append(RunCoverage.property("engine", "full refetch")) }
            if !state.failedChanges.isEmpty { reached.append(RunCoverage.property("engine", "change failed")) }
        }
        for kind in sync?.appDecisionsReached ?? [] {
            reached.append(RunCoverage.property("decision", kind.rawValue))
        }
        let intentsHeld = !checks.contains { $0.text == "checker intents" && $0.status == .failed }
        reached += intentOutcomes(intentsHeld: intentsHeld)
        return RunCoverage(reached: reached)
    }

    /// Every sync engine in the run: the children's devices', then the parents' phones'.
    private var syncStates: [SyncState] {
        guard let sync else { return [] }
        return sync.childApps.compactMap { $0.app.sync?.syncStore.state }
            + scenario.parents.compactMap { parent in parent.device.flatMap { sync.parentApp(on: $0)?.syncStore.state }
            }
    }

    /// Each intent's outcome as its maker sees it: refused on the spot, superseded by a later
    /// setting of the same child's same setting, applied (when the intent checker held), or lost.
    private func intentOutcomes(intentsHeld: Bool) -> [String] {
        let intents = world.intents.intents
        return intents.enumerated().map { index, intent in
            let kind: String
            var superseded = false
            switch intent.meaning {
            case .setting(let child, let setting, _, _):
                kind = "setting"
                superseded = intents[(index + 1)...].contains { later in
                    guard later.refusal == nil, case .setting(let laterChild, let laterSetting, _, _) = later.meaning
                    else { return false }
                    return laterChild == child && laterSetting == setting
                }
            case .adjustment: kind = "adjustment"
            case .redemption: kind = "redemption"
            case .rewardRequest: kind = "reward request"
            case .rewardDecision: kind = "reward decision"
            case .membership(_, let action): kind = action
            }
            let outcome =
                intent.refusal != nil ? "refused" : superseded ? "superseded" : intentsHeld ? "applied" : "lost"
            return RunCoverage.property("outcome", "\(kind) \(outcome)")
        }
    }
}

extension ScenarioRunner {
    /// Runs the scenario as `run` does, and tells what it reached.
    public static func runWithCoverage(_ scenario: Scenario, seed: UInt64) -> (ScenarioOutcome, RunCoverage) {
        var coverage = RunCoverage(reached: [])
        let outcome = run(scenario, seed: seed, tracing: false) { state, checks in
            coverage = state.coverage(checks: checks)
        }
        return (outcome, coverage)
    }
}
