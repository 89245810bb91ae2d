import AntiGaming
import Checkers
import Reports
import Simulation

/// What an iOS release's profile costs a population: the same scenarios on the same seeds, run
/// once as written and once with every child device on the release, and the anti-gaming figures
/// of the two compared per persona at the level each run judged at.
public struct BlastRadius: Sendable {
    /// One persona's difference, with the profile minus without.
    public struct PersonaCost: Sendable, Equatable {
        public let persona: String
        public let isHonest: Bool
        /// Real minutes of honest use the app did not keep.
        public let honestMinutesLost: Int
        /// Honest sessions ruled against (false positives).
        public let sessionsWronglyRuledAgainst: Int
        /// Minutes of gaming credited.
        public let gamingMinutesNewlyCredited: Int
        /// Minutes credited that nobody used (the release's artefacts).
        public let phantomMinutesCredited: Int
    }

    /// The iOS release whose profile was measured.
    public let version: String
    public let personas: [PersonaCost]
    /// Real minutes withheld, honest and gaming, by the rule that held them back: with the
    /// profile minus without, rules that changed only. The defences that moved.
    public let withheldByRule: [(rule: String, honest: Int, gaming: Int)]

    /// `seedPairs`: per seed, the figures of the run as written and of the run on the release.
    public init(
        version: String, seedPairs: [(without: AntiGamingFigures, with: AntiGamingFigures)],
        level: ValidationStrictness
    ) {
        var without = AntiGamingFigures()
        var with = AntiGamingFigures()
        for pair in seedPairs {
            without.add(pair.without)
            with.add(pair.with)
        }
        self.init(version: version, without: without, with: with, level: level)
    }

    /// `without` and `with`: the figures of the runs as written and on the release, each judged
    /// at `level`.
    public init(
        version: String, without: AntiGamingFigures, with: AntiGamingFigures, level: ValidationStrictness
    ) {
        self.version = version
        let position = AntiGamingFigures.levels.firstIndex(of: level) ?? 0
        let tags = (without.byPersona.map(\.persona) + with.byPersona.map(\.persona)).sortedUnique()
        func counts(_ figures: AntiGamingFigures, _ tag: PersonaTag) -> ConfusionCounts {
            figures.byPersona.first { $0.persona == tag }?.levels[position] ?? ConfusionCounts()
        }
        personas = tags.map { tag in
            let before = counts(without, tag)
            let after = counts(with, tag)
            return PersonaCost(
                persona: tag.name, isHonest: tag.isHonest,
                honestMinutesLost: after.withheldHonestMinutes - before.withheldHonestMinutes,
                sessionsWronglyRuledAgainst: after.falsePositives - before.falsePositives,
                gamingMinutesNewlyCredited: after.gamingMinutesCredited - before.gamingMinutesCredited,
                phantomMinutesCredited: after.phantomMinutesCredited - before.phantomMinutesCredited)
        }
        let before = without.withheldByRule[position]
        let after = with.withheldByRule[position]
        withheldByRule = WithheldByRule.ruleNames.indices.compactMap { index in
            let honest = after.honest[index] - before.honest[index]
            let gaming = after.gaming[index] - before.gaming[index]
            guard honest != 0 || gaming != 0 else { return nil }
            return (WithheldByRule.ruleNames[index], honest, gaming)
        }
    }

    /// The per-persona table and the rules that moved, as Markdown.
    public var markdown: String {
        let rows = personas.map { cost in
            [
                cost.persona, cost.isHonest ? "honest" : "gaming", signed(cost.honestMinutesLost),
                signed(cost.sessionsWronglyRuledAgainst), signed(cost.gamingMinutesNewlyCredited),
                signed(cost.phantomMinutesCredited),
            ]
        }
        let header = [
            "persona", "kind", "honest minutes lost", "sessions wrongly ruled against", "gaming minutes newly credited",
            "phantom minutes credited",
        ]
        var text = MarkdownTable.render(header: header, rows: rows) + "\n"
        if withheldByRule.isEmpty {
            text += "Real minutes withheld by rule: no rule withheld more or less with the profile.\n"
        } else {
            text += "Real minutes withheld by rule, with the profile minus without:\n\n"
            text += MarkdownTable.render(
                header: ["rule", "honest minutes", "gaming minutes"],
                rows: withheldByRule.map { [$0.rule, signed($0.honest), signed($0.gaming)] })
        }
        return text
    }

    private func signed(_ value: Int) -> String { value > 0 ? "+\(value)" : "\(value)" }
}

extension BlastRadius {
    /// The releases a blast radius can measure: those with a profile.
    public static var profiledVersions: [String] { IOSRelease.profiles.map(\.version) }
}

extension Scenario {
    /// The same scenario with every child device on iOS `version`.
    public func onIOS(_ version: String) -> Scenario {
        var copy = self
        copy.children = children.map { child in
            let devices = child.devices.map { device in
                var device = device
                device.iosVersion = version
                return device
            }
            return ChildSpec(id: child.id, devices: devices, persona: child.persona)
        }
        return copy
    }
}

extension Array where Element == PersonaTag {
    fileprivate func sortedUnique() -> [PersonaTag] {
        var result: [PersonaTag] = []
        for tag in sorted() where result.last != tag { result.append(tag) }
        return result
    }
}
