import AntiGaming
import Simulation

/// The anti-gaming figures of one run or of many: per strictness level over everything, per
/// technique, per quirk and per persona, each a confusion matrix with the minutes behind it;
/// and, once a run is sealed, its headline figures as one sample of the distribution over seeds.
public struct AntiGamingFigures: Sendable {
    public static let levels = ValidationStrictness.allCases

    /// One set per level, in `levels` order.
    public internal(set) var byStrictness = [ConfusionCounts](repeating: ConfusionCounts(), count: levels.count)
    /// Per technique (catalogue order), one set per level: its sessions and acts as positives,
    /// honest sessions flagged by the rule meant for it as false positives.
    public internal(set) var byTechnique: [(technique: Technique, levels: [ConfusionCounts])] =
        Technique.allCases.map { ($0, [ConfusionCounts](repeating: ConfusionCounts(), count: levels.count)) }
    /// Per quirk, one set per level: the honest sessions its artefacts reached, and the phantom
    /// minutes its artefacts were credited in any learning session (see ``JudgedSession/phantomMinutesByQuirk``).
    public internal(set) var byQuirk: [(quirk: FaultKind, levels: [ConfusionCounts])] =
        FaultKind.allCases.map { ($0, [ConfusionCounts](repeating: ConfusionCounts(), count: levels.count)) }
    /// Per persona (by name), one set per level: every session of its children.
    public internal(set) var byPersona: [(persona: PersonaTag, levels: [ConfusionCounts])] = []
    /// Per level, real learning minutes not credited by the rule that held them back.
    public internal(set) var withheldByRule = [WithheldByRule](repeating: WithheldByRule(), count: levels.count)
    /// One per sealed run, in the order added.
    public internal(set) var runSamples: [RunSample] = []

    public init() {}

    /// Figures read back from their counts (a shard's file): per technique and per quirk, one
    /// set per level for each, in catalogue order.
    public init(
        byStrictness: [ConfusionCounts], byTechnique: [[ConfusionCounts]], byQuirk: [[ConfusionCounts]],
        byPersona: [(persona: PersonaTag, levels: [ConfusionCounts])], withheldByRule: [WithheldByRule],
        runSamples: [RunSample]
    ) {
        let levelCount = Self.levels.count
        precondition(byStrictness.count == levelCount && withheldByRule.count == levelCount, "one set per level")
        precondition(
            byTechnique.count == self.byTechnique.count && byQuirk.count == self.byQuirk.count,
            "one entry per technique and per quirk of the catalogue")
        precondition(
            (byTechnique + byQuirk + byPersona.map(\.levels)).allSatisfy { $0.count == levelCount },
            "one set per level")
        self.byStrictness = byStrictness
        for index in self.byTechnique.indices { self.byTechnique[index].levels = byTechnique[index] }
        for index in self.byQuirk.indices { self.byQuirk[index].levels = byQuirk[index] }
        self.byPersona = byPersona
        self.withheldByRule = withheldByRule
        self.runSamples = runSamples
    }

    /// Whether anything was judged: a run with no usage has nothing to report.
    public var hasSessions: Bool {
        byStrictness.contains { $0 != ConfusionCounts() }
    }

    /// Adds one child's judgements, one per level in `levels` order.
    public mutating func add(_ judgements: [ChildJudgement]) {
        precondition(judgements.map(\.strictness) == Self.levels, "one judgement per level, in order")
        var personaLevels = [ConfusionCounts](repeating: ConfusionCounts(), count: Self.levels.count)
        for (level, judgement) in judgements.enumerated() {
            var child = ConfusionCounts()
            for session in judgement.sessions {
                child.count(isGaming: session.isGaming, isFlagged: session.isFlagged)
                child.countMinutes(of: session)
                child.countReview(of: session)
                if session.verdict.category == .learning { withheldByRule[level].add(session.withheldByRule) }
                addToTechniques(session, level: level)
                for quirk in session.quirks where !session.isGaming {
                    let index = byQuirk.firstIndex { $0.quirk == quirk }!
                    byQuirk[index].levels[level].count(isGaming: false, isFlagged: session.isFlagged)
                    byQuirk[index].levels[level].withheldHonestMinutes += session.withheldHonestMinutes
                }
                guard session.verdict.category == .learning else { continue }
                for phantom in session.phantomMinutesByQuirk {
                    let index = byQuirk.firstIndex { $0.quirk == phantom.quirk }!
                    byQuirk[index].levels[level].phantomMinutesCredited += phantom.minutes
                }
            }
            for event in judgement.events {
                child.count(isGaming: true, isFlagged: event.isFlagged)
                let index = byTechnique.firstIndex { $0.technique == event.technique }!
                byTechnique[index].levels[level].count(isGaming: true, isFlagged: event.isFlagged)
            }
            for flag in judgement.unexplainedFlags {
                child.falsePositives += 1
                if let index = byTechnique.firstIndex(where: {
                    AntiGamingScorer.reason(for: $0.technique) == flag.reason
                }) {
                    byTechnique[index].levels[level].falsePositives += 1
                }
            }
            byStrictness[level].add(child)
            personaLevels[level] = child
        }
        if let persona = judgements.first?.persona { addToPersona(persona, personaLevels) }
    }

    private mutating func addToTechniques(_ session: JudgedSession, level: Int) {
        for index in byTechnique.indices {
            let technique = byTechnique[index].technique
            if session.technique == technique {
                byTechnique[index].levels[level].count(isGaming: true, isFlagged: session.isFlagged)
                byTechnique[index].levels[level].countMinutes(of: session)
                byTechnique[index].levels[level].countReview(of: session)
            } else if !session.isGaming && !AntiGamingScorer.eventTechniques.contains(technique) {
                let flaggedForIt =
                    session.isFlagged
                    && session.verdict.reasons.contains(AntiGamingScorer.reason(for: technique))
                byTechnique[index].levels[level].count(isGaming: false, isFlagged: flaggedForIt)
                if flaggedForIt {
                    byTechnique[index].levels[level].withheldHonestMinutes += session.withheldHonestMinutes
                }
                if session.verdict.reasons.contains(AntiGamingScorer.reason(for: technique)) {
                    byTechnique[index].levels[level].countReview(of: session)
                }
            }
        }
    }

    /// Personas stay sorted by name, so that the order never depends on which child came first.
    private mutating func addToPersona(_ persona: PersonaTag, _ levels: [ConfusionCounts]) {
        let position = byPersona.firstIndex { $0.persona >= persona } ?? byPersona.endIndex
        if position == byPersona.endIndex || byPersona[position].persona != persona {
            byPersona.insert(
                (persona, [ConfusionCounts](repeating: ConfusionCounts(), count: Self.levels.count)),
                at: position)
        }
        for level in levels.indices { byPersona[position].levels[level].add(levels[level]) }
    }

    public mutating func add(_ other: AntiGamingFigures) {
        for level in Self.levels.indices {
            byStrictness[level].add(other.byStrictness[level])
            withheldByRule[level].add(other.withheldByRule[level])
            for index in byTechnique.indices {
                byTechnique[index].levels[level].add(other.byTechnique[index].levels[level])
            }
            for index in byQuirk.indices { byQuirk[index].levels[level].add(other.byQuirk[index].levels[level]) }
        }
        for entry in other.byPersona { addToPersona(entry.persona, entry.levels) }
        runSamples += other.runSamples
    }

    public func counts(_ level: ValidationStrictness, technique: Technique? = nil) -> ConfusionCounts {
        let position = Self.levels.firstIndex(of: level)!
        guard let technique else { return byStrictness[position] }
        return byTechnique.first { $0.technique == technique }!.levels[position]
    }

    /// The mean of every technique's recall, over the techniques that were played: each weighs
    /// the same, however many sessions it makes. nil when no technique was played.
    public func techniqueAveragedRecall(_ level: ValidationStrictness) -> Double? {
        let position = Self.levels.firstIndex(of: level)!
        let recalls = byTechnique.compactMap { $0.levels[position].recall }
        return recalls.isEmpty ? nil : recalls.reduce(0, +) / Double(recalls.count)
    }

    /// The highest false-positive rate of any honest persona on its own; nil with none.
    public func worstHonestPersonaFalsePositiveRate(_ level: ValidationStrictness) -> Double? {
        let position = Self.levels.firstIndex(of: level)!
        return byPersona.filter(\.persona.isHonest).compactMap { $0.levels[position].falsePositiveRate }.max()
    }

    /// The figures with this run's headline figures added as one sample of `scenario`'s
    /// distribution over seeds.
    public func sealed(as scenario: String) -> AntiGamingFigures {
        guard hasSessions else { return self }
        var sealed = self
        sealed.runSamples.append(RunSample(scenario: scenario, levels: Self.levels.map(RunSample.figures(of: self))))
        return sealed
    }
}
