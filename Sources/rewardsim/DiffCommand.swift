import Exploration
import Foundation
import Scenarios

/// `rewardsim diff A B`: the first point two runs part. Each side is `FILE@SEED` (simulated now,
/// recorded) or a record file an earlier `rewardsim diff FILE@SEED --write PATH` wrote, so runs of
/// two builds compare too.
struct DiffCommand {
    let invocation: Invocation
    let console: Console

    func execute() -> Int32 {
        if let path = invocation.writePath {
            guard invocation.paths.count == 1 else {
                return usage("--write records one run: rewardsim diff FILE@SEED --write PATH")
            }
            guard let record = record(invocation.paths[0]) else { return ExitCode.usageOrScenarioError }
            do {
                try record.jsonLines.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                console.error("rewardsim: error: cannot write \(path): \(error.localizedDescription)")
                return ExitCode.internalError
            }
            console.out(
                "recorded \(record.label): \(record.steps.count) steps, \(record.checkpoints.count) checkpoints, "
                    + "trace \(record.traceHash) → \(path)")
            return ExitCode.success
        }
        guard invocation.paths.count == 2 else {
            return usage("diff compares two runs: rewardsim diff FILE@SEED FILE@SEED")
        }
        guard let a = record(invocation.paths[0]), let b = record(invocation.paths[1]) else {
            return ExitCode.usageOrScenarioError
        }
        let report = DivergenceReport(a: a, b: b)
        for line in report.lines { console.out(line) }
        return report.isSame ? ExitCode.success : ExitCode.expectationFailed
    }

    private func usage(_ help: String) -> Int32 {
        console.error("rewardsim: error: \(help)")
        return ExitCode.usageOrScenarioError
    }

    /// `FILE@SEED`, `FILE` (its own seed, or --seed), or a `.jsonl` record.
    private func record(_ argument: String) -> RunRecord? {
        if argument.hasSuffix(".jsonl") {
            do {
                let text = try String(contentsOfFile: argument, encoding: .utf8)
                return try RunRecord(jsonLines: text, label: argument)
            } catch let error as RecordReadError {
                console.error("rewardsim: error: \(error.message)")
            } catch {
                console.error("rewardsim: error: cannot read '\(argument)'")
            }
            return nil
        }
        var file = argument
        var seed = invocation.seed
        if let at = argument.lastIndex(of: "@") {
            file = String(argument[..<at])
            guard let parsed = Invocation.seed(argument[argument.index(after: at)...]) else {
                console.error("rewardsim: error: '\(argument)' does not end in a seed")
                console.error("help: write FILE@SEED, e.g. Scenarios/sync/flaky-week.yaml@7")
                return nil
            }
            seed = parsed
        }
        guard let scenario = Self.loadOne(file, console: console) else { return nil }
        let chosen = seed ?? scenario.seed
        return RunInspector.record(scenario, seed: chosen, label: "\(file)@\(chosen)")
    }

    /// The one scenario of `file`, its problems printed otherwise.
    static func loadOne(_ file: String, console: Console) -> Scenario? {
        let loaded = ScenarioLoader.load([file])
        for diagnostic in loaded.diagnostics {
            console.error(diagnostic.rendered(source: loaded.sources[diagnostic.path], colour: console.colour) + "\n")
        }
        guard loaded.diagnostics.isEmpty, let scenario = loaded.scenarios.first else {
            if loaded.diagnostics.isEmpty { console.error("rewardsim: error: no scenario in '\(file)'") }
            return nil
        }
        return scenario
    }
}
