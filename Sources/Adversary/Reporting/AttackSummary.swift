import AntiGaming
import Reports

/// summary.md: per level the best points confirmed on fresh seeds (with their files, the rule
/// that did the most against them and the minutes at stake), the trend, the frontier; then
/// which rules did the work.
extension AttackResults {
    public var summaryMarkdown: String {
        let settings = settings
        let kind = settings.isHonest ? "Honest stress search" : "Adversary search"
        var text = "# \(kind): \(settings.space.name) space, search seed \(settings.seed)\n\n"
        text += "Budget \(settings.budgetRuns) runs: \(scored.count) points scored, "
        text += "\(searchRuns / max(1, searchSeeds.count)) of them distinct strategies run on the same "
        text += "\(searchSeeds.count) seeds (\(searchSeeds.map(String.init).joined(separator: ", "))), "
        text += "\(settings.days)-day runs; each level's best \(settings.confirmedPerLevel) run again on "
        text += "\(confirmSeeds.count) fresh seeds (\(confirmSeeds.map(String.init).joined(separator: ", "))). "
        text += "\(runs) runs in all.\n\n"
        text += settings.isHonest ? Self.honestObjectiveText : Self.gamingObjectiveText
        for level in levels {
            text += "\n## \(level.level.rawValue)\n\n"
            text += bestTable(level)
            // The batches that raised the best, and the last: the chart in report.html has every one.
            let raised = level.trend.enumerated().filter { index, step in
                index == 0 || index == level.trend.count - 1 || step.best > level.trend[index - 1].best
            }
            let trend = raised.map { "\($0.element.strategies): \(Self.fixed($0.element.best, 3))" }
            let restarts = level.trend.filter(\.isRestart).count
            text += "\nTrend (points scored: best objective so far, where it rose; \(restarts) restarts): "
            text += trend.joined(separator: ", ") + "\n"
            text +=
                "\nFrontier (on the search seeds): "
                + level.frontier.map { entry in
                    let score = entry.scores[AttackResults.levelIndex(level.level)]
                    return settings.isHonest
                        ? "\(Self.percent(score.flaggedShare)) flagged / \(Self.percent(score.withheldShare)) withheld"
                        : "\(Self.percent(score.detection)) seen / \(Self.fixed(score.yieldPerChildDay)) min"
                }.joined(separator: "; ") + "\n"
        }
        text += "\n## Which rules did the work\n\n"
        text += "Minutes withheld by each rule over every distinct strategy run on the search seeds "
        text += "(gaming / honest), per level.\n\n"
        let header = ["rule"] + levels.map { "\($0.level.rawValue) gaming / honest" }
        let rows = ruleTotals().map { entry in [entry.rule] + entry.perLevel.map { "\($0.gaming) / \($0.honest)" } }
        text += rows.isEmpty ? "No rule withheld a minute.\n" : MarkdownTable.render(header: header, rows: rows)
        text += "\n## Reproduce\n\n"
        text += "Each best point is a persona file and a scenario in strategies/; run one with\n"
        text += "`rewardsim run strategies/NAME.yaml --seeds \(confirmSeeds.first ?? 1)..\(confirmSeeds.first ?? 1)`, "
        text += "or start a search from these with `--from` this folder.\n"
        return text
    }

    static let gamingObjectiveText =
        "Objective: credited ungenuine minutes per child-day (ground truth), less "
        + "\(fixed(StrategyScore.flagCostMinutes, 0)) for each flag the parents are shown per child-day. "
        + "Unflagged: the minutes of the runs in which no flag was shown at all.\n"

    static let honestObjectiveText =
        "Objective: the share of the habit's real learning minutes withheld plus the share of its sessions "
        + "ruled against.\n"

    private func bestTable(_ level: Level) -> String {
        let isHonest = settings.isHonest
        let header =
            isHonest
            ? ["#", "habit", "objective", "withheld", "flagged", "minutes lost per child-day", "rule", "point"]
            : [
                "#", "strategy", "objective", "ungenuine min/child-day", "unflagged min/child-day", "runs seen",
                "flags/child-day", "rule", "point",
            ]
        let rows = reported(level).enumerated().map { rank, entry -> [String] in
            let score = entry.score
            let name = entry.name
            let point = settings.space.describe(entry.point)
            if isHonest {
                let lost = Double(score.total.honestMinutesWithheld) / Double(score.childDays)
                return [
                    "\(rank + 1)", name, Self.fixed(score.objective, 3), Self.percent(score.withheldShare),
                    Self.percent(score.flaggedShare), Self.fixed(lost), deciding(score), point,
                ]
            }
            return [
                "\(rank + 1)", name, Self.fixed(score.objective), Self.fixed(score.yieldPerChildDay),
                Self.fixed(score.unflaggedYieldPerChildDay), Self.percent(score.detection),
                Self.fixed(score.flagsPerChildDay, 2), deciding(score), point,
            ]
        }
        return MarkdownTable.render(header: header, rows: rows)
    }
}
