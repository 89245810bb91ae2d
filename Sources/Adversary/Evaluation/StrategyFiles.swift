import Scenarios
import YAMLSubset

/// A point as files a person can read and run: a persona file (keys over the base preset) and
/// a scenario giving that persona to one child for the search's span, with the device's
/// quirks. The search runs exactly these texts, so the files reproduce what it measured.
public struct StrategyFiles: Sendable {
    /// The persona's name, and the files' names without their suffixes.
    public let name: String
    public let personaText: String
    public let scenarioText: String

    public var personaFileName: String { name + ScenarioLoader.personaFileSuffix }
    public var scenarioFileName: String { name + ".yaml" }

    /// The scenario's start and span: two weeks, as the evaluation set's children live.
    public static let start = "2026-03-02 07:00 +01:00"

    /// `comment` heads both files (what was found, with its numbers); `expectations` are the
    /// scenario's `expect:` lines (a kept finding's verdicts), none while searching.
    public init(
        space: SearchSpace, point: StrategyPoint, name: String, days: Int, comment: [String] = [],
        expectations: [String] = []
    ) {
        precondition(PersonaFileText.nameProblem(name) == nil, "a persona name")
        self.name = name
        let rendering = space.rendering(point)
        let heading = comment.map { "# " + $0 }
        var persona =
            heading + ["# \(space.name) point: \(space.describe(point))", "name: \(name)", "base: \(space.base)"]
        persona += rendering.keys.map { "\($0.parameter.key): \($0.parameter.format.text(of: $0.value))" }
        personaText = persona.joined(separator: "\n") + "\n"
        var scenario =
            heading + [
                "version: 1",
                "name: \"\(space.name == "gaming" ? "Adversary" : "Honest habit"): \(name)\"",
                "tags: [anti-gaming, adversary]",
                "start: \(Self.start)",
                "duration: \(days)d",
                "persona_files: [\(name + ScenarioLoader.personaFileSuffix)]",
                "",
                "family:",
                "  children: []",
                "",
                "population:",
                "  size: 1",
                "  personas:",
                "    \(name): 100%",
                "",
                "settings:",
                "  default_points_per_hour: 60",
                "",
                "apps:",
                "  - id: duolingo",
                "    category: learning",
                "  - id: khan-academy",
                "    category: learning",
                "  - id: minecraft",
                "    category: reward",
            ]
        if !rendering.faults.isEmpty {
            scenario += ["", "faults:"] + rendering.faults.flatMap { $0.map { "  " + $0 } }
        }
        if !expectations.isEmpty { scenario += ["", "expect:"] + expectations.map { "  - " + $0 } }
        scenarioText = scenario.joined(separator: "\n") + "\n"
    }

    /// The scenario as the runner takes it, reading its persona file from these texts; a point
    /// that renders to a file the decoder refuses is a fault of the space.
    public func decoded() -> Scenario {
        switch decode() {
        case .success(let scenario): return scenario
        case .failure(let problem): preconditionFailure("a point renders to a valid scenario: \(problem.message)")
        }
    }

    public func decode() -> Result<Scenario, RenderingProblem> {
        let path = "attack/" + scenarioFileName
        let personaPath = "attack/" + personaFileName
        let (scenario, diagnostics) = ScenarioLoader.decode(
            SourceFile(path: path, text: scenarioText), personaFiles: .texts([personaPath: personaText]))
        guard let scenario else {
            let problem = diagnostics.first.map { "\($0.path):\($0.location.line): \($0.message)" } ?? "no scenario"
            return .failure(RenderingProblem(message: problem))
        }
        return .success(scenario)
    }

    public struct RenderingProblem: Error, Sendable {
        public let message: String
    }
}
