import Reports

/// The summary as a shard writes it and a merge reads it back; reading checks that every
/// variant's values still parse, so assembling the reports cannot fail on them.
extension PlanSummary {
    public var json: JSONValue {
        JSONValue(object: [
            ("units", .integer(Int64(unitCount))),
            (
                "entries",
                .array(
                    entries.map { entry in
                        JSONValue(
                            object: [
                                ("file", .string(entry.file)),
                                ("name", .string(entry.name)),
                                ("sweep", .bool(entry.isSweep)),
                                (
                                    "variants",
                                    .array(
                                        entry.variants.map { variant in
                                            .array(
                                                variant.assignments.map {
                                                    JSONValue(object: [
                                                        ("name", .string($0.name)), ("value", .string($0.text)),
                                                    ])
                                                })
                                        })
                                ),
                                ("baseline", .integer(Int64(entry.baselineIndex))),
                                ("seeds", .array(entry.seeds.map { .string(String($0)) })),
                                ("days", .integer(Int64(entry.dayCount))),
                                ("conclusions", .array(entry.conclusions.map(\.json))),
                                ("setup", .string(entry.setup)),
                                ("antiGaming", .bool(entry.judgesAntiGaming)),
                                ("partial", .bool(entry.isPartial)),
                                ("sometimes", .array(entry.sometimes.map(\.json))),
                                ("overSeeds", .array(entry.expectationsOverSeeds.map(\.json))),
                                ("checksOverSeeds", .bool(entry.checksOverSeeds)),
                            ]
                                + (entry.sequentialNote.map { note in
                                    [
                                        (
                                            "conclusionLevel",
                                            JSONValue.number(entry.conclusionLevel, fractionDigits: 12)
                                        ),
                                        ("sequential", JSONValue.string(note)),
                                    ]
                                } ?? [])
                                + (entry.segmentKinds.isEmpty
                                    ? [] : [("segments", JSONValue.array(entry.segmentKinds.map(JSONValue.string)))]))
                    })
            ),
        ])
    }

    public init(json: JSONValue) throws(ReportDecodingError) {
        let reader = JSONReader(json, context: "a plan")
        var entries: [Entry] = []
        for value in try reader.array("entries") {
            let entry = JSONReader(value, context: "a plan entry")
            var variants: [SweepVariantText] = []
            for variant in try entry.array("variants") {
                guard let pairs = variant.arrayValue else { throw ReportDecodingError(message: "a variant is a list") }
                var assignments: [(name: String, text: String)] = []
                for pair in pairs {
                    let assignment = JSONReader(pair, context: "a variant's value")
                    let name = try assignment.string("name")
                    let text = try assignment.string("value")
                    guard let parameter = SweepParameter(name: name), (try? parameter.parse(text).get()) != nil else {
                        throw ReportDecodingError(
                            message: "a variant sets '\(name)' to '\(text)', which this version cannot read")
                    }
                    assignments.append((name, text))
                }
                variants.append(SweepVariantText(assignments: assignments))
            }
            var seeds: [UInt64] = []
            for seed in try entry.array("seeds") {
                guard let number = UInt64(try JSONReader.string(seed)) else {
                    throw ReportDecodingError(message: "a seed")
                }
                seeds.append(number)
            }
            var conclusions: [ConclusionText] = []
            for conclusion in try entry.array("conclusions") {
                conclusions.append(try ConclusionText(json: conclusion))
            }
            var sometimes: [ConclusionText] = []
            for property in try entry.array("sometimes") { sometimes.append(try ConclusionText(json: property)) }
            var overSeeds: [ConclusionText] = []
            for expectation in try entry.array("overSeeds") { overSeeds.append(try ConclusionText(json: expectation)) }
            let baseline = Int(try entry.integer("baseline"))
            guard variants.indices.contains(baseline), !seeds.isEmpty,
                let isSweep = try entry.value("sweep").boolValue,
                let judgesAntiGaming = try entry.value("antiGaming").boolValue,
                let isPartial = try entry.value("partial").boolValue,
                let checksOverSeeds = try entry.value("checksOverSeeds").boolValue
            else {
                throw ReportDecodingError(message: "a plan entry has no such baseline, or no seed")
            }
            entries.append(
                Entry(
                    file: try entry.string("file"), name: try entry.string("name"), isSweep: isSweep,
                    variants: variants,
                    baselineIndex: baseline, seeds: seeds, dayCount: Int(try entry.integer("days")),
                    conclusions: conclusions,
                    setup: try entry.string("setup"), judgesAntiGaming: judgesAntiGaming, isPartial: isPartial,
                    sometimes: sometimes, expectationsOverSeeds: overSeeds, checksOverSeeds: checksOverSeeds,
                    conclusionLevel: (try? entry.value("conclusionLevel"))?.doubleValue ?? 0.05,
                    sequentialNote: (try? entry.value("sequential"))?.stringValue,
                    segmentKinds: ((try? entry.value("segments"))?.arrayValue ?? []).compactMap(\.stringValue)
                ))
        }
        self.entries = entries
        unitCount = Int(try reader.integer("units"))
        guard unitCount == entries.reduce(0, { $0 + $1.variants.count * $1.seeds.count }) else {
            throw ReportDecodingError(message: "the plan's unit count does not match its entries")
        }
    }
}

extension ConclusionText {
    var json: JSONValue {
        JSONValue(object: [
            ("text", .string(text)), ("line", .integer(Int64(line))), ("column", .integer(Int64(column))),
        ])
    }

    init(json: JSONValue) throws(ReportDecodingError) {
        let reader = JSONReader(json, context: "a written line")
        self.init(
            text: try reader.string("text"), line: Int(try reader.integer("line")),
            column: Int(try reader.integer("column")))
    }
}
