import YAMLSubset

extension ScenarioDecoder {
    /// `sometimes:`: properties in the coverage's words (`conflict(field_merge)`), each one a run
    /// can reach, each once.
    mutating func decodeSometimes(_ node: YAMLNode) -> [SometimesProperty] {
        guard let items = list(node, "'sometimes'") else { return [] }
        var properties: [SometimesProperty] = []
        for item in items {
            guard let scalar = scalar(item, "a sometimes property") else { continue }
            if let problem = CoverageVocabulary.problem(with: scalar.value, faults: nil) {
                fail(problem.message, at: scalar.location, length: scalar.length, help: problem.help)
            } else if properties.contains(where: { $0.text == scalar.value }) {
                fail(
                    "'\(scalar.value)' is listed twice", at: scalar.location, length: scalar.length,
                    help: "list each property once")
            } else {
                properties.append(SometimesProperty(text: scalar.value, location: scalar.location))
            }
        }
        return properties
    }
}
