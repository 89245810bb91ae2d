import AntiGaming

/// The report set's files, and the kept findings: each level's best as a regression scenario
/// whose verdicts state what the rules do to it today on every seed of `keptSeeds`.
extension AttackResults {
    /// The seeds a kept finding's bounds are measured on: the ones `rewardsim run FILE --seeds
    /// 1..50` checks.
    public static let keptSeeds: [UInt64] = Array(1...50)

    /// Every file of the report set, by path inside it, in a fixed order.
    public var reportFiles: [(path: String, contents: String)] {
        var files: [(String, String)] = [
            ("summary.md", summaryMarkdown), ("report.html", html), ("results.json", json.serialized()),
        ]
        for level in levels {
            for entry in reported(level) {
                let strategy = strategyFiles(
                    entry.point, name: entry.name,
                    comment: [
                        "Found by rewardsim attack\(settings.isHonest ? " --honest" : "") --seed \(settings.seed) "
                            + "(\(entry.name)): \(numbers(entry.score)) on seeds "
                            + confirmSeeds.map(String.init).joined(separator: ", ") + "."
                    ])
                files.append(("strategies/" + strategy.personaFileName, strategy.personaText))
                files.append(("strategies/" + strategy.scenarioFileName, strategy.scenarioText))
            }
        }
        return files
    }

    func strategyFiles(_ point: StrategyPoint, name: String, comment: [String], expectations: [String] = [])
        -> StrategyFiles
    {
        StrategyFiles(
            space: settings.space, point: point, name: name, days: settings.days, comment: comment,
            expectations: expectations)
    }

    func numbers(_ score: StrategyScore) -> String {
        settings.isHonest
            ? "\(Self.percent(score.withheldShare)) of real minutes withheld, \(Self.percent(score.flaggedShare)) "
                + "of sessions ruled against"
            : "\(Self.fixed(score.yieldPerChildDay)) ungenuine minutes credited per child-day, "
                + "\(Self.fixed(score.unflaggedYieldPerChildDay)) unflagged, a flag shown in "
                + "\(Self.percent(score.detection)) of runs"
    }

    /// Each level's best point as a kept finding: run on `keptSeeds`, and written with the
    /// bounds those runs reached as its expectations, so that it passes on all of them today
    /// and fails when the rules let more through (or withhold more from an honest habit).
    public func keptFindings(runner: StrategyRunner) -> [(path: String, contents: String)] {
        var files: [(String, String)] = []
        for level in levels {
            var kept = level.confirmed.prefix(1).map { (name: keptName(level.level), point: $0.point, score: $0.score) }
            if let unflagged = level.unflagged {
                kept.append((name: unflaggedName(level.level), point: unflagged.point, score: unflagged.score))
            }
            for best in kept { files += keptFinding(best, level: level.level, runner: runner) }
        }
        return files
    }

    private func keptName(_ level: ValidationStrictness) -> String {
        "\(settings.isHonest ? "habit" : "attack")-\(level.rawValue)"
    }

    private func keptFinding(
        _ best: (name: String, point: StrategyPoint, score: StrategyScore), level: ValidationStrictness,
        runner: StrategyRunner
    ) -> [(path: String, contents: String)] {
        let index = AttackResults.levelIndex(level)
        let runs = runner.figures([best.point], seeds: Self.keptSeeds)[0].map { $0[index] }
        let name = best.name
        let word = level.rawValue
        let expectations: [String]
        let stated: String
        if settings.isHonest {
            let withheld = runs.map(\.honestMinutesWithheld).max() ?? 0
            let flagged = runs.map(\.honestSessionsFlagged).max() ?? 0
            expectations = [
                "withheld_honest_minutes(\(word)) <= \(withheld)", "false_positives(\(word)) <= \(flagged)",
            ]
            stated = "at most \(withheld) real minutes withheld and \(flagged) sessions ruled against"
        } else {
            let credited = runs.map(\.gamingMinutesCredited).max() ?? 0
            expectations = ["gaming_minutes_credited(\(word)) <= \(credited)"]
            stated = "at most \(credited) ungenuine minutes credited"
        }
        let kept = strategyFiles(
            best.point, name: name,
            comment: [
                "Kept from rewardsim attack\(settings.isHonest ? " --honest" : "") --seed \(settings.seed) at "
                    + "\(word): \(numbers(best.score)) on its confirmation seeds.",
                "Today the rules hold it to \(stated) in \(settings.days) days, on every seed of 1..50; a "
                    + "change that lets more through fails here.",
            ], expectations: expectations)
        return [(kept.personaFileName, kept.personaText), (kept.scenarioFileName, kept.scenarioText)]
    }
}
