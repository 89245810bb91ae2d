extension RunReport {
    /// `results.json`.
    public var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("schemaVersion", .integer(Int64(Self.schemaVersion))),
            ("tool", .string(tool)),
            (
                "summary",
                JSONValue(
                    object: [
                        ("scenarios", .integer(Int64(scenarios.count))),
                        ("passed", .integer(Int64(passedCount))),
                        ("failed", .integer(Int64(failedCount))),
                        ("errors", .integer(Int64(errorCount))),
                    ]
                        + (experiments.isEmpty
                            ? []
                            : [
                                ("experiments", .integer(Int64(experiments.count))),
                                ("experimentsFailed", .integer(Int64(failedExperimentCount))),
                            ])
                        + (sometimes.isEmpty
                            ? []
                            : [
                                ("sometimes", .integer(Int64(sometimes.count))),
                                ("sometimesFailed", .integer(Int64(failedSometimesCount))),
                            ])
                        + (overSeeds.isEmpty
                            ? []
                            : [
                                ("overSeeds", .integer(Int64(overSeeds.count))),
                                ("overSeedsFailed", .integer(Int64(failedOverSeedsCount))),
                            ]))
            ),
        ]
        if let antiGaming { members.append(("antiGaming", antiGaming)) }
        members.append(("scenarios", .array(scenarios.map(\.json))))
        if !experiments.isEmpty { members.append(("experiments", .array(experiments.map(\.json)))) }
        if !sometimes.isEmpty { members.append(("sometimes", .array(sometimes.map(\.json)))) }
        if !overSeeds.isEmpty { members.append(("overSeeds", .array(overSeeds.map(\.json)))) }
        return JSONValue(object: members)
    }
}

extension ScenarioReport {
    public var json: JSONValue {
        var members: [(String, JSONValue)] =
            [
                ("file", .string(file)),
                ("name", .string(name)),
                ("tags", .array(tags.map(JSONValue.string))),
                ("seed", .string(String(seed))),
            ] + (variant.map { [("variant", JSONValue.string($0))] } ?? []) + [
                ("status", .string(status.rawValue)),
                ("traceHash", .string(traceHash)),
                ("eventsExecuted", .integer(Int64(eventsExecuted))),
                ("simulatedSeconds", .integer(simulatedSeconds)),
                ("reproduce", .string(reproduce)),
            ] + (note.map { [("note", JSONValue.string($0))] } ?? [])
        if let error { members.append(("error", .string(error))) }
        members += [
            ("expectations", .array(expectations.map(\.json))),
            ("warnings", .array(warnings.map(JSONValue.string))),
            ("metrics", metrics),
        ]
        if let antiGaming { members.append(("antiGaming", antiGaming)) }
        return JSONValue(object: members)
    }
}

extension ExpectationReport {
    public var json: JSONValue {
        JSONValue(object: [
            ("expression", .string(expression)),
            ("line", .integer(Int64(line))),
            ("column", .integer(Int64(column))),
            ("checkedAt", checkedAt.map(JSONValue.string) ?? .null),
            ("status", .string(status.rawValue)),
            (
                "values",
                .array(
                    values.map {
                        JSONValue(object: [("expression", .string($0.expression)), ("value", .string($0.value))])
                    })
            ),
            ("message", message.map(JSONValue.string) ?? .null),
        ])
    }
}
