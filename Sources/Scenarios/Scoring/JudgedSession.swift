import AntiGaming
import Platform
import Simulation

/// One session as the validator ruled on it at one strictness level, beside what the child
/// was really doing — the unit the confusion matrices count.
public struct JudgedSession: Sendable {
    public let verdict: SessionVerdict
    /// The technique most of its real minutes were spent on (ties: by name); nil when honest.
    public let technique: Technique?
    /// The quirks whose artefacts reached it, sorted.
    public let quirks: [FaultKind]
    /// Real minutes that were not gaming and were not kept.
    public let withheldHonestMinutes: Int
    /// Minutes that really accrued (not a quirk's artefacts), and minutes credited.
    public let realMinutes: Int
    public let creditedMinutes: Int

    /// Ruled against: fewer minutes credited than really accrued, or (for reward time, which
    /// earns nothing to withhold) a suspicion raised. Dropping a quirk's artefacts is not a
    /// ruling against the child.
    public var isFlagged: Bool {
        switch verdict.category {
        case .learning: creditedMinutes < realMinutes
        case .reward: verdict.details.suspiciousActivityDetected
        }
    }

    public var isGaming: Bool { technique != nil }
}

/// A technique that is an act rather than a way of using an app — revoking the permission,
/// force-quitting — and whether the validator raised the flag meant for it afterwards.
public struct JudgedEvent: Sendable {
    public let technique: Technique
    public let device: DeviceID
    public let isFlagged: Bool
}
