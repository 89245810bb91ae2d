import Exploration
import Foundation
import Reports

/// The lines of a campaign's results: each failed run with its reproduce and shrink commands,
/// then the coverage table, the `sometimes` properties never reached, the summary and the
/// causes. `explore` prints them as runs finish; `merge` prints them for its shards, the same.
struct ExploreCampaignReport {
    let console: Console
    /// The PATHs, quoted, as the commands repeat them.
    let paths: String

    /// The tool's arguments that replay run `seed` (as a ledger keeps them).
    static func reproduceArguments(_ paths: String, _ seed: UInt64) -> String {
        "explore \(paths) --run-seed \(seed)"
    }

    /// The line that replays run `seed`, as this process prints it.
    static func reproduce(_ paths: String, _ seed: UInt64) -> String {
        InvokedTool.commandLine(reproduceArguments(paths, seed))
    }

    func printFailure(_ run: CampaignResults.FailedRun) {
        let faults = run.faults.joined(separator: ", ")
        console.out(
            console.red("FAIL") + "  run \(run.index)  "
                + console.dim("(seed \(run.seed), faults: \(faults.isEmpty ? "none" : faults))"))
        for failure in run.failures { console.out("      checker \(failure.checker): \(failure.detail)") }
        console.out("      reproduce: " + Self.reproduce(paths, run.seed))
        console.out("      shrink: " + InvokedTool.commandLine("shrink \(paths) --run-seed \(run.seed)"))
    }

    /// Everything after the failures; the exit code (1 when a run failed or a sometimes
    /// property was never reached).
    func finish(
        _ results: CampaignResults, faults: [String], sometimes: [String], campaignSeed: UInt64,
        seconds: Double
    ) -> Int32 {
        printCoverage(results.coverage, faults: faults, sometimes: sometimes)
        let unreached = results.coverage.unreached(sometimes)
        for property in unreached {
            console.out(console.red("NEVER") + "  sometimes(\(property)): no run reached it")
        }
        let runs = results.coverage.runs
        let rate = seconds > 0 ? Double(runs) / seconds : 0
        let causes = results.causes
        console.out("")
        console.out(
            "\(Plural.count(runs, "run")) (campaign seed \(campaignSeed)) in \(String(format: "%.1f", seconds)) s, "
                + "\(String(format: "%.1f", rate)) runs/s: \(causes.failedRuns) failed, "
                + "\(Plural.count(causes.causes.count, "distinct cause")), "
                + "\(sometimes.count - unreached.count) of \(sometimes.count) sometimes properties reached")
        for cause in causes.causes {
            console.out("  \(cause.runs)× \(cause.key)")
            console.out("      first: " + Self.reproduce(paths, cause.firstSeed))
        }
        return causes.failedRuns == 0 && unreached.isEmpty ? ExitCode.success : ExitCode.expectationFailed
    }

    private func printCoverage(_ tally: CoverageTally, faults: [String], sometimes: [String]) {
        console.out("")
        console.out("coverage (runs that reached each property, of \(tally.runs)):")
        let rows = tally.rows(also: faults.map { "fault(\($0))" } + sometimes)
        let width = rows.map(\.property.count).max() ?? 0
        for row in rows {
            let percent = tally.runs == 0 ? 0 : Double(row.runs) * 100 / Double(tally.runs)
            let mark = sometimes.contains(row.property) ? "  sometimes" : ""
            console.out(
                "  " + row.property.padding(toLength: width, withPad: " ", startingAt: 0)
                    + "  \(String(row.runs).leftPadded(to: 6))  \(String(format: "%5.1f", percent)) %\(mark)")
        }
    }
}
