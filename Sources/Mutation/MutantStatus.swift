/// What the gate made of one mutant.
public enum MutantStatus: String, CaseIterable, Sendable, Comparable {
    /// The gate turned red: a scenario failed, or a test.
    case killed
    /// The mutant crashed the run or the tests: noticed, so it counts as killed.
    case crashed
    /// The gate ran past its time limit (an infinite loop, say); counted as noticed.
    case timedOut = "timed-out"
    /// The gate stayed green.
    case survived
    /// The gate never runs the site, so no run can tell the mutant from the original.
    case notReached = "not-reached"
    /// The compiler rejected the mutant (a `-` between strings, say); nothing was run.
    case notCompiled = "not-compiled"
    /// Survived or not reached, and listed as equivalent with a reason.
    case equivalent
    /// Never judged: the time budget (`--time-budget`) ran out before its turn.
    case notRun = "not-run"

    /// What the status means, in a sentence (the reference page's column).
    public var meaning: String {
        switch self {
        case .killed: "the gate turned red: a scenario failed, or a test"
        case .crashed: "the mutant crashed the run or the tests: noticed, so it counts as killed"
        case .timedOut: "the gate ran past its time limit (an infinite loop, say); counted as noticed"
        case .survived: "the gate stayed green"
        case .notReached: "the gate never runs the site, so no run can tell the mutant from the original"
        case .notCompiled: "the compiler rejected the mutant (a `-` between strings, say); nothing was run"
        case .equivalent: "survived or not reached, and listed as equivalent with a reason"
        case .notRun: "never judged: the time budget (`--time-budget`) ran out before its turn"
        }
    }

    /// Whether the gate noticed the mutant.
    public var isDetected: Bool { [.killed, .crashed, .timedOut].contains(self) }
    /// Whether CI should fail on it (`--fail-on-survivor`).
    public var isUndetected: Bool { self == .survived || self == .notReached }

    /// The status in the mutation-testing-report-schema (Stryker's HTML viewer).
    public var strykerStatus: String {
        switch self {
        case .killed, .crashed: "Killed"
        case .timedOut: "Timeout"
        case .survived: "Survived"
        case .notReached: "NoCoverage"
        case .notCompiled: "CompileError"
        case .equivalent: "Ignored"
        case .notRun: "Pending"
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

/// One mutant and its verdict.
public struct MutantResult: Sendable {
    public let mutant: Mutant
    public let status: MutantStatus
    /// What killed it (`scenarios: Scenarios/reward/x.yaml seed 3`), why it is equivalent, or
    /// the compiler's message.
    public let detail: String?
}
