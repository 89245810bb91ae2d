import Foundation
import Reports
import Scenarios
import YAMLSubset

/// `rewardsim run` and `rewardsim check`.
struct RunCommand {
    static let defaultPath = "Scenarios"

    let invocation: Invocation
    let console: Console

    func execute() -> Int32 {
        let paths = invocation.paths.isEmpty ? [Self.defaultPath] : invocation.paths
        let (files, missing) = ScenarioLoader.discover(paths)
        for path in missing { console.error("rewardsim: error: no such file or folder '\(path)'") }
        guard missing.isEmpty else { return ExitCode.usageOrScenarioError }
        guard !files.isEmpty else {
            console.error("rewardsim: error: no scenario files (.yaml, .yml) under \(paths.joined(separator: ", "))")
            return ExitCode.usageOrScenarioError
        }
        let loaded = ScenarioLoader.load(files)
        guard loaded.diagnostics.isEmpty else {
            for diagnostic in loaded.diagnostics {
                console.error(diagnostic.rendered(source: loaded.sources[diagnostic.path], colour: console.colour) + "\n")
            }
            let fileCount = Set(loaded.diagnostics.map(\.path)).count
            console.error("rewardsim: \(loaded.diagnostics.count) error\(loaded.diagnostics.count == 1 ? "" : "s") "
                          + "in \(fileCount) file\(fileCount == 1 ? "" : "s"); nothing was simulated")
            return ExitCode.usageOrScenarioError
        }
        let selected = select(loaded.scenarios)
        guard !selected.isEmpty else {
            console.error("rewardsim: error: no scenario matches the filter or tags")
            let tags = Array(Set(loaded.scenarios.flatMap(\.tags))).sorted()
            if !tags.isEmpty { console.error("help: tags in these files: \(tags.joined(separator: ", "))") }
            return ExitCode.usageOrScenarioError
        }
        if invocation.command == .check {
            console.out("checked \(selected.count) scenario\(selected.count == 1 ? "" : "s") in \(files.count) "
                        + "file\(files.count == 1 ? "" : "s"): no errors")
            return ExitCode.success
        }
        return run(selected)
    }

    func select(_ scenarios: [Scenario]) -> [Scenario] {
        scenarios.filter { scenario in
            let matchesFilter = invocation.filter.map { text in
                scenario.name.localizedCaseInsensitiveContains(text) || scenario.file.localizedCaseInsensitiveContains(text)
            } ?? true
            let matchesTags = invocation.tags.isEmpty || scenario.tags.contains { invocation.tags.contains($0) }
            return matchesFilter && matchesTags
        }
    }

    func run(_ scenarios: [Scenario]) -> Int32 {
        let started = Date()
        var reports: [ScenarioReport] = []
        var antiGaming = AntiGamingFigures()
        var traceLines: [String] = []
        for (index, scenario) in scenarios.enumerated() {
            console.progress("[\(index + 1)/\(scenarios.count)] \(scenario.name)")
            let seed = invocation.seed ?? scenario.seed
            let outcome = ScenarioRunner.run(scenario, seed: seed)
            let report = outcome.report(reproduce: Self.reproduceCommand(file: scenario.file, seed: seed))
            antiGaming.add(outcome.antiGaming)
            traceLines += outcome.syncTrace
            console.clearProgress()
            printResult(report)
            reports.append(report)
        }
        let wallSeconds = Date().timeIntervalSince(started)
        let runReport = RunReport(
            tool: "rewardsim \(RewardSimVersion.current)", scenarios: reports, wallSeconds: wallSeconds,
            antiGaming: antiGaming.hasSessions ? antiGaming.json : nil
        )
        if antiGaming.hasSessions {
            console.out("")
            console.out("anti-gaming, every session of the run scored against ground truth:")
            console.out(antiGaming.table)
        }
        console.out("")
        console.out("\(runReport.passedCount) passed, \(runReport.failedCount) failed")
        do {
            try write(runReport)
            if let tracePath = invocation.tracePath {
                try AtomicFileWriter.write(traceLines.map { $0 + "\n" }.joined(), to: tracePath)
                console.out(console.dim("trace: \(tracePath) (\(traceLines.count) lines)"))
            }
        } catch {
            console.error("rewardsim: error: \(error)")
            return ExitCode.internalError
        }
        return runReport.failedCount == 0 ? ExitCode.success : ExitCode.expectationFailed
    }

    /// The one line that runs this scenario with this seed again, from the repository root.
    static func reproduceCommand(file: String, seed: UInt64) -> String {
        "swift run -c release rewardsim run \(shellQuoted(file)) --seed \(seed)"
    }

    static func shellQuoted(_ text: String) -> String {
        let safe = text.unicodeScalars.allSatisfy {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "/._-+".unicodeScalars.contains($0))
        }
        return safe ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    func printResult(_ report: ScenarioReport) {
        let mark = report.status == .passed ? console.green("PASS") : console.red("FAIL")
        console.out("\(mark)  \(report.file)  \(report.name)  " + console.dim("(seed \(report.seed), trace \(report.traceHash))"))
        for warning in report.warnings { console.out("      warning: \(warning)") }
        guard report.status == .failed else { return }
        for expectation in report.expectations where expectation.status != .passed {
            let lines = expectation.explanation.split(separator: "\n", omittingEmptySubsequences: false)
            for line in lines { console.out("      \(line)") }
        }
        console.out("      seed: \(report.seed)")
        console.out("      reproduce: \(report.reproduce)")
    }

    func write(_ report: RunReport) throws(ReportWriteError) {
        let directory = invocation.reportDirectory
        let resultsPath = (directory as NSString).appendingPathComponent("results.json")
        let junitPath = invocation.junitPath ?? (directory as NSString).appendingPathComponent("junit.xml")
        try AtomicFileWriter.write(report.json.serialized(), to: resultsPath)
        try AtomicFileWriter.write(JUnitWriter.render(report.junit), to: junitPath)
        console.out(console.dim("reports: \(resultsPath), \(junitPath)"))
    }
}
