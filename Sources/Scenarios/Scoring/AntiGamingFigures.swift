import AntiGaming
import Reports
import Simulation

/// The anti-gaming figures of one run or of many: per strictness level over everything, per
/// technique and per quirk, each a confusion matrix with the honest minutes withheld.
public struct AntiGamingFigures: Sendable {
    public static let levels = ValidationStrictness.allCases

    /// One set per level, in `levels` order.
    public internal(set) var byStrictness = [ConfusionCounts](repeating: ConfusionCounts(), count: levels.count)
    /// Per technique (catalogue order), one set per level: its sessions and acts as positives,
    /// honest sessions flagged by the rule meant for it as false positives.
    public internal(set) var byTechnique: [(technique: Technique, levels: [ConfusionCounts])] =
        Technique.allCases.map { ($0, [ConfusionCounts](repeating: ConfusionCounts(), count: levels.count)) }
    /// Per quirk, one set per level: the honest sessions its artefacts reached.
    public internal(set) var byQuirk: [(quirk: FaultKind, levels: [ConfusionCounts])] =
        FaultKind.allCases.map { ($0, [ConfusionCounts](repeating: ConfusionCounts(), count: levels.count)) }

    public init() {}

    /// Whether anything was judged: a run with no usage has nothing to report.
    public var hasSessions: Bool {
        byStrictness.contains { $0 != ConfusionCounts() }
    }

    /// Adds one child's judgements, one per level in `levels` order.
    mutating func add(_ judgements: [ChildJudgement]) {
        precondition(judgements.map(\.strictness) == Self.levels, "one judgement per level, in order")
        for (level, judgement) in judgements.enumerated() {
            for session in judgement.sessions {
                byStrictness[level].count(isGaming: session.isGaming, isFlagged: session.isFlagged)
                byStrictness[level].withheldHonestMinutes += session.withheldHonestMinutes
                addToTechniques(session, level: level)
                for quirk in session.quirks where !session.isGaming {
                    let index = byQuirk.firstIndex { $0.quirk == quirk }!
                    byQuirk[index].levels[level].count(isGaming: false, isFlagged: session.isFlagged)
                    byQuirk[index].levels[level].withheldHonestMinutes += session.withheldHonestMinutes
                }
            }
            for event in judgement.events {
                byStrictness[level].count(isGaming: true, isFlagged: event.isFlagged)
                let index = byTechnique.firstIndex { $0.technique == event.technique }!
                byTechnique[index].levels[level].count(isGaming: true, isFlagged: event.isFlagged)
            }
            for flag in judgement.unexplainedFlags {
                byStrictness[level].falsePositives += 1
                if let index = byTechnique.firstIndex(where: { AntiGamingScorer.reason(for: $0.technique) == flag.reason }) {
                    byTechnique[index].levels[level].falsePositives += 1
                }
            }
        }
    }

    private mutating func addToTechniques(_ session: JudgedSession, level: Int) {
        for index in byTechnique.indices {
            let technique = byTechnique[index].technique
            if session.technique == technique {
                byTechnique[index].levels[level].count(isGaming: true, isFlagged: session.isFlagged)
            } else if !session.isGaming && !AntiGamingScorer.eventTechniques.contains(technique) {
                let flaggedForIt = session.isFlagged
                    && session.verdict.reasons.contains(AntiGamingScorer.reason(for: technique))
                byTechnique[index].levels[level].count(isGaming: false, isFlagged: flaggedForIt)
                if flaggedForIt {
                    byTechnique[index].levels[level].withheldHonestMinutes += session.withheldHonestMinutes
                }
            }
        }
    }

    public mutating func add(_ other: AntiGamingFigures) {
        for level in Self.levels.indices {
            byStrictness[level].add(other.byStrictness[level])
            for index in byTechnique.indices { byTechnique[index].levels[level].add(other.byTechnique[index].levels[level]) }
            for index in byQuirk.indices { byQuirk[index].levels[level].add(other.byQuirk[index].levels[level]) }
        }
    }

    public func counts(_ level: ValidationStrictness, technique: Technique? = nil) -> ConfusionCounts {
        let position = Self.levels.firstIndex(of: level)!
        guard let technique else { return byStrictness[position] }
        return byTechnique.first { $0.technique == technique }!.levels[position]
    }

    // MARK: JSON

    public var json: JSONValue {
        func levels(_ sets: [ConfusionCounts]) -> JSONValue {
            JSONValue(object: zip(Self.levels, sets).map { ($0.rawValue, $1.json) })
        }
        let techniques = byTechnique.filter { entry in entry.levels.contains { $0 != ConfusionCounts() } }
        let quirks = byQuirk.filter { entry in entry.levels.contains { $0 != ConfusionCounts() } }
        return JSONValue(object: [
            ("byStrictness", levels(byStrictness)),
            ("byTechnique", JSONValue(object: techniques.map { ($0.technique.rawValue, levels($0.levels)) })),
            ("byQuirk", JSONValue(object: quirks.map { ($0.quirk.rawValue, levels($0.levels)) })),
        ])
    }
}

extension ConfusionCounts {
    var json: JSONValue {
        func ratio(_ value: Double?) -> JSONValue { value.map { .number($0, fractionDigits: 4) } ?? .null }
        return JSONValue(object: [
            ("truePositives", .integer(Int64(truePositives))),
            ("falsePositives", .integer(Int64(falsePositives))),
            ("trueNegatives", .integer(Int64(trueNegatives))),
            ("falseNegatives", .integer(Int64(falseNegatives))),
            ("precision", ratio(precision)),
            ("recall", ratio(recall)),
            ("falsePositiveRate", ratio(falsePositiveRate)),
            ("withheldHonestMinutes", .integer(Int64(withheldHonestMinutes))),
        ])
    }
}
