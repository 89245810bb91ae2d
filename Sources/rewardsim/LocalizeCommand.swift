import Exploration
import Foundation
import Reports
import Scenarios

/// `rewardsim localize FILE[@SEED]`: when a failing run's failure became inevitable. The run is
/// replayed exactly up to a moment, its chance redrawn from there with `--reseeds` salts, for
/// `--moments` moments across the run and then closer round the jump (`FailureLocalizer`); the
/// report names the jump, the moment from which it fails nearly always, and what the run did
/// just before. With `--report-dir` it also writes summary.md, report.html (the chart) and
/// results.json there, as one set.
struct LocalizeCommand {
    let invocation: Invocation
    let console: Console
    let reportSet: ReportSetWriter

    static let fileNames = ["summary.md", "report.html", "results.json"]

    func execute() -> Int32 {
        guard invocation.paths.count == 1 else {
            console.error("rewardsim: error: localize takes one failing run: rewardsim localize FILE@SEED")
            console.error("help: e.g. rewardsim localize Scenarios/examples/failing/lost-callback.yaml@3")
            return ExitCode.usageOrScenarioError
        }
        let argument = invocation.paths[0]
        var file = argument
        var seed = invocation.seed
        if let at = argument.lastIndex(of: "@") {
            file = String(argument[..<at])
            guard let parsed = Invocation.seed(argument[argument.index(after: at)...]) else {
                console.error("rewardsim: error: '\(argument)' does not end in a seed")
                console.error("help: write FILE@SEED, e.g. Scenarios/sync/flaky-week.yaml@7")
                return ExitCode.usageOrScenarioError
            }
            seed = parsed
        }
        guard let scenario = DiffCommand.loadOne(file, console: console) else { return ExitCode.usageOrScenarioError }
        let runSeed = seed ?? scenario.seed
        let label = "\(file)@\(runSeed)"
        let original = ScenarioRunner.run(scenario, seed: runSeed)
        let failed = Self.failedChecks(original)
        guard !failed.isEmpty else {
            console.out("\(label) passes: nothing to localize")
            return ExitCode.success
        }
        let localizer = FailureLocalizer(
            startMs: scenario.start.instant.millisecondsSinceEpoch, endMs: scenario.end.millisecondsSinceEpoch,
            reseeds: invocation.reseeds, momentsPerRound: invocation.moments)
        let wanted = Set(failed)
        let jobs = invocation.jobs
        let result = localizer.localize { trials in
            ParallelMap.map(count: trials.count, threads: jobs) { index in
                let trial = trials[index]
                let outcome = ScenarioRunner.run(
                    scenario, seed: runSeed, reseededFromMs: trial.momentMs,
                    salt: trial.salt)
                return !wanted.isDisjoint(with: Self.failedChecks(outcome))
            }
        }
        let record = RunInspector.record(scenario, seed: runSeed, label: label)
        var command = "rewardsim localize \(label)"
        if invocation.reseeds != Invocation.defaultReseeds { command += " --reseeds \(invocation.reseeds)" }
        if invocation.moments != Invocation.defaultMoments { command += " --moments \(invocation.moments)" }
        let report = LocalizationReport(
            label: label, failures: failed, result: result, utcOffsetSeconds: scenario.start.utcOffsetSeconds,
            record: record, command: command)
        for line in report.lines { console.out(line) }
        if invocation.reportDirectoryGiven {
            do {
                try reportSet.write(
                    [
                        ("summary.md", report.markdown), ("report.html", report.html),
                        ("results.json", report.json.serialized()),
                    ], replacing: Self.fileNames)
            } catch {
                console.error("rewardsim: error: \(error)")
                return ExitCode.internalError
            }
            let paths = Self.fileNames.map { (invocation.reportDirectory as NSString).appendingPathComponent($0) }
            console.out("reports: " + paths.joined(separator: ", "))
        }
        return ExitCode.success
    }

    /// The expectations and checkers a run did not pass, by their text; a run that used up its
    /// event budget counts as failing the same way as another that did.
    static func failedChecks(_ outcome: ScenarioOutcome) -> [String] {
        let failed = (outcome.expectations + outcome.checks).filter { $0.status != .passed }.map(\.text)
        return outcome.budgetExhausted ? failed + ["event budget"] : failed
    }
}
