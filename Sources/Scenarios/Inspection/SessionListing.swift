import AntiGaming
import Checkers
import Platform

/// `rewardsim run FILE --sessions CHILD`: one child's judged sessions at the run's strictness,
/// one line each — where, when, the minutes that really accrued and those credited, the verdict,
/// what the child was really doing, and which rules withheld which minutes — so a verdict can be
/// explained without reading results.json.
public enum SessionListing {
    /// The lines for the child named `name`, or nil when the scenario has no such child.
    public static func lines(_ scenario: Scenario, seed: UInt64, child name: String) -> [String]? {
        let child = ChildID(name)
        guard scenario.children.contains(where: { $0.id == child }) else { return nil }
        var sessions: [JudgedSession] = []
        _ = ScenarioRunner.run(scenario, seed: seed, tracing: false) { state, _ in
            sessions = state.judgement(child, scenario.validationStrictness).sessions
        }
        let level = scenario.validationStrictness.rawValue
        let header = "\(child)'s sessions at \(level) (seed \(seed)): \(sessions.count)"
        return [header] + sessions.map(line)
    }

    static func line(_ session: JudgedSession) -> String {
        let verdict = session.verdict
        let truth = session.technique.map { "gaming: \($0.rawValue)" } ?? "honest"
        let withheld = zip(WithheldByRule.ruleNames, zip(session.withheldByRule.honest, session.withheldByRule.gaming))
            .compactMap { rule, counts in counts.0 + counts.1 > 0 ? "\(rule) \(counts.0 + counts.1)" : nil }
        return "\(verdict.device) \(verdict.app) \(verdict.startedAt)–\(verdict.endedAt.description.suffix(18)): "
            + "\(session.realMinutes) min real, \(session.creditedMinutes) credited; \(verdict.status.rawValue)"
            + (session.isFlagged ? " (ruled against)" : "") + "; \(truth)"
            + (withheld.isEmpty ? "" : "; withheld by \(withheld.joined(separator: ", "))")
            + (verdict.reasons.isEmpty ? "" : "; reasons \(verdict.reasons.map(\.rawValue).joined(separator: ", "))")
    }
}
