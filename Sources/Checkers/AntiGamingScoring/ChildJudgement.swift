import AntiGaming
import Personas
import Platform
import Simulation

/// Everything the validator decided about one child at one strictness level.
public struct ChildJudgement: Sendable {
    public let child: ChildID
    /// The persona that planned the child's days; nil for a child written by hand.
    public let persona: PersonaTag?
    public let strictness: ValidationStrictness
    public let sessions: [JudgedSession]
    public let events: [JudgedEvent]
    /// Event flags raised where no technique was played (an honest child's lost permission).
    public let unexplainedFlags: [ValidationFlag]
    public let keptLearningMinutes: Int
    public let withheldLearningMinutes: Int

    public var withheldHonestMinutes: Int {
        sessions.reduce(0) { $0 + ($1.verdict.category == .learning ? $1.withheldHonestMinutes : 0) }
    }

    /// Whether any session of `technique` raised a suspicion, its minutes withheld or kept: what
    /// the parent sees for review.
    public func raisedSuspicion(_ technique: Technique) -> Bool {
        sessions.contains { $0.technique == technique && $0.verdict.details.suspiciousActivityDetected }
            || events.contains { $0.technique == technique && $0.isFlagged }
    }

    /// Whether any session (or act) of `technique` was ruled against.
    public func flagged(_ technique: Technique) -> Bool {
        sessions.contains { $0.technique == technique && $0.isFlagged }
            || events.contains { $0.technique == technique && $0.isFlagged }
    }
}

extension ChildJudgement {
    /// The judgements of a child's devices, each of which judged its own callbacks, as one:
    /// sessions in start order (a tie in the order of `parts`), events and flags in that order.
    init(child: ChildID, persona: PersonaTag?, strictness: ValidationStrictness, merging parts: [ChildJudgement]) {
        precondition(parts.allSatisfy { $0.child == child && $0.strictness == strictness }, "one child, one level")
        self.child = child
        self.persona = persona
        self.strictness = strictness
        sessions = parts.enumerated()
            .flatMap { part, judgement in judgement.sessions.enumerated().map { (part, $0.offset, $0.element) } }
            .sorted { lhs, rhs in
                let lhsStart = lhs.2.verdict.startedAt.instant
                let rhsStart = rhs.2.verdict.startedAt.instant
                return lhsStart != rhsStart ? lhsStart < rhsStart : (lhs.0, lhs.1) < (rhs.0, rhs.1)
            }
            .map(\.2)
        events = parts.flatMap(\.events)
        unexplainedFlags = parts.flatMap(\.unexplainedFlags)
        keptLearningMinutes = parts.reduce(0) { $0 + $1.keptLearningMinutes }
        withheldLearningMinutes = parts.reduce(0) { $0 + $1.withheldLearningMinutes }
    }
}

/// A persona as the figures group children by it: its name, and whether it plays no technique
/// at all (an honest persona, whose false-positive rate is a target of its own).
public struct PersonaTag: Hashable, Sendable, Comparable {
    public let name: String
    public let isHonest: Bool

    public init(profile: PersonaProfile) {
        name = profile.name
        isHonest = profile.techniqueChances.allSatisfy { $0.chancePercent == 0 }
    }

    public init(name: String, isHonest: Bool) {
        self.name = name
        self.isHonest = isHonest
    }

    public static func < (lhs: PersonaTag, rhs: PersonaTag) -> Bool { lhs.name < rhs.name }
}
