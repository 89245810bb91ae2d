extension FindingsLedger.Campaign {
    /// A campaign's (or a shard's) record: each cause of its failed runs, how many runs it
    /// failed and the first of them. `reproduce` gives the tool's arguments that replay a run.
    public init(
        build: String, campaignSeed: UInt64, runs: Int, shardIndex: Int = 1, shardCount: Int = 1,
        results: CampaignResults, reproduce: (CampaignResults.FailedRun) -> String
    ) {
        var sightings: [FindingsLedger.Sighting] = []
        for failed in results.failedRuns {
            for cause in Set(failed.failures.map(\.cause)).sorted() {
                let signature = CauseSignature.of(cause)
                if let index = sightings.firstIndex(where: { $0.signature == signature }) {
                    let known = sightings[index]
                    sightings[index] = FindingsLedger.Sighting(
                        signature: signature, runs: known.runs + 1, firstRun: known.firstRun,
                        reproduce: known.reproduce)
                } else {
                    sightings.append(
                        FindingsLedger.Sighting(
                            signature: signature, runs: 1, firstRun: failed.index, reproduce: reproduce(failed)))
                }
            }
        }
        self.init(
            build: build, campaignSeed: campaignSeed, runs: runs, shardIndex: shardIndex, shardCount: shardCount,
            runsDone: results.coverage.runs, sightings: sightings)
    }
}

extension CampaignResults {
    /// Each cause of the failed runs with its signature, as a ledger names them.
    public var signedCauses: [(signature: String, cause: String)] {
        causes.causes.map { (CauseSignature.of($0.key), $0.key) }
    }

    /// What the checker said on each cause's first failing run, by signature.
    public var firstDetails: [String: String] {
        Dictionary(causes.causes.map { (CauseSignature.of($0.key), $0.first.detail) }) { first, _ in first }
    }
}
