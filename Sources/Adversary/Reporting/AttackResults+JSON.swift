import Reports

/// results.json: the settings, the space's dimensions, and per level the trend, the confirmed
/// best (each point as its positions, its labels and its files) and the frontier. `--from`
/// reads the best points back.
extension AttackResults {
    public var json: JSONValue {
        let settings = settings
        return JSONValue(object: [
            ("space", .string(settings.space.name)),
            ("seed", .integer(Int64(settings.seed))),
            ("budgetRuns", .integer(Int64(settings.budgetRuns))),
            ("runs", .integer(Int64(runs))),
            ("days", .integer(Int64(settings.days))),
            ("flagCostMinutes", .number(StrategyScore.flagCostMinutes, fractionDigits: 0)),
            ("searchSeeds", .array(searchSeeds.map { .integer(Int64($0)) })),
            ("confirmSeeds", .array(confirmSeeds.map { .integer(Int64($0)) })),
            ("pointsScored", .integer(Int64(scored.count))),
            ("searchRuns", .integer(Int64(searchRuns))),
            (
                "dimensions",
                .array(
                    settings.space.dimensions.map { dimension in
                        JSONValue(object: [
                            ("name", .string(dimension.name)), ("values", .array(dimension.labels.map { .string($0) })),
                        ])
                    })
            ),
            (
                "levels",
                .array(
                    levels.map { level in
                        let index = AttackResults.levelIndex(level.level)
                        return JSONValue(object: [
                            ("level", .string(level.level.rawValue)),
                            (
                                "trend",
                                .array(
                                    level.trend.map { step in
                                        JSONValue(object: [
                                            ("strategies", .integer(Int64(step.strategies))),
                                            ("best", .number(step.best, fractionDigits: 4)),
                                            ("restart", .bool(step.isRestart)),
                                        ])
                                    })
                            ),
                            (
                                "best",
                                .array(reported(level).map { pointJSON($0.point, $0.score, name: $0.name) })
                            ),
                            (
                                "frontier",
                                .array(level.frontier.map { pointJSON($0.point, $0.scores[index], name: nil) })
                            ),
                        ])
                    })
            ),
            (
                "rules",
                .array(
                    ruleTotals().map { entry in
                        JSONValue(object: [
                            ("rule", .string(entry.rule)),
                            (
                                "levels",
                                .array(
                                    zip(levels, entry.perLevel).map { level, minutes in
                                        JSONValue(object: [
                                            ("level", .string(level.level.rawValue)),
                                            ("gamingMinutesWithheld", .integer(Int64(minutes.gaming))),
                                            ("honestMinutesWithheld", .integer(Int64(minutes.honest))),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }

    private func pointJSON(_ point: StrategyPoint, _ score: StrategyScore, name: String?) -> JSONValue {
        var members: [(String, JSONValue)] = []
        if let name {
            members += [
                ("name", .string(name)), ("personaFile", .string("strategies/\(name).persona")),
                ("scenario", .string("strategies/\(name).yaml")),
            ]
        }
        members += [
            ("point", .string(point.key)),
            ("described", .string(settings.space.describe(point))),
            ("objective", .number(score.objective, fractionDigits: 4)),
            ("runs", .integer(Int64(score.runs))),
            ("ungenuineMinutesPerChildDay", .number(score.yieldPerChildDay, fractionDigits: 2)),
            ("unflaggedUngenuineMinutesPerChildDay", .number(score.unflaggedYieldPerChildDay, fractionDigits: 2)),
            ("runsWithAFlagShown", .number(score.detection, fractionDigits: 4)),
            ("flagsPerChildDay", .number(score.flagsPerChildDay, fractionDigits: 3)),
            ("honestMinutesWithheldShare", .number(score.withheldShare, fractionDigits: 4)),
            ("honestSessionsFlaggedShare", .number(score.flaggedShare, fractionDigits: 4)),
            ("gamingMinutes", .integer(Int64(score.total.gamingMinutes))),
            ("gamingMinutesCredited", .integer(Int64(score.total.gamingMinutesCredited))),
            ("honestMinutes", .integer(Int64(score.total.honestMinutes))),
            ("honestMinutesWithheld", .integer(Int64(score.total.honestMinutesWithheld))),
            ("rule", .string(deciding(score))),
        ]
        return JSONValue(object: members)
    }

    /// The best points of a previous search's results.json, every level's, in its order,
    /// each once; nil with the reason when the file is not one of `space`.
    public static func bestPoints(in json: JSONValue, space: SearchSpace) -> Result<[StrategyPoint], FromProblem> {
        guard json["space"]?.stringValue == space.name, let levels = json["levels"]?.arrayValue else {
            return .failure(FromProblem(message: "not the results of a search of the \(space.name) space"))
        }
        var points: [StrategyPoint] = []
        for level in levels {
            for entry in level["best"]?.arrayValue ?? [] {
                guard let key = entry["point"]?.stringValue,
                    let point = StrategyPoint(key: key, dimensionCount: space.dimensions.count), space.contains(point)
                else {
                    return .failure(FromProblem(message: "a best point does not belong to the \(space.name) space"))
                }
                if !points.contains(point) { points.append(point) }
            }
        }
        return .success(points)
    }

    public struct FromProblem: Error, Sendable {
        public let message: String
    }
}
