import Adversary
import AntiGaming
import Foundation
import Reports

/// `rewardsim attack [--honest]`: searches the gaming space for the strategies that earn the
/// most points for time not really learned (or, `--honest`, the honest space for the habits the
/// rules punish most), per strictness level, and writes the reports, the best points as
/// persona files and scenarios, and (`--keep DIR`) each level's best as a kept regression.
struct AttackCommand {
    let invocation: Invocation
    let console: Console

    static let defaultBudgetRuns = 3_000
    static let defaultReportDirectory = "Reports/attack"
    static let defaultHonestReportDirectory = "Reports/attack-honest"

    func execute() -> Int32 {
        guard invocation.paths.isEmpty else {
            console.error("rewardsim: error: attack takes no path: it writes its own scenarios")
            console.error("help: rewardsim attack [--honest] --budget RUNS --seed N [--level moderate]")
            return ExitCode.usageOrScenarioError
        }
        let space = invocation.honest ? SearchSpace.honest : SearchSpace.gaming
        var settings = AttackSettings(
            space: space, levels: invocation.levels ?? ValidationStrictness.allCases,
            budgetRuns: invocation.budget ?? Self.defaultBudgetRuns, seed: invocation.seed ?? 1)
        settings.days = invocation.days
        if let from = invocation.fromDirectory {
            guard let starts = startingPoints(from, space: space) else { return ExitCode.usageOrScenarioError }
            settings.starts = starts
        }
        let runner = StrategyRunner(
            space: space, days: settings.days, jobs: invocation.jobs,
            prepareThread: { InternalErrorHandler.prepareThread() })
        let started = Date()
        console.out(
            "attack\(invocation.honest ? " --honest" : ""): "
                + "\(settings.levels.map(\.rawValue).joined(separator: ", ")); "
                + "budget \(settings.budgetRuns) runs (\(settings.strategiesPerLevel) points a level on "
                + "\(settings.seedsPerStrategy) seeds), seed \(settings.seed)")
        let results = AttackCampaign.run(settings, runner: runner)
        let seconds = Date().timeIntervalSince(started)
        let directory =
            invocation.reportDirectoryGiven
            ? invocation.reportDirectory
            : invocation.honest ? Self.defaultHonestReportDirectory : Self.defaultReportDirectory
        do {
            try write(results.reportFiles, into: directory, clearing: "strategies")
            if let keep = invocation.keepDirectory { try write(results.keptFindings(runner: runner), into: keep) }
        } catch {
            console.error("rewardsim: error: \(error.localizedDescription)")
            return ExitCode.internalError
        }
        printBest(results)
        let perMinute = Double(results.scored.count) / max(seconds, 0.001) * 60
        console.out(
            console.dim(
                "\(results.scored.count) points, \(results.runs) runs in "
                    + "\(DecimalText.fixed(seconds, fractionDigits: 1)) s "
                    + "(\(DecimalText.fixed(perMinute, fractionDigits: 1)) points a minute on this machine, --jobs "
                    + "\(invocation.jobs))"))
        console.out("reports: \(directory)/summary.md, report.html, results.json, strategies/")
        if let keep = invocation.keepDirectory { console.out("kept findings: \(keep)") }
        return ExitCode.success
    }

    private func startingPoints(_ directory: String, space: SearchSpace) -> [StrategyPoint]? {
        let path = (directory as NSString).appendingPathComponent("results.json")
        let problem: String
        if let text = try? String(contentsOfFile: path, encoding: .utf8) {
            do {
                switch AttackResults.bestPoints(in: try JSONValue.parse(text), space: space) {
                case .success(let points): return points
                case .failure(let failure): problem = failure.message
                }
            } catch {
                problem = "not JSON: \(error)"
            }
        } else {
            problem = "cannot read it"
        }
        console.error("rewardsim: error: --from \(directory): \(path): \(problem)")
        console.error("help: name the report folder of an earlier attack\(invocation.honest ? " --honest" : "") run")
        return nil
    }

    private func printBest(_ results: AttackResults) {
        for level in results.levels {
            guard let best = level.confirmed.first else { continue }
            let score = best.score
            let figures =
                invocation.honest
                ? "withheld \(DecimalText.fixed(score.withheldShare * 100, fractionDigits: 1)) %, flagged "
                    + "\(DecimalText.fixed(score.flaggedShare * 100, fractionDigits: 1)) %"
                : "\(DecimalText.fixed(score.yieldPerChildDay, fractionDigits: 1)) ungenuine min/child-day, "
                    + "\(DecimalText.fixed(score.unflaggedYieldPerChildDay, fractionDigits: 1)) unflagged, "
                    + "flag shown in "
                    + "\(DecimalText.fixed(score.detection * 100, fractionDigits: 0)) % of runs"
            console.out("\(level.level.rawValue): \(results.strategyName(level.level, rank: 1)): \(figures)")
            console.out(console.dim("  \(results.settings.space.describe(best.point))"))
        }
    }

    /// Writes `files` under `directory`, after removing the `clearing` subfolder a previous run left.
    private func write(_ files: [(path: String, contents: String)], into directory: String, clearing: String? = nil)
        throws
    {
        let manager = FileManager.default
        if let clearing {
            let old = (directory as NSString).appendingPathComponent(clearing)
            if manager.fileExists(atPath: old) { try manager.removeItem(atPath: old) }
        }
        for file in files {
            let path = (directory as NSString).appendingPathComponent(file.path)
            try manager.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(file.contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        }
    }
}
