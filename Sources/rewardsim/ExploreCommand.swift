import Exploration
import Foundation
import Reports
import Scenarios

/// `rewardsim explore PATH… --runs N`: swarm testing. Each run draws a family, a workload and a
/// few fault kinds from its own seed; every checker judges it; each failure prints the commands
/// that reproduce and shrink it; the coverage table says how often each property was reached.
struct ExploreCommand {
    let invocation: Invocation
    let console: Console

    func execute() -> Int32 {
        guard let setup = ExploreSetup.load(invocation.paths, console: console) else { return ExitCode.usageOrScenarioError }
        if let runSeed = invocation.runSeed { return replay(runSeed, setup: setup) }
        let started = Date()
        let campaignSeed = invocation.seed ?? 1
        var indexes = Array(0..<invocation.runs)
        if let shard = invocation.shard { indexes = indexes.filter { $0 % shard.count == shard.index - 1 } }
        var tally = CoverageTally()
        var causes = FailureCauses()
        let campaign = ExploreCampaign(drawer: setup.drawer, seed: campaignSeed, indexes: indexes) { run in
            tally.add(run.reached)
            causes.add(run)
            if run.failed { printFailure(run) }
        }
        // The one wall clock of a campaign: a budget decides only which runs start.
        let deadline = invocation.timeBudgetSeconds.map { started.addingTimeInterval($0) }
        let done = campaign.run(jobs: invocation.jobs, mayStartRun: { deadline.map { Date() < $0 } ?? true },
                                stopsAtFirstFailure: invocation.failsFast)
        let seconds = Date().timeIntervalSince(started)
        let space = setup.drawer.space
        printCoverage(tally, space: space)
        let unreached = tally.unreached(space.sometimes)
        for property in unreached {
            console.out(console.red("NEVER") + "  sometimes(\(property)): no run reached it")
        }
        let rate = seconds > 0 ? Double(done.count) / seconds : 0
        console.out("")
        console.out("\(Plural.count(done.count, "run")) (campaign seed \(campaignSeed)) in \(String(format: "%.1f", seconds)) s, "
                    + "\(String(format: "%.1f", rate)) runs/s: \(causes.failedRuns) failed, "
                    + "\(Plural.count(causes.causes.count, "distinct cause")), "
                    + "\(space.sometimes.count - unreached.count) of \(space.sometimes.count) sometimes properties reached")
        for cause in causes.causes {
            console.out("  \(cause.runs)× \(cause.signature)   " + console.dim("(first: run seed \(cause.firstSeed))"))
        }
        return causes.failedRuns == 0 && unreached.isEmpty ? ExitCode.success : ExitCode.expectationFailed
    }

    private var paths: String { ExploreSetup.quoted(invocation.paths) }

    private func printFailure(_ run: ExploreRun) {
        let faults = run.scenario.faultsOn.map(\.rawValue).joined(separator: ", ")
        console.out(console.red("FAIL") + "  run \(run.index)  " + console.dim("(seed \(run.seed), faults: \(faults.isEmpty ? "none" : faults))"))
        for failure in run.failures { console.out("      checker \(failure.checker): \(failure.detail)") }
        console.out("      reproduce: swift run -c release rewardsim explore \(paths) --run-seed \(run.seed)")
        console.out("      shrink: swift run -c release rewardsim shrink \(paths) --run-seed \(run.seed)")
    }

    private func printCoverage(_ tally: CoverageTally, space: ExploreSpace) {
        console.out("")
        console.out("coverage (runs that reached each property, of \(tally.runs)):")
        let rows = tally.rows(also: space.faults.map { "fault(\($0.rawValue))" } + space.sometimes)
        let width = rows.map(\.property.count).max() ?? 0
        for row in rows {
            let percent = tally.runs == 0 ? 0 : Double(row.runs) * 100 / Double(tally.runs)
            let mark = space.sometimes.contains(row.property) ? "  sometimes" : ""
            console.out("  " + row.property.padding(toLength: width, withPad: " ", startingAt: 0)
                        + "  \(String(row.runs).leftPadded(to: 6))  \(String(format: "%5.1f", percent)) %\(mark)")
        }
    }

    /// `--run-seed N`: the one run, its scenario file and its verdict.
    private func replay(_ seed: UInt64, setup: ExploreSetup) -> Int32 {
        let run = ExploreRun.execute(setup.drawer.draw(seed: seed), index: 0)
        console.out(run.scenario.yaml)
        console.out("# reached: " + run.reached.joined(separator: " "))
        console.out("# trace \(run.traceHash)")
        guard run.failed else {
            console.out(console.green("PASS") + "  run seed \(seed)")
            return ExitCode.success
        }
        printFailure(run)
        return ExitCode.expectationFailed
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
