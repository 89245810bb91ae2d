import AntiGaming
import Platform
import Simulation

/// Replays the signals a child's app recorded through a validator at a given strictness and
/// sets each ruling beside the ground truth of the callbacks behind it: the oracle that scores
/// the anti-gaming engine, reading only what the devices recorded and the world's ground truth.
///
/// At the app's own level the app's live validator is judged as it stands; the replays at the
/// other levels show what they would have decided about the very same child.
public enum AntiGamingScorer {
    /// A technique played as an act at a moment (`revoke_permission`, `force_quit` as a stall, `delete_app`).
    public struct Occurrence: Sendable {
        public let technique: Technique
        public let device: DeviceID
        public let time: Instant

        public init(technique: Technique, device: DeviceID, time: Instant) {
            self.technique = technique
            self.device = device
            self.time = time
        }
    }

    /// The reason each technique's rule raises: what counts against honest children for it.
    static func reason(for technique: Technique) -> ValidationReason {
        switch technique {
        case .passive: .unbrokenSession
        case .rapidSwitching: .rapidSwitching
        case .clockChange: .clockChanged
        case .timeZoneChange: .timeZoneChanged
        case .oddHours: .oddHours
        case .botLike: .regularPattern
        case .shieldSitting: .shieldSitting
        case .secondDevice: .otherDeviceInUse
        case .permissionRevoked, .appDeleted: .permissionLost
        case .forceQuitStall: .appStalled
        }
    }

    static let eventTechniques: [Technique] = [.permissionRevoked, .forceQuitStall, .appDeleted]

    /// A validator that has seen every signal of a child, and the reasons it gave each tick
    /// when it judged it: either the app's own, live, or a replay at another level.
    struct Rulings {
        var validator: UsageValidator
        let tickReasons: [[ValidationReason]]

        func isFiltered(_ tick: Int) -> Bool { tickReasons[tick].contains(where: \.isFilter) }
    }

    /// Replays `signals` through a fresh validator at `strictness`.
    static func replay(_ signals: [UsageSignal], settings: ValidatorSettings, strictness: ValidationStrictness)
        -> Rulings
    {
        var validator = UsageValidator(strictness: strictness, settings: settings)
        var reasons: [[ValidationReason]] = []
        reasons.reserveCapacity(signals.count)
        for signal in signals {
            guard let assessment = validator.observe(signal) else { continue }
            reasons.append(assessment.reasons)
        }
        return Rulings(validator: validator, tickReasons: reasons)
    }

    static func judge(child: ChildID, persona: PersonaTag?, rulings: Rulings, ticks: Ticks, occurrences: [Occurrence])
        -> ChildJudgement
    {
        var validator = rulings.validator
        let tickTruths = ticks.truths
        let tickCategories = ticks.categories
        precondition(tickCategories.count == rulings.tickReasons.count, "one ruling per tick")
        validator.releaseHeldMinutes()
        let credited = validator.tickCredited
        let sessions = validator.sessions.map { verdict in
            judged(
                verdict, truths: tickTruths, credited: credited, reasons: rulings.tickReasons, policy: validator.policy)
        }
        let eventReasons = eventTechniques.map(reason(for:))
        let events = occurrences.map { occurrence in
            JudgedEvent(
                technique: occurrence.technique, device: occurrence.device,
                isFlagged: validator.flags.contains {
                    $0.reason == reason(for: occurrence.technique) && $0.device == occurrence.device
                        && $0.at.instant >= occurrence.time
                })
        }
        let unexplained = validator.flags.filter { flag in
            eventReasons.contains(flag.reason)
                && !occurrences.contains {
                    reason(for: $0.technique) == flag.reason && $0.device == flag.device && flag.at.instant >= $0.time
                }
        }
        var kept = 0
        var withheld = 0
        for (index, category) in tickCategories.enumerated() where category == .learning {
            if credited[index] {
                kept += 1
            } else if !rulings.isFiltered(index) {
                withheld += 1
            }
        }
        return ChildJudgement(
            child: child, persona: persona, strictness: validator.strictness, sessions: sessions, events: events,
            unexplainedFlags: unexplained, keptLearningMinutes: kept, withheldLearningMinutes: withheld
        )
    }

    /// Minutes are scored one by one, with one allowance: when a quirk both drops a real
    /// callback and adds an artefact (an over-count fires "minute 3" early and "minute 4" on
    /// time), which of the two the validator keeps makes no difference to the child, so a
    /// credited artefact stands in for a real minute of the session left uncredited — an honest
    /// one first, then a gaming one — and that real minute is no rule's: it was not lost. The
    /// minutes stood in for are the filtered ones first (the twin an artefact's place was
    /// taken from), in tick order. Artefacts credited beyond that are minutes nobody used,
    /// each put down to the quirk that made it (the first credited artefacts stand in, in tick
    /// order; the rest are phantoms).
    static func judged(
        _ verdict: SessionVerdict, truths: [CallbackTruth], credited: [Bool], reasons: [[ValidationReason]],
        policy: StrictnessPolicy
    ) -> JudgedSession {
        var techniqueMinutes: [(technique: Technique, minutes: Int)] = []
        var quirks: [FaultKind] = []
        var honest = (minutes: 0, credited: 0)
        var gaming = (minutes: 0, credited: 0)
        var withheldReasons = (honest: [[ValidationReason]](), gaming: [[ValidationReason]]())
        // The source of each credited artefact, in tick order: a quirk, or nil for a replay.
        var artefactSources: [FaultKind?] = []
        var creditedMinutes = 0
        for index in verdict.tickIndexes {
            if credited[index] { creditedMinutes += 1 }
            switch truths[index] {
            case .real(.technique(let technique)):
                gaming.minutes += 1
                if credited[index] { gaming.credited += 1 } else { withheldReasons.gaming.append(reasons[index]) }
                if let slot = techniqueMinutes.firstIndex(where: { $0.technique == technique }) {
                    techniqueMinutes[slot].minutes += 1
                } else {
                    techniqueMinutes.append((technique, 1))
                }
            case .real:
                honest.minutes += 1
                if credited[index] { honest.credited += 1 } else { withheldReasons.honest.append(reasons[index]) }
            case .artefact(let kind):
                if credited[index] { artefactSources.append(kind) }
                if !quirks.contains(kind) { quirks.append(kind) }
            case .replayed:
                if credited[index] { artefactSources.append(nil) }
            case .interval:
                break
            }
        }
        let artefactsCredited = artefactSources.count
        let realMinutes = honest.minutes + gaming.minutes
        let honestCover = min(artefactsCredited, honest.minutes - honest.credited)
        let gamingCover = min(artefactsCredited - honestCover, gaming.minutes - gaming.credited)
        var withheldByRule = WithheldByRule()
        for reasons in uncovered(withheldReasons.honest, cover: honestCover) {
            withheldByRule.count(reasons, isGaming: false)
        }
        for reasons in uncovered(withheldReasons.gaming, cover: gamingCover) {
            withheldByRule.count(reasons, isGaming: true)
        }
        var phantomByQuirk: [(quirk: FaultKind, minutes: Int)] = []
        for case let kind? in artefactSources.dropFirst(honestCover + gamingCover) {
            if let slot = phantomByQuirk.firstIndex(where: { $0.quirk == kind }) {
                phantomByQuirk[slot].minutes += 1
            } else {
                phantomByQuirk.append((kind, 1))
            }
        }
        let isGaming = gaming.minutes * 2 > realMinutes
        let technique =
            isGaming
            ? techniqueMinutes.max { lhs, rhs in
                lhs.minutes != rhs.minutes ? lhs.minutes < rhs.minutes : lhs.technique > rhs.technique
            }?.technique : nil
        return JudgedSession(
            verdict: verdict, technique: technique, quirks: quirks.sorted(),
            realMinutes: realMinutes, creditedMinutes: creditedMinutes,
            gamingMinutes: gaming.minutes, gamingMinutesCredited: gaming.credited + gamingCover,
            honestMinutes: honest.minutes,
            withheldHonestMinutes: honest.minutes - honest.credited - honestCover,
            phantomMinutesCredited: artefactsCredited - honestCover - gamingCover,
            phantomMinutesByQuirk: phantomByQuirk.sorted { $0.quirk < $1.quirk },
            withheldByRule: withheldByRule,
            isRewardRuledAgainst: verdict.category == .reward
                && verdict.reasons.contains { $0 == .shieldSitting || policy.withholds($0) }
        )
    }

    /// The withheld minutes' reasons left once `cover` of them are stood in for by credited
    /// artefacts: filtered minutes first, then the others (the order within is no count's).
    private static func uncovered(_ withheld: [[ValidationReason]], cover: Int) -> [[ValidationReason]] {
        let filtered = withheld.filter { $0.contains(where: \.isFilter) }
        let others = withheld.filter { !$0.contains(where: \.isFilter) }
        return Array(filtered.dropFirst(cover)) + Array(others.dropFirst(max(0, cover - filtered.count)))
    }
}
