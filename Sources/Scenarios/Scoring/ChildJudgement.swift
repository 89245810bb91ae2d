import AntiGaming
import Platform
import Simulation

/// Everything the validator decided about one child at one strictness level.
public struct ChildJudgement: Sendable {
    public let child: ChildID
    public let strictness: ValidationStrictness
    public let sessions: [JudgedSession]
    public let events: [JudgedEvent]
    /// Event flags raised where no technique was played (an honest child's lost permission).
    public let unexplainedFlags: [ValidationFlag]
    public let keptLearningMinutes: Int
    public let withheldLearningMinutes: Int

    public var withheldHonestMinutes: Int {
        sessions.reduce(0) { $0 + $1.withheldHonestMinutes }
    }

    /// Whether any session (or act) of `technique` was ruled against.
    public func flagged(_ technique: Technique) -> Bool {
        sessions.contains { $0.technique == technique && $0.isFlagged }
            || events.contains { $0.technique == technique && $0.isFlagged }
    }
}
