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
    let reportSet: ReportSetWriter

    func execute() -> Int32 {
        guard let setup = ExploreSetup.load(invocation.paths, console: console) else {
            return ExitCode.usageOrScenarioError
        }
        if let runSeed = invocation.runSeed { return replay(runSeed, setup: setup) }
        let findings = FindingsOutput(invocation: invocation, console: console, reportSet: reportSet)
        guard case .success(let ledger) = findings.open(paths: invocation.paths) else {
            return ExitCode.usageOrScenarioError
        }
        let started = Date()
        let campaignSeed = invocation.seed ?? 1
        var indexes = Array(0..<invocation.runs)
        var estimated: Int64 = 0
        if invocation.shard != nil || invocation.listsOnly {
            let shard = invocation.shard ?? Invocation.Shard(index: 1, count: 1)
            let costs = ExploreShards.estimatedEvents(
                drawer: setup.drawer, campaignSeed: campaignSeed, runs: invocation.runs)
            indexes = CostBalancedShards(costs: costs, count: shard.count).items(ofShard: shard.index)
            estimated = indexes.reduce(0) { $0 + costs[$1] }
            if invocation.listsOnly {
                console.out(CostBalancedShards.balanceLine(costs: costs, count: shard.count, unit: "run"))
                console.out(
                    CostBalancedShards.shareLine(
                        index: shard.index, count: shard.count, items: indexes.count, unit: "run", events: estimated))
                return ExitCode.success
            }
        }
        var results = CampaignResults()
        let paths = ExploreSetup.quoted(invocation.paths)
        let output = ExploreCampaignReport(console: console, paths: paths)
        let campaign = ExploreCampaign(drawer: setup.drawer, seed: campaignSeed, indexes: indexes) { run in
            results.add(run)
            if run.failed, let failed = results.failedRuns.last { output.printFailure(failed) }
        }
        // The one wall clock of a campaign: a budget decides only which runs start.
        let deadline = invocation.timeBudgetSeconds.map { started.addingTimeInterval($0) }
        let done = campaign.run(
            jobs: invocation.jobs, mayStartRun: { deadline.map { Date() < $0 } ?? true },
            stopsAtFirstFailure: invocation.failsFast, prepareThread: { InternalErrorHandler.prepareThread() }
        ) { index, seed, run in
            RunInProgress.begin(
                "explore run \(index) (seed \(seed))",
                reproduce: ExploreCampaignReport.reproduce(paths, seed))
            defer { RunInProgress.finish() }
            return run()
        }
        let seconds = Date().timeIntervalSince(started)
        let space = setup.drawer.space
        let faults = space.faults.map(\.rawValue)
        if let ledger, let build = invocation.buildID {
            let campaign = FindingsLedger.Campaign(
                build: build, campaignSeed: campaignSeed, runs: invocation.runs,
                shardIndex: invocation.shard?.index ?? 1,
                shardCount: invocation.shard?.count ?? 1, results: results
            ) { ExploreCampaignReport.reproduceArguments(paths, $0.seed) }
            if let failed = findings.record(
                campaign, causes: results.signedCauses, into: ledger, details: results.firstDetails)
            {
                return failed
            }
        }
        let campaignCode = output.finish(
            results, faults: faults, sometimes: space.sometimes, campaignSeed: campaignSeed,
            seconds: seconds)
        let code = DeterminismRecheckOutput(console: console, jobs: invocation.jobs).finish(
            recheckSample(done, setup: setup, campaignSeed: campaignSeed), of: done.count, unit: "run",
            code: campaignCode)
        guard let shard = invocation.shard else { return code }
        let partial = ExplorePartial(
            paths: invocation.paths, campaignSeed: campaignSeed, runs: invocation.runs, shardIndex: shard.index,
            shardCount: shard.count, faults: faults, sometimes: space.sometimes,
            milliseconds: Int64((seconds * 1_000).rounded()), results: results
        )
        do {
            try reportSet.write([(partial.fileName, partial.json.serialized())], replacing: [partial.fileName])
        } catch {
            console.error("rewardsim: error: \(error)")
            return ExitCode.internalError
        }
        console.out(
            CostBalancedShards.executedLine(
                index: shard.index, count: shard.count, executed: done.reduce(0) { $0 + $1.eventsExecuted },
                estimated: estimated))
        let path = (invocation.reportDirectory as NSString).appendingPathComponent(partial.fileName)
        console.out(console.dim("partial results: \(path); combine every shard's with rewardsim merge"))
        return code
    }

    /// The runs done that the campaign's sample holds (drawn from its seed, so every shard agrees),
    /// each with what runs it again.
    private func recheckSample(
        _ done: [ExploreRun], setup: ExploreSetup, campaignSeed: UInt64
    ) -> [DeterminismRecheck.Run] {
        let sampled = Set(
            DeterminismRecheck.sample(count: invocation.runs, share: invocation.recheckShare, seed: campaignSeed))
        let drawer = setup.drawer
        return done.filter { sampled.contains($0.index) }.map { run in
            DeterminismRecheck.Run(
                name: "explore run \(run.index) (seed \(run.seed))", traceHash: run.traceHash,
                rerun: { ExploreRun.execute(drawer.draw(seed: run.seed), index: run.index).traceHash })
        }
    }

    /// `--run-seed N`: the one run, its scenario file and its verdict.
    private func replay(_ seed: UInt64, setup: ExploreSetup) -> Int32 {
        RunInProgress.begin(
            "explore run seed \(seed)",
            reproduce: ExploreCampaignReport.reproduce(ExploreSetup.quoted(invocation.paths), seed))
        let run = ExploreRun.execute(setup.drawer.draw(seed: seed), index: 0)
        RunInProgress.finish()
        console.out(run.scenario.yaml)
        console.out("# reached: " + run.reached.joined(separator: " "))
        console.out("# trace \(run.traceHash)")
        guard run.failed else {
            console.out(console.green("PASS") + "  run seed \(seed)")
            return ExitCode.success
        }
        let failed = CampaignResults.FailedRun(
            index: 0, seed: seed, faults: run.scenario.faultsOn.map(\.rawValue),
            failures: run.failures)
        ExploreCampaignReport(console: console, paths: ExploreSetup.quoted(invocation.paths)).printFailure(failed)
        return ExitCode.expectationFailed
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
