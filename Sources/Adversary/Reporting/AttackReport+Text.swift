import AntiGaming
import Checkers
import Reports

/// How the reports write a search's points and figures.
extension AttackResults {
    /// The files' and persona's name of a level's `rank`-th best point (from 1).
    public func strategyName(_ level: ValidationStrictness, rank: Int) -> String {
        "\(settings.isHonest ? "habit" : "attack")-\(level.rawValue)-\(rank)"
    }

    /// A level's reported points, each with its name: the best by objective in rank order, then
    /// the best unseen one when it is not among them.
    public func reported(_ level: Level) -> [(name: String, point: StrategyPoint, score: StrategyScore)] {
        var entries = level.confirmed.enumerated().map { rank, entry in
            (name: strategyName(level.level, rank: rank + 1), point: entry.point, score: entry.score)
        }
        if let unflagged = level.unflagged {
            entries.append((name: unflaggedName(level.level), point: unflagged.point, score: unflagged.score))
        }
        return entries
    }

    public func unflaggedName(_ level: ValidationStrictness) -> String { "attack-\(level.rawValue)-unflagged" }

    static func fixed(_ value: Double, _ digits: Int = 1) -> String { DecimalText.fixed(value, fractionDigits: digits) }

    static func percent(_ share: Double) -> String { fixed(share * 100) + " %" }

    /// The rule that held back the most of the point's minutes (gaming ones for the adversary,
    /// honest ones for a habit), with the minutes; or what passed when none did.
    func deciding(_ score: StrategyScore) -> String {
        let withheld = settings.isHonest ? score.total.honestWithheldByRule : score.total.gamingWithheldByRule
        let rules = zip(WithheldByRule.ruleNames, withheld).filter { $0.1 > 0 }
            .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
        guard let first = rules.first else {
            return settings.isHonest
                ? "none withheld a minute" : "missed: no rule withheld a minute of \(score.total.gamingMinutes)"
        }
        return "\(first.0) (\(first.1) min over \(score.runs) runs)"
    }

    /// Minutes withheld by each rule at each level, over every strategy run on the search seeds
    /// (points that render alike counted once).
    func ruleTotals() -> [(rule: String, perLevel: [(gaming: Int, honest: Int)])] {
        var renderings = Set<String>()
        let scored = scored.filter { renderings.insert(settings.space.renderingKey($0.point)).inserted }
        return WithheldByRule.ruleNames.enumerated().compactMap { rule, name in
            let perLevel = levels.map { level -> (Int, Int) in
                let index = AttackResults.levelIndex(level.level)
                return scored.reduce((0, 0)) { sum, entry in
                    let total = entry.scores[index].total
                    return (
                        sum.0 + (total.gamingWithheldByRule.isEmpty ? 0 : total.gamingWithheldByRule[rule]),
                        sum.1 + (total.honestWithheldByRule.isEmpty ? 0 : total.honestWithheldByRule[rule])
                    )
                }
            }
            return perLevel.allSatisfy { $0 == (0, 0) } ? nil : (name, perLevel.map { (gaming: $0.0, honest: $0.1) })
        }
    }
}
