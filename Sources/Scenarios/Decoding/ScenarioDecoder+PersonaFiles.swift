import Personas
import YAMLSubset

extension ScenarioDecoder {
    static let personaFileKeys = ["name", "base"]

    /// `persona_files:`, a list of paths relative to the scenario: each file's persona joins the
    /// presets under its own name, for `persona:` and a population's shares.
    mutating func decodePersonaFiles(_ node: YAMLNode) {
        guard let items = list(node, "'persona_files'") else { return }
        for item in items {
            guard let pathScalar = scalar(item, "a persona file") else { continue }
            let path = PersonaFileSource.resolve(pathScalar.value, besides: source.path)
            guard let read = personaFileSource.read(path, reportedAt: pathScalar.location, in: source.path) else {
                fail(
                    "this scenario has no folder to read persona files from", at: pathScalar.location,
                    length: pathScalar.length, help: "persona files are read beside scenario files on disk")
                continue
            }
            switch read {
            case .failure(let problem):
                fail(
                    "cannot read the persona file '\(path)': \(problem.message)", at: pathScalar.location,
                    length: pathScalar.length, help: problem.help)
            case .success(let file):
                includedSources.append(file)
                var fileDecoder = ScenarioDecoder(source: file)
                fileDecoder.personas = personas
                let parsed = YAMLParser.parse(file)
                let profile = parsed.root.flatMap {
                    parsed.diagnostics.isEmpty ? fileDecoder.decodePersonaFile($0) : nil
                }
                absorb(parsed.diagnostics + fileDecoder.diagnostics)
                if let profile {
                    personas.append(profile)
                } else if case .mapping(let top)? = parsed.root, let name = top.entry("name"),
                    case .scalar(let scalar) = name.value
                {
                    // Its problems are reported in its file, not again where it is named.
                    unreadablePersonaNames.append(scalar.value)
                }
            }
        }
    }

    /// One persona file: `name`, `base` (a preset) and persona keys applied to the base in order.
    mutating func decodePersonaFile(_ root: YAMLNode) -> PersonaProfile? {
        guard let top = mapping(root, "a persona file") else { return nil }
        checkKeys(
            top, allowed: Self.personaFileKeys + PersonaParameter.all.map(\.key), required: Self.personaFileKeys,
            in: "a persona file")
        let presets = PersonaProfile.presets.map(\.name)
        let name = scalarValue(top, "name", in: "a persona file").flatMap { scalar -> String? in
            guard let name = identifier(scalar, "persona") else { return nil }
            if personas.contains(where: { $0.name == name }) {
                fail(
                    "the persona '\(name)' already exists", at: scalar.location, length: scalar.length,
                    help: presets.contains(name)
                        ? "a preset has this name: choose another" : "another persona file has this name")
                return nil
            }
            return name
        }
        let base = scalarValue(top, "base", in: "a persona file")
            .flatMap { reference($0, kind: "preset persona", known: presets) }
            .flatMap(PersonaProfile.preset(named:))
        let values = personaParameterValues(top, skipping: Self.personaFileKeys)
        guard let name, let base, let values else { return nil }
        var profile = values.applied(to: base)
        profile.name = name
        return plannable(profile, at: top.location)
    }
}
