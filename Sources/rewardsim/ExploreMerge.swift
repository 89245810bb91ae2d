import Exploration
import Foundation
import Reports

/// `rewardsim merge` of an explore campaign's shards: reads every `explore-partial-I-of-N.json`
/// and prints what the unsharded campaign would have printed — its failures in run order, its
/// coverage, the sometimes never reached, its summary and causes; the seconds are the shards'
/// added. It refuses shards of different campaigns, and a set missing a shard or holding one twice.
struct ExploreMerge {
    let console: Console
    /// With `--ledger` and `--build-id`: the merged campaign is recorded, as one run's would be.
    let findings: FindingsOutput

    func merge(_ files: [String]) -> Int32 {
        var partials: [ExplorePartial] = []
        for path in files {
            do {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                partials.append(try ExplorePartial(json: try JSONValue.parse(text)))
            } catch {
                let reason =
                    (error as? ReportDecodingError)?.message ?? (error as? JSONParseError).map { "\($0)" }
                    ?? "it cannot be read"
                return fail("\(path) is not an explore partial results file: \(reason)", help: nil)
            }
        }
        let first = partials[0]
        guard partials.allSatisfy({ $0.isSameCampaign(as: first) }) else {
            return fail(
                "the explore partial files come from different campaigns (other paths, seed, runs, shard count or "
                    + "explore file)",
                help: "merge the shards of one campaign: the same PATHs, --seed, --runs and --shard I/N")
        }
        if let problem = MergeCommand.problem(shards: partials.map(\.shardIndex), count: first.shardCount) {
            return fail(problem, help: "merge exactly one partial file per shard, 1 to \(first.shardCount)")
        }
        guard case .success(let ledger) = findings.open(paths: first.paths) else {
            return ExitCode.usageOrScenarioError
        }
        let results = CampaignResults.merged(partials.sorted { $0.shardIndex < $1.shardIndex }.map(\.results))
        let report = ExploreCampaignReport(console: console, paths: ExploreSetup.quoted(first.paths))
        for failed in results.failedRuns { report.printFailure(failed) }
        if let ledger, let build = findings.invocation.buildID {
            let campaign = FindingsLedger.Campaign(
                build: build, campaignSeed: first.campaignSeed, runs: first.runs, results: results
            ) { ExploreCampaignReport.reproduceArguments(report.paths, $0.seed) }
            if let failed = findings.record(
                campaign, causes: results.signedCauses, into: ledger, details: results.firstDetails)
            {
                return failed
            }
        }
        let seconds = Double(partials.reduce(0) { $0 + $1.milliseconds }) / 1_000
        return report.finish(
            results, faults: first.faults, sometimes: first.sometimes, campaignSeed: first.campaignSeed,
            seconds: seconds)
    }

    private func fail(_ message: String, help: String?) -> Int32 {
        console.error("rewardsim: error: \(message)")
        if let help { console.error("help: \(help)") }
        return ExitCode.usageOrScenarioError
    }
}
