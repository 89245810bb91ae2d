import YAMLSubset

/// The benchmarks' families are written as scenario files are, so that they time exactly what
/// users run; a benchmark's own text always decodes.
enum BenchScenario {
    static func decode(name: String, text: String) -> Scenario {
        let (scenario, diagnostics) = ScenarioLoader.decode(SourceFile(path: "\(name).yaml", text: text))
        guard let scenario else { preconditionFailure("\(name) decodes: \(diagnostics.map(\.message))") }
        return scenario
    }
}
