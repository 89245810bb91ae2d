import Reports

/// The figures as bare counts, for a shard's file: five whole numbers per set (true and false
/// positives and negatives, honest minutes withheld), per level, for the run, each technique and
/// each quirk in catalogue order. Ratios are derived again when the merge adds them up.
extension AntiGamingFigures {
    var countsJSON: JSONValue {
        JSONValue(object: [
            ("byStrictness", Self.countsJSON(byStrictness)),
            ("byTechnique", .array(byTechnique.map { Self.countsJSON($0.levels) })),
            ("byQuirk", .array(byQuirk.map { Self.countsJSON($0.levels) })),
        ])
    }

    init(countsJSON json: JSONValue) throws(ReportDecodingError) {
        self.init()
        let reader = JSONReader(json, context: "anti-gaming counts")
        byStrictness = try Self.counts(try reader.value("byStrictness"))
        let techniques = try reader.array("byTechnique")
        let quirks = try reader.array("byQuirk")
        guard techniques.count == byTechnique.count, quirks.count == byQuirk.count else {
            throw ReportDecodingError(message: "anti-gaming counts for another catalogue of techniques or quirks")
        }
        for index in byTechnique.indices { byTechnique[index].levels = try Self.counts(techniques[index]) }
        for index in byQuirk.indices { byQuirk[index].levels = try Self.counts(quirks[index]) }
    }

    private static func countsJSON(_ levels: [ConfusionCounts]) -> JSONValue {
        .array(levels.map { counts in
            .array([counts.truePositives, counts.falsePositives, counts.trueNegatives, counts.falseNegatives,
                    counts.withheldHonestMinutes].map { .integer(Int64($0)) })
        })
    }

    private static func counts(_ json: JSONValue) throws(ReportDecodingError) -> [ConfusionCounts] {
        guard let levels = json.arrayValue, levels.count == Self.levels.count else {
            throw ReportDecodingError(message: "anti-gaming counts need one set per strictness level")
        }
        var result: [ConfusionCounts] = []
        for level in levels {
            guard let numbers = level.arrayValue?.compactMap(\.intValue), numbers.count == 5 else {
                throw ReportDecodingError(message: "an anti-gaming count set is five whole numbers")
            }
            var counts = ConfusionCounts()
            counts.truePositives = Int(numbers[0])
            counts.falsePositives = Int(numbers[1])
            counts.trueNegatives = Int(numbers[2])
            counts.falseNegatives = Int(numbers[3])
            counts.withheldHonestMinutes = Int(numbers[4])
            result.append(counts)
        }
        return result
    }
}
