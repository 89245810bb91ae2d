/// What a campaign found, as it prints it: the failed runs in run order, their causes, and how
/// many runs reached each property. Shards' results merge into the unsharded campaign's.
public struct CampaignResults: Sendable {
    /// A failed run, as much of it as the report and the reproduce command need.
    public struct FailedRun: Sendable, Equatable {
        public let index: Int
        public let seed: UInt64
        public let faults: [String]
        public let failures: [RunFailure]

        public init(index: Int, seed: UInt64, faults: [String], failures: [RunFailure]) {
            self.index = index
            self.seed = seed
            self.faults = faults
            self.failures = failures
        }
    }

    public private(set) var coverage = CoverageTally()
    public private(set) var causes = FailureCauses()
    public private(set) var failedRuns: [FailedRun] = []

    public init() {}

    /// Runs must come in run order: a cause's first run is the first in that order.
    public mutating func add(_ run: ExploreRun) {
        coverage.add(run.reached)
        guard run.failed else { return }
        add(
            FailedRun(
                index: run.index, seed: run.seed, faults: run.scenario.faultsOn.map(\.rawValue), failures: run.failures)
        )
    }

    private mutating func add(_ failed: FailedRun) {
        failedRuns.append(failed)
        causes.add(seed: failed.seed, failures: failed.failures)
    }

    /// A shard's results as they were written: its coverage and failed runs.
    public init(coverage: CoverageTally, failedRuns: [FailedRun]) {
        self.coverage = coverage
        for failed in failedRuns.sorted(by: { $0.index < $1.index }) { add(failed) }
    }

    /// The shards' results as one campaign's: counts added, failures in run order.
    public static func merged(_ shards: [CampaignResults]) -> CampaignResults {
        CampaignResults(
            coverage: shards.reduce(CoverageTally()) { $0.adding($1.coverage) },
            failedRuns: shards.flatMap(\.failedRuns))
    }
}
