import AntiGaming
import Checkers
import ExpectationLanguage
import Platform
import YAMLSubset

/// What one expectation came to.
public struct ExpectationOutcome: Sendable {
    public enum Status: String, Sendable { case passed, failed, error }

    public let text: String
    public let location: SourceLocation
    /// When it was checked (nil: at the end of the run).
    public let time: Instant?
    public let status: Status
    /// Every function value it read, in evaluation order.
    public let terms: [EvaluatedTerm]
    /// For `error`: why it could not be evaluated.
    public let message: String?
}

/// What one run of a scenario came to.
public struct ScenarioOutcome: Sendable {
    public let scenario: Scenario
    public let seed: UInt64
    public let traceHash: String
    public let eventsExecuted: UInt64
    public let expectations: [ExpectationOutcome]
    /// The invariant checkers' verdicts (`checker ledger`, …), one per checker that applies.
    public let checks: [ExpectationOutcome]
    public let refusedActions: [RefusedAction]
    public let metrics: ScenarioMetrics
    /// The validator's rulings at every level, scored against ground truth.
    public let antiGaming: AntiGamingFigures
    /// Each child's judged sessions at the scenario's strictness (the app's own level), in
    /// child order: kept for a scenario written by hand; empty for a population, whose
    /// hundreds of child-weeks are read in figures (`run --sessions CHILD` lists one child's).
    public let judgedSessions: [ChildSessions]
    /// The moment of the last event run when the run used up its event budget before its end;
    /// nil when it reached its end. Such a run cannot be judged.
    public let budgetExhaustedAt: Instant?
    /// The sync trace as JSON Lines (`--trace`); empty without a `sync:` block.
    public let syncTrace: [String]
    /// Each experiment metric's daily values, in millionths (`ExperimentMetric.all` order, then
    /// day order): whole numbers, so they travel through a shard's file unchanged.
    public let measures: [[Int64]]
    /// The scenario's `sometimes` properties this run reached, sorted.
    public let reached: [String]

    public var budgetExhausted: Bool { budgetExhaustedAt != nil }

    public var passed: Bool {
        !budgetExhausted && (expectations + checks).allSatisfy { $0.status == .passed }
    }

    /// Why the run could not be judged, as every report says it; nil for a run that reached its end.
    public var notJudgedReason: String? {
        budgetExhaustedAt.map { stop in
            let offset = scenario.start.utcOffsetSeconds
            let at = LocalTimestamp(instant: stop, utcOffsetSeconds: offset).iso8601
            let end = LocalTimestamp(instant: scenario.end, utcOffsetSeconds: offset).iso8601
            return "could not be judged: the run used up its event budget (\(eventsExecuted) events) at \(at), "
                + "before its end at \(end); what was due at the end was not checked"
        }
    }

    /// An expectation or checker due at the end of a run that stopped before it.
    static let notCheckedAtBudget = "not checked: the run used up its event budget before its end"

}

/// One child's judged sessions, for the report.
public struct ChildSessions: Sendable {
    public let child: ChildID
    public let strictness: ValidationStrictness
    public let sessions: [JudgedSession]
}
