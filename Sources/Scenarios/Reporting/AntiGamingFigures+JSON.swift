import Checkers
import Reports

/// The figures as results.json writes them: the run's confusion matrices and minutes, per level
/// over everything, per technique, quirk and persona; and, for each scenario sealed more than
/// once (run over several seeds), each headline figure as a distribution over the seeds.
extension AntiGamingFigures {
    public var json: JSONValue {
        func levels(_ sets: [ConfusionCounts]) -> JSONValue {
            JSONValue(object: zip(Self.levels, sets).map { ($0.rawValue, $1.json) })
        }
        let techniques = byTechnique.filter { entry in entry.levels.contains { $0 != ConfusionCounts() } }
        let quirks = byQuirk.filter { entry in entry.levels.contains { $0 != ConfusionCounts() } }
        var members: [(String, JSONValue)] = [
            ("byStrictness", levels(byStrictness)),
            (
                "techniqueAveragedRecall",
                JSONValue(
                    object: Self.levels.map { level in
                        (level.rawValue, Self.ratioJSON(techniqueAveragedRecall(level)))
                    })
            ),
            (
                "withheldMinutesByRule",
                JSONValue(
                    object: zip(Self.levels, withheldByRule).map { level, rules in
                        (level.rawValue, rules.json)
                    })
            ),
            ("byTechnique", JSONValue(object: techniques.map { ($0.technique.rawValue, levels($0.levels)) })),
            ("byQuirk", JSONValue(object: quirks.map { ($0.quirk.rawValue, levels($0.levels)) })),
            (
                "byPersona",
                JSONValue(
                    object: byPersona.map { entry in
                        (
                            entry.persona.name,
                            JSONValue(object: [
                                ("honest", .bool(entry.persona.isHonest)), ("levels", levels(entry.levels)),
                            ])
                        )
                    })
            ),
        ]
        let distributions = self.distributions
        if !distributions.isEmpty {
            members.append(
                (
                    "overSeeds",
                    JSONValue(
                        object: distributions.map { scenario, perLevel in
                            (
                                scenario,
                                JSONValue(
                                    object: zip(Self.levels, perLevel).map { level, figures in
                                        (
                                            level.rawValue,
                                            JSONValue(
                                                object: figures.map { name, distribution in
                                                    (name, distribution.json)
                                                })
                                        )
                                    })
                            )
                        })
                ))
        }
        return JSONValue(object: members)
    }

    /// Per scenario sealed at least twice (in the order first sealed), per level, each figure
    /// some seed defined, with its distribution.
    public var distributions: [(scenario: String, levels: [[(name: String, distribution: SeedDistribution)]])] {
        var scenarios: [String] = []
        for sample in runSamples where !scenarios.contains(sample.scenario) { scenarios.append(sample.scenario) }
        return scenarios.compactMap { scenario in
            let samples = runSamples.filter { $0.scenario == scenario }
            guard samples.count > 1 else { return nil }
            let perLevel = Self.levels.indices.map { level in
                RunSample.figureNames.indices.compactMap { figure -> (String, SeedDistribution)? in
                    SeedDistribution(samples.compactMap { $0.levels[level][figure] })
                        .map { (RunSample.figureNames[figure], $0) }
                }
            }
            return (scenario, perLevel)
        }
    }

    static func ratioJSON(_ value: Double?) -> JSONValue {
        value.map { .number($0, fractionDigits: 4) } ?? .null
    }
}

extension SeedDistribution {
    var json: JSONValue {
        JSONValue(object: [
            ("seeds", .integer(Int64(seeds))), ("mean", .number(mean, fractionDigits: 4)),
            ("low", .number(low, fractionDigits: 4)), ("high", .number(high, fractionDigits: 4)),
        ])
    }
}

extension ConfusionCounts {
    var json: JSONValue {
        let ratio = AntiGamingFigures.ratioJSON
        return JSONValue(object: [
            ("truePositives", .integer(Int64(truePositives))),
            ("falsePositives", .integer(Int64(falsePositives))),
            ("trueNegatives", .integer(Int64(trueNegatives))),
            ("falseNegatives", .integer(Int64(falseNegatives))),
            ("precision", ratio(precision)),
            ("recall", ratio(recall)),
            ("falsePositiveRate", ratio(falsePositiveRate)),
            ("withheldHonestMinutes", .integer(Int64(withheldHonestMinutes))),
            ("honestMinutes", .integer(Int64(honestMinutes))),
            ("honestMinutesWithheldShare", ratio(honestMinutesWithheldShare)),
            ("gamingMinutes", .integer(Int64(gamingMinutes))),
            ("gamingMinutesCredited", .integer(Int64(gamingMinutesCredited))),
            ("gamingMinutesWithheldShare", ratio(gamingMinutesWithheldShare)),
            ("phantomMinutesCredited", .integer(Int64(phantomMinutesCredited))),
            ("honestSessionsForReview", .integer(Int64(honestSessionsForReview))),
            ("honestMinutesForReview", .integer(Int64(honestMinutesForReview))),
            ("honestReviewRate", ratio(honestReviewRate)),
            ("gamingSessionsForReview", .integer(Int64(gamingSessionsForReview))),
            ("gamingMinutesForReview", .integer(Int64(gamingMinutesForReview))),
        ])
    }
}

extension WithheldByRule {
    /// Every rule that withheld a minute, with its honest and gaming minutes.
    var json: JSONValue {
        JSONValue(
            object: Self.ruleNames.indices.filter { honest[$0] + gaming[$0] > 0 }.map { rule in
                (
                    Self.ruleNames[rule],
                    JSONValue(object: [
                        ("honest", .integer(Int64(honest[rule]))), ("gaming", .integer(Int64(gaming[rule]))),
                    ])
                )
            })
    }
}
