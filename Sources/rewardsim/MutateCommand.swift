import Foundation
import Mutation
import Reports
import Scenarios
import YAMLSubset

/// `rewardsim mutate`: mutation analysis of the engines against a gate (see the Mutation module).
struct MutateCommand {
    static let defaultModules = ["RewardEngine", "AntiGaming", "SyncEngine", "FamilyApp"]
    /// The modules that may be mutated: the engines an app links.
    static let mutableModules = ["Platform", "RewardEngine", "AntiGaming", "SyncEngine", "FamilyApp"]
    static let defaultEquivalentsPath = "Tests/MutationTests/equivalent-mutants.txt"
    static let defaultReportDirectory = "Reports/mutation"

    let invocation: Invocation
    let console: Console

    func execute() -> Int32 {
        let started = Date()
        let gate: MutationGate
        let equivalents: EquivalentMutants
        do throws(Invocation.UsageError) {
            gate = try chosenGate()
            try checkModules()
        } catch {
            console.error("rewardsim: error: \(error.message)")
            if let help = error.help { console.error("help: \(help)") }
            return ExitCode.usageOrScenarioError
        }
        guard let list = readEquivalents() else { return ExitCode.usageOrScenarioError }
        equivalents = list
        let root = FileManager.default.currentDirectoryPath
        let modules = invocation.modules ?? Self.defaultModules
        let configuration = MutationCampaign.Configuration(
            packageRoot: root, modules: modules, since: invocation.since, sampleCount: invocation.sample,
            sampleSeed: invocation.seed ?? 1, gate: gate, jobs: invocation.jobs,
            timeBudgetSeconds: invocation.timeBudgetSeconds, equivalents: equivalents,
            scratchDirectory: root + "/.build/mutate",
            scenarioFiles: gate.judgesByScenarioFile
                ? ScenarioLoader.discover(gate.paths.isEmpty ? [RunCommand.defaultPath] : gate.paths).files : nil)
        let console = console
        let campaign = MutationCampaign(configuration: configuration) { console.error($0) }
        Interruption.onInterrupt(ChildProcess.stopAll)
        do throws(MutationCampaign.Failure) {
            let files = try campaign.sourceFiles()
            let all = MutationCampaign.allMutants(files)
            let chosen = try campaign.chosenMutants(all)
            console.out(
                "\(Plural.count(chosen.count, "mutant")) chosen of \(all.count) in "
                    + modules.joined(separator: ", ")
                    + (invocation.since.map { ", lines changed since \($0)" } ?? "")
                    + (invocation.sample.map { ", a sample of \($0) with seed \(invocation.seed ?? 1)" } ?? ""))
            if chosen.isEmpty {
                console.out(
                    invocation.since == nil
                        ? "no mutants: nothing to judge"
                        : "no engine line changed since \(invocation.since ?? ""): no mutants, nothing to judge")
            }
            let results = try campaign.run(chosen, files: files)
            let report = MutationReport(
                results: results, gate: gate.description, selection: selection(modules),
                sources: Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.text) }))
            let directory = invocation.reportDirectoryGiven ? invocation.reportDirectory : Self.defaultReportDirectory
            do {
                try ReportSetWriter(directory: directory).write(report.files, replacing: MutationReport.fileNames)
            } catch {
                console.error("rewardsim: error: \(error)")
                return ExitCode.internalError
            }
            printVerdict(report, directory: directory, seconds: Date().timeIntervalSince(started))
            let fails = invocation.failsOnSurvivor && !report.undetected.isEmpty
            return fails ? ExitCode.expectationFailed : ExitCode.success
        } catch {
            console.error("rewardsim: error: \(error.message)")
            if let log = error.log {
                let tail = log.split(separator: "\n", omittingEmptySubsequences: false).suffix(40)
                console.error(tail.joined(separator: "\n"))
            }
            return error.isUsageError ? ExitCode.usageOrScenarioError : ExitCode.internalError
        }
    }

    func chosenGate() throws(Invocation.UsageError) -> MutationGate {
        let name = invocation.gate ?? MutationGate.Kind.scenarios.rawValue
        guard let kind = MutationGate.Kind(rawValue: name) else {
            let names = MutationGate.Kind.allCases.map(\.rawValue)
            throw Invocation.UsageError(
                message: "unknown gate '\(name)'",
                help: NearestMatch.suggestion(for: name, among: names).map { "did you mean '\($0)'?" }
                    ?? "gates: " + names.joined(separator: ", "))
        }
        if kind == .seeds && invocation.seedRange == nil {
            throw Invocation.UsageError(
                message: "--gate seeds needs a seed range",
                help: "write --gate seeds --seeds 1..10")
        }
        if kind == .explore && invocation.paths.isEmpty {
            throw Invocation.UsageError(
                message: "--gate explore needs the explore files to run",
                help: "write rewardsim mutate --gate explore PATH… --runs 50")
        }
        if kind == .tests && !invocation.paths.isEmpty {
            throw Invocation.UsageError(
                message: "--gate tests takes no scenario paths",
                help: "choose the tests with --filter, as swift test does")
        }
        let range = invocation.seedRange.map { "\($0.lowerBound)..\($0.upperBound)" }
        return MutationGate(
            kind: kind, paths: invocation.paths, filter: invocation.filter, seedRange: range,
            runs: invocation.runs)
    }

    func checkModules() throws(Invocation.UsageError) {
        for module in invocation.modules ?? [] where !Self.mutableModules.contains(module) {
            throw Invocation.UsageError(
                message: "'\(module)' is not an engine module",
                help: NearestMatch.suggestion(for: module, among: Self.mutableModules).map { "did you mean '\($0)'?" }
                    ?? "modules: " + Self.mutableModules.joined(separator: ", "))
        }
    }

    /// The list of equivalent mutants; nil (after printing the error) when it does not parse.
    func readEquivalents() -> EquivalentMutants? {
        let path = invocation.equivalentsPath ?? Self.defaultEquivalentsPath
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            if invocation.equivalentsPath == nil { return EquivalentMutants(entries: []) }
            console.error("rewardsim: error: cannot read the list of equivalent mutants '\(path)'")
            return nil
        }
        do {
            return try EquivalentMutants.parse(text)
        } catch {
            let location = SourceLocation(line: error.line, column: max(error.column, 1))
            let diagnostic = Diagnostic(path: path, location: location, message: error.message, help: error.help)
            console.error(diagnostic.rendered(source: SourceFile(path: path, text: text), colour: console.colour))
            return nil
        }
    }

    func selection(_ modules: [String]) -> String {
        var text = "modules " + modules.joined(separator: ", ")
        if let since = invocation.since { text += "; lines changed since \(since)" }
        if let sample = invocation.sample { text += "; a sample of \(sample) with seed \(invocation.seed ?? 1)" }
        // Which mutants a budget leaves unjudged depends on the machine: said here, not hidden.
        if let budget = invocation.timeBudgetSeconds { text += "; no mutant started after \(Int(budget)) s" }
        return text
    }

    func printVerdict(_ report: MutationReport, directory: String, seconds: Double) {
        let tally = MutationReport.Tally(report.results)
        console.out("")
        for result in report.undetected {
            let mark = console.red(result.status == .survived ? "SURVIVED" : "NOT REACHED")
            console.out("\(mark)  #\(result.mutant.id)  \(result.mutant.title)")
            let entry = EquivalentMutants.entryLine(for: result.mutant)
            console.out(console.dim("      if equivalent, add to the list: \(entry)"))
        }
        console.out(
            "\(tally.total) mutants: \(tally.detected) detected, \(tally.count(.survived)) survived, "
                + "\(tally.count(.notReached)) not reached, \(tally.count(.equivalent)) equivalent, "
                + "\(tally.count(.notCompiled)) not compiled"
                + (tally.count(.notRun) > 0 ? ", \(tally.count(.notRun)) not run (time budget)" : "") + "; score "
                + (tally.score.map { String(format: "%.1f %%", $0) } ?? "–")
                + " in \(String(format: "%.0f", seconds)) s")
        console.out(console.dim("reports: \(directory)/summary.md, report.html, results.json, mutation.json"))
    }
}
