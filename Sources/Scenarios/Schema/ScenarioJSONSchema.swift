import AntiGaming
import Personas
import Reports
import Simulation

/// The JSON Schema of scenario files, for editors (yaml-language-server completes and checks
/// YAML against it) and tools. Built from the decoder's own catalogue — its lists of keys per
/// block, the settings, `background:` and `sync:` keys with their meanings and defaults, the
/// timeline's actions, the faults and their parameters — so the schema cannot offer a key the
/// decoder refuses or miss one it reads. Scalars are left untyped: the decoder reads
/// durations, times and numbers from text, and explains a bad one better than an editor can.
public enum ScenarioJSONSchema {
    /// Keys each block cannot do without, as the decoder requires them.
    static let required: [String: [String]] = [
        "scenario": ["version", "name", "start", "duration", "family", "apps"],
        "family": ["children"], "parent": ["name"], "child": ["name", "devices"], "device": ["name"],
        "app": ["id", "category"], "sweep": ["matrix"], "fault": ["fault"], "step": ["at"],
    ]

    public static var json: JSONValue {
        let top = ScenarioDecoder.topLevelKeys.map { key in (key, topLevelProperty(key)) }
        return JSONValue(
            object: [
                ("$schema", .string("http://json-schema.org/draft-07/schema#")),
                ("title", .string("RewardSim scenario")),
                ("description", .string("A scenario file of RewardSim (see the manual's Reference, Scenario file).")),
            ] + objectMembers(top, required: required["scenario"]!))
    }

    static func topLevelProperty(_ key: String) -> JSONValue {
        switch key {
        case "tags": return .array(of: scalar())
        case "persona_files":
            return .array(
                of: scalar(
                    description:
                        "a persona file, relative to the scenario "
                        + "(see the manual's Reference, Scenario file, and How to add a persona)"
                ))
        case "expect", "conclude":
            return .array(of: scalar(description: "an expectation (see the manual's Reference, Expectation functions)"))
        case "seeds":
            return scalar(
                description:
                    "how many seeds the scenario runs as one sample: its seed and the ones after it, 2 to 1000 "
                    + "(see the manual's Reference, Scenario file, and Explanation, Experiment statistics)"
            )
        case "expect_over_seeds":
            return .array(
                of: scalar(
                    description:
                        "an expectation over the sample of seeds, e.g. percentile(5, recall(moderate)) >= 84% (see "
                        + "the manual's Reference, Scenario file, and Explanation, Experiment statistics)"
                ))
        case "sometimes":
            return .array(
                of: scalar(
                    description:
                        "a property some run must reach, e.g. conflict(field_merge) "
                        + "(see the manual's Reference, Scenario file)"
                ))
        case "family":
            return object(
                [
                    (
                        "parents",
                        .array(of: object(ScenarioDecoder.parentKeys.map { ($0, scalar()) }, required: "parent"))
                    ),
                    (
                        "children",
                        .array(of: object(ScenarioDecoder.childKeys.map { ($0, childProperty($0)) }, required: "child"))
                    ),
                ],
                required: "family"
            )
        case "settings":
            return object(
                SettingKey.all.map { ($0.name, scalar(description: $0.meaning, defaultText: $0.defaultText)) }
                    + [
                        (ScenarioDecoder.strictnessKey, enumeration(ValidationStrictness.allCases.map(\.rawValue))),
                        runSetting(ScenarioDecoder.automaticDateAndTimeKey),
                        runSetting(ScenarioDecoder.denyAppRemovalKey),
                    ]
                    + ScenarioDecoder.ruleChoiceKeys.map { ($0, enumeration(RuleChoice.allCases.map(\.rawValue))) },
                required: nil
            )
        case "background":
            return object(
                ScenarioDecoder.backgroundKeys.map {
                    ($0.name, scalar(description: $0.meaning, defaultText: $0.defaultText))
                },
                required: nil
            )
        case "sync":
            return JSONValue(object: [
                (
                    "anyOf",
                    .array([
                        scalar(description: "on: sync with every default"),
                        object(
                            ScenarioDecoder.syncKeys.map {
                                ($0.name, scalar(description: $0.meaning, defaultText: $0.defaultText))
                            },
                            required: nil),
                    ])
                )
            ])
        case "faults":
            return .array(
                of: object(
                    (ScenarioDecoder.faultCommonKeys + uniqueFaultParameters).map { key in
                        (key, key == "fault" ? enumeration(FaultKind.allCases.map(\.rawValue)) : scalar())
                    },
                    required: "fault"
                ))
        case "population":
            return object(
                ScenarioDecoder.populationKeys.map { key in
                    (key, key == "personas" ? map() : key == "parameters" ? personaParameters : scalar())
                }, required: nil)
        case "apps": return .array(of: object(ScenarioDecoder.appKeys.map { ($0, scalar()) }, required: "app"))
        case "timeline": return .array(of: step)
        case "sweep":
            return object(
                ScenarioDecoder.sweepKeys.map { ($0, $0 == "seeds" || $0 == "looks" ? scalar() : anyValue) },
                required: "sweep")
        case ScenarioDecoder.guardKey:
            return .array(
                of: scalar(
                    description:
                        "a guardrail, e.g. falls_at_most(learning_minutes_per_day, margin: 1, daily_reward_limit: 60m)")
            )
        case ScenarioDecoder.powerKey:
            return object(
                ScenarioDecoder.powerKeyTable.map { ($0.name, scalar(description: $0.meaning)) }, required: nil)
        default: return scalar()
        }
    }

    static func runSetting(_ name: String) -> (String, JSONValue) {
        guard let key = ScenarioDecoder.runSettingTable.first(where: { $0.name == name }) else {
            preconditionFailure("\(name) is not a setting of the run")
        }
        // The manual shows a default as code; the schema's description is plain text.
        let plainDefault = key.defaultText.map { String($0.filter { $0 != "`" }) }
        return (name, scalar(description: key.meaning, defaultText: plainDefault))
    }

    static func childProperty(_ key: String) -> JSONValue {
        guard key == "devices" else { return scalar() }
        let device = object(ScenarioDecoder.deviceKeys.map { ($0, scalar()) }, required: "device")
        return .array(of: JSONValue(object: [("anyOf", .array([scalar(), device]))]))
    }

    /// A timeline step: `at`, a repetition, and exactly one action with its own keys.
    static var step: JSONValue {
        let common = ["at"] + ScenarioDecoder.repetitionKeys
        return JSONValue(object: [
            (
                "anyOf",
                .array(
                    TimelineActionRegistry.all.map { action in
                        let keys = common + action.keys.map(\.name)
                        return JSONValue(object: [
                            ("type", .string("object")),
                            ("properties", JSONValue(object: keys.map { ($0, scalar()) })),
                            ("required", .array(["at", action.name].map(JSONValue.string))),
                            ("additionalProperties", .bool(false)),
                        ])
                    })
            )
        ])
    }

    static var uniqueFaultParameters: [String] {
        var keys: [String] = []
        for key in ScenarioDecoder.faultTable.flatMap(\.keys) where !keys.contains(key) { keys.append(key) }
        return keys
    }

    static func object(_ properties: [(String, JSONValue)], required block: String?) -> JSONValue {
        JSONValue(object: objectMembers(properties, required: block.map { required[$0]! } ?? []))
    }

    static func objectMembers(_ properties: [(String, JSONValue)], required: [String]) -> [(String, JSONValue)] {
        [("type", .string("object")), ("properties", JSONValue(object: properties))]
            + (required.isEmpty ? [] : [("required", .array(required.map(JSONValue.string)))])
            + [("additionalProperties", .bool(false))]
    }

    /// A value written as text, or a flow list of them (`devices: [a, b]`, `switch_rapidly: [a, b]`).
    static func scalar(description: String? = nil, defaultText: String? = nil) -> JSONValue {
        let text = [description, defaultText.map { "default: \($0)" }].compactMap { $0 }.joined(separator: "; ")
        return JSONValue(
            object: [
                ("type", .array(["string", "number", "boolean", "array"].map(JSONValue.string))),
                (
                    "items",
                    JSONValue(object: [("type", .array(["string", "number", "boolean"].map(JSONValue.string)))])
                ),
            ] + (text.isEmpty ? [] : [("description", .string(text))]))
    }

    static func enumeration(_ values: [String]) -> JSONValue {
        JSONValue(object: [("enum", .array(values.map(JSONValue.string)))])
    }

    /// A mapping of names to scalars (`personas: {honest_learner: 50%}`).
    static func map() -> JSONValue {
        JSONValue(object: [("type", .string("object")), ("additionalProperties", scalar())])
    }

    static let anyValue = JSONValue(object: [])

    /// Persona keys, each with the format it is written in.
    static var personaParameters: JSONValue {
        object(PersonaParameter.all.map { ($0.key, scalar(description: $0.format.help)) }, required: nil)
    }
}

private extension JSONValue {
    static func array(of items: JSONValue) -> JSONValue {
        JSONValue(object: [("type", .string("array")), ("items", items)])
    }
}
