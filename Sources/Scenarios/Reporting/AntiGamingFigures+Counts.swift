import AntiGaming
import Checkers
import Reports
import Simulation

/// The figures as bare counts, for a shard's file: the whole numbers of every count set, per
/// level, for the run, each technique and each quirk in catalogue order, and each persona by
/// name; and the runs' samples. Ratios are derived again when the merge adds them up.
extension AntiGamingFigures {
    var countsJSON: JSONValue {
        JSONValue(object: [
            ("byStrictness", Self.countsJSON(byStrictness)),
            ("byTechnique", .array(byTechnique.map { Self.countsJSON($0.levels) })),
            ("byQuirk", .array(byQuirk.map { Self.countsJSON($0.levels) })),
            (
                "byPersona",
                .array(
                    byPersona.map { entry in
                        .array([
                            .string(entry.persona.name), .bool(entry.persona.isHonest), Self.countsJSON(entry.levels),
                        ])
                    })
            ),
            (
                "withheldByRule",
                .array(
                    withheldByRule.map { rules in
                        .array([rules.honest, rules.gaming].map { .array($0.map { .integer(Int64($0)) }) })
                    })
            ),
            (
                "runSamples",
                .array(
                    runSamples.map { sample in
                        .array([
                            .string(sample.scenario),
                            .array(
                                sample.levels.map { figures in
                                    .array(
                                        figures.map {
                                            $0.map { .number($0, fractionDigits: Self.sampleDigits) } ?? .null
                                        })
                                }),
                        ])
                    })
            ),
        ])
    }

    /// Enough digits that a merged run's distributions read as the unsharded run's.
    private static let sampleDigits = 15

    init(countsJSON json: JSONValue) throws(ReportDecodingError) {
        let reader = JSONReader(json, context: "anti-gaming counts")
        let byStrictness = try Self.counts(try reader.value("byStrictness"))
        let techniques = try reader.array("byTechnique")
        let quirks = try reader.array("byQuirk")
        guard techniques.count == Technique.allCases.count, quirks.count == FaultKind.allCases.count else {
            throw ReportDecodingError(message: "anti-gaming counts for another catalogue of techniques or quirks")
        }
        let byTechnique = try techniques.map { json throws(ReportDecodingError) in try Self.counts(json) }
        let byQuirk = try quirks.map { json throws(ReportDecodingError) in try Self.counts(json) }
        var byPersona: [(persona: PersonaTag, levels: [ConfusionCounts])] = []
        for entry in try reader.array("byPersona") {
            guard let parts = entry.arrayValue, parts.count == 3, let name = parts[0].stringValue,
                let isHonest = parts[1].boolValue
            else {
                throw ReportDecodingError(message: "an anti-gaming persona entry is a name, a flag and its counts")
            }
            byPersona.append((PersonaTag(name: name, isHonest: isHonest), try Self.counts(parts[2])))
        }
        let rules = try reader.array("withheldByRule")
        guard rules.count == Self.levels.count else {
            throw ReportDecodingError(message: "anti-gaming withheld minutes need one set per strictness level")
        }
        let withheldByRule = try rules.map { level throws(ReportDecodingError) in
            let sides = level.arrayValue?.compactMap { $0.arrayValue?.compactMap(\.intValue) } ?? []
            guard sides.count == 2, sides.allSatisfy({ $0.count == WithheldByRule.ruleNames.count }) else {
                throw ReportDecodingError(message: "anti-gaming withheld minutes are two counts per rule")
            }
            return WithheldByRule(honest: sides[0].map { Int($0) }, gaming: sides[1].map { Int($0) })
        }
        let runSamples = try reader.array("runSamples").map { entry throws(ReportDecodingError) in
            guard let parts = entry.arrayValue, parts.count == 2, let scenario = parts[0].stringValue,
                let levels = parts[1].arrayValue?.compactMap(\.arrayValue), levels.count == Self.levels.count,
                levels.allSatisfy({ $0.count == RunSample.figureNames.count })
            else {
                throw ReportDecodingError(message: "an anti-gaming run sample is a scenario and its figures per level")
            }
            return RunSample(scenario: scenario, levels: levels.map { $0.map(\.doubleValue) })
        }
        self.init(
            byStrictness: byStrictness, byTechnique: byTechnique, byQuirk: byQuirk, byPersona: byPersona,
            withheldByRule: withheldByRule, runSamples: runSamples
        )
    }

    private static func countsJSON(_ levels: [ConfusionCounts]) -> JSONValue {
        .array(levels.map { counts in .array(counts.numbers.map { .integer(Int64($0)) }) })
    }

    private static func counts(_ json: JSONValue) throws(ReportDecodingError) -> [ConfusionCounts] {
        guard let levels = json.arrayValue, levels.count == Self.levels.count else {
            throw ReportDecodingError(message: "anti-gaming counts need one set per strictness level")
        }
        var result: [ConfusionCounts] = []
        for level in levels {
            guard let numbers = level.arrayValue?.compactMap(\.intValue), numbers.count == ConfusionCounts.numberCount
            else {
                throw ReportDecodingError(
                    message: "an anti-gaming count set is \(ConfusionCounts.numberCount) whole numbers"
                )
            }
            result.append(ConfusionCounts(numbers: numbers.map { Int($0) }))
        }
        return result
    }
}
