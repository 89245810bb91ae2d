import Foundation

/// What judges the mutants: the command run once per mutant, and how to read who turned it red.
public struct MutationGate: Sendable {
    public enum Kind: String, CaseIterable, Sendable {
        /// The bundled scenarios at their own seeds (`rewardsim run --fail-fast`).
        case scenarios
        /// Every scenario over a range of seeds (`rewardsim run --seeds A..B --fail-fast`).
        case seeds
        /// An explore campaign (`rewardsim explore PATH --runs N --fail-fast`).
        case explore
        /// The unit tests, debug build (`swift test --filter F`).
        case tests
    }

    public let kind: Kind
    /// Scenario files or folders (`scenarios`, `seeds`, `explore`).
    public let paths: [String]
    /// `--filter`: scenarios by name or path, or tests (`swift test --filter`).
    public let filter: String?
    /// `seeds`: `A..B`.
    public let seedRange: String?
    /// `explore`: runs per campaign.
    public let runs: Int

    public init(kind: Kind, paths: [String], filter: String?, seedRange: String?, runs: Int) {
        self.kind = kind
        self.paths = paths
        self.filter = filter
        self.seedRange = seedRange
        self.runs = runs
    }

    /// Whether the gate runs the scratch copy's debug test build rather than its release tool.
    var usesTests: Bool { kind == .tests }

    /// Whether the gate is a run of scenario files whose verdicts stand alone, so that each
    /// mutant needs only the files that reach it (see ``ScenarioFileCoverage``). An explore
    /// campaign draws its runs from the whole family, and the tests run as one process.
    public var judgesByScenarioFile: Bool { kind == .scenarios || kind == .seeds }

    /// The gate's command line and the folder it runs in; with `scenarioFile`, the same gate
    /// over that one file instead of `paths`.
    func command(
        scratch: String, packageRoot: String, reportDirectory: String, scenarioFile: String? = nil
    ) -> (arguments: [String], directory: String) {
        let tool = scratch + "/.build/release/rewardsim"
        let paths = scenarioFile.map { [$0] } ?? paths
        let quiet = ["--fail-fast", "--quiet", "--no-color", "--report-dir", reportDirectory]
        let filterArguments = filter.map { ["--filter", $0] } ?? []
        switch kind {
        case .scenarios:
            return ([tool, "run"] + paths + quiet + ["--jobs", "1"] + filterArguments, packageRoot)
        case .seeds:
            return (
                [tool, "run"] + paths + quiet + ["--jobs", "1", "--seeds", seedRange ?? "1..10"] + filterArguments,
                packageRoot
            )
        case .explore:
            return ([tool, "explore"] + paths + quiet + ["--runs", String(runs)], packageRoot)
        case .tests:
            return (["swift", "test", "--skip-build"] + filterArguments, scratch)
        }
    }

    /// The first failure the gate's output names: `Scenarios/x.yaml  name  (seed 3)` or a test.
    func killer(output: String) -> String? {
        for line in output.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            if kind == .tests {
                if text.hasPrefix("Test Case '"), text.contains("' failed"),
                    let name = text.split(separator: "'").dropFirst().first
                {
                    return "test \(name)"
                }
                if text.hasPrefix("✘ Test "), text.contains(" failed") {
                    return "test " + text.dropFirst(7).components(separatedBy: " failed")[0]
                }
            } else if text.hasPrefix("FAIL  ") || text.hasPrefix("ERROR  ") {
                let fields = text.components(separatedBy: "  ").filter { !$0.isEmpty }
                let seed = text.range(of: "seed ").map { text[$0.upperBound...].prefix { $0.isNumber } } ?? ""
                let what = fields.dropFirst().prefix(2).filter { !$0.hasPrefix("(") }.joined(separator: "  ")
                return "\(kind.rawValue): \(what) seed \(seed)"
            }
        }
        return nil
    }

    /// One line saying what judged, for the reports.
    public var description: String {
        let pathText = paths.isEmpty ? "" : " " + paths.joined(separator: " ")
        let filterText = filter.map { " --filter \($0)" } ?? ""
        switch kind {
        case .scenarios: return "scenarios at their own seeds (rewardsim run\(pathText)\(filterText) --fail-fast)"
        case .seeds:
            return "scenarios over seeds \(seedRange ?? "1..10") (rewardsim run\(pathText) --seeds "
                + "\(seedRange ?? "1..10")\(filterText) --fail-fast)"
        case .explore: return "an explore campaign (rewardsim explore\(pathText) --runs \(runs) --fail-fast)"
        case .tests: return "unit tests (swift test\(filterText), debug build)"
        }
    }
}
