import Personas
import YAMLSubset

/// Persona keys and their values, as written: applied in order to a profile.
struct PersonaParameterValues: Sendable {
    var values: [(parameter: PersonaParameter, value: Int)] = []

    func applied(to profile: PersonaProfile) -> PersonaProfile {
        values.reduce(into: profile) { profile, entry in entry.parameter.set(&profile, entry.value) }
    }
}

extension ScenarioDecoder {
    /// A mapping of persona keys to values (a population's `parameters`, a persona file's keys);
    /// nil after reporting a bad key or value.
    mutating func personaParameterValues(
        _ mapping: YAMLMapping, skipping otherKeys: [String] = []
    ) -> PersonaParameterValues? {
        var result = PersonaParameterValues()
        var valid = true
        for entry in mapping.entries where !otherKeys.contains(entry.key.value) {
            guard
                let key = reference(
                    entry.key, kind: "persona parameter",
                    known: otherKeys + PersonaParameter.all.map(\.key)),
                let parameter = PersonaParameter.named(key),
                let scalar = scalar(entry.value, "'\(key)'"),
                let value = parsed(scalar, { Self.personaValue($0, of: parameter) })
            else {
                valid = false
                continue
            }
            result.values.append((parameter, value))
        }
        return valid ? result : nil
    }

    /// `profile`, or nil after reporting (at `location`) what makes it unplannable.
    mutating func plannable(_ profile: PersonaProfile, at location: SourceLocation) -> PersonaProfile? {
        guard let problem = profile.problems.first else { return profile }
        fail(
            "the parameters leave the persona unplannable: \(problem)", at: location,
            help: "keep each minimum at most its maximum, and values in their ranges (see Persona parameters)")
        return nil
    }

    static func personaValue(_ text: String, of parameter: PersonaParameter) -> Result<Int, FormatProblem> {
        guard let value = parameter.format.value(of: text.trimmingWhitespace()) else {
            return .failure(
                FormatProblem("'\(text)' is not a value of '\(parameter.key)'", help: "write \(parameter.format.help)"))
        }
        return .success(value)
    }
}

extension ScenarioDecoder {
    /// Reports the first variant of `sweep` that leaves one of `personas` unplannable (a swept
    /// minimum above its maximum), so that no variant fails in the middle of a run.
    mutating func checkPlannable(_ sweep: SweepSpec, personas: [PersonaProfile], at location: SourceLocation) {
        for variant in sweep.variants {
            let changes = variant.assignments.map(\.value).filter(\.changesPersonas)
            guard !changes.isEmpty else { continue }
            for persona in personas {
                let changed = changes.reduce(persona) { $1.applied(to: $0) }
                if let problem = changed.problems.first {
                    fail(
                        "the variant \(variant.label) leaves a persona unplannable: \(problem)", at: location,
                        help: "keep each swept minimum at most its maximum, and values in their ranges")
                    return
                }
            }
        }
    }
}
