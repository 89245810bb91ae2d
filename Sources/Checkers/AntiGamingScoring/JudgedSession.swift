import AntiGaming
import Platform
import Simulation

/// One session as the validator ruled on it at one strictness level, beside what the child
/// was really doing — the unit the confusion matrices count. Its minutes are scored one by
/// one first; the session's label and ruling follow from the majority of them.
public struct JudgedSession: Sendable {
    public let verdict: SessionVerdict
    /// The technique most of its real minutes were spent on (ties: by name); nil when most of
    /// its real minutes were honest. A session with a technique minute or two among many honest
    /// ones is honest: its honest minutes are what an honest child stands to lose.
    public let technique: Technique?
    /// The quirks whose artefacts reached it, sorted.
    public let quirks: [FaultKind]
    /// Minutes that really accrued (not a quirk's artefacts), and minutes credited.
    public let realMinutes: Int
    public let creditedMinutes: Int
    /// Real minutes spent on a technique, and how many of them were credited.
    public let gamingMinutes: Int
    public let gamingMinutesCredited: Int
    /// Real minutes not spent on a technique, and how many of them were not credited.
    public let honestMinutes: Int
    public let withheldHonestMinutes: Int
    /// Minutes credited beyond every real minute of the session: minutes nobody used.
    public let phantomMinutesCredited: Int
    /// The phantom minutes by the quirk whose artefacts they were, in quirk order; a catch-up
    /// replay's minute credited a second time is no quirk's and counts only in the total.
    public let phantomMinutesByQuirk: [(quirk: FaultKind, minutes: Int)]
    /// Real minutes not credited, by the rule that held them back.
    public let withheldByRule: WithheldByRule
    /// A reward session (nothing to withhold) that carries a suspicion the level acts on: its
    /// own rule, shield sitting, or one the level would withhold a learning minute for — a
    /// clock set off at moderate, a zone changed at strict. A suspicion the level only flags
    /// (a traveller's zone change below strict) is left to the parents' review and withholds
    /// nothing: it is no ruling against the child.
    public let isRewardRuledAgainst: Bool

    /// Ruled against. A learning session: for a gaming one, most of its gaming minutes withheld
    /// (a four-hour video that keeps an hour is not caught); for an honest one, any honest minute
    /// withheld. Reward time earns nothing to withhold: a suspicion the level acts on (see
    /// ``isRewardRuledAgainst``). Dropping a quirk's artefacts is not a ruling against the child.
    public var isFlagged: Bool {
        switch verdict.category {
        case .learning:
            isGaming ? (gamingMinutes - gamingMinutesCredited) * 2 > gamingMinutes : withheldHonestMinutes > 0
        case .reward:
            isRewardRuledAgainst
        }
    }

    public var isGaming: Bool { technique != nil }

    /// Flagged for the parents' review only: a suspicion raised, not a minute withheld, and no
    /// ruling against the child. What a parent is shown to look at, counted apart because it
    /// costs the child nothing but costs the parent attention.
    public var isForReview: Bool {
        !isFlagged && verdict.details.suspiciousActivityDetected && verdict.minutesKept == verdict.minutes
    }
}

/// A technique that is an act rather than a way of using an app — revoking the permission,
/// force-quitting — and whether the validator raised the flag meant for it afterwards.
public struct JudgedEvent: Sendable {
    public let technique: Technique
    public let device: DeviceID
    public let isFlagged: Bool
}
