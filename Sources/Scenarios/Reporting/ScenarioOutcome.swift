import AntiGaming
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
    /// Set when the run stopped at its event budget instead of its end.
    public let budgetExhausted: Bool
    /// The sync trace as JSON Lines (`--trace`); empty without a `sync:` block.
    public let syncTrace: [String]
    /// Each experiment metric's daily values, in millionths (`ExperimentMetric.all` order, then
    /// day order): whole numbers, so they travel through a shard's file unchanged.
    public let measures: [[Int64]]

    public var passed: Bool {
        !budgetExhausted && (expectations + checks).allSatisfy { $0.status == .passed }
    }
}

/// One child's judged sessions, for the report.
public struct ChildSessions: Sendable {
    public let child: ChildID
    public let strictness: ValidationStrictness
    public let sessions: [JudgedSession]
}
