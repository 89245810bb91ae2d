import Foundation
import SimulationKernel
import WorkerPool

/// Runs a campaign's runs on up to `jobs` threads. Each run's seed comes from the campaign's seed
/// and the run's number alone, and results are handed back in run order, so a campaign finds the
/// same failures with any number of jobs; a time budget only decides how many runs start.
public final class ExploreCampaign: @unchecked Sendable {
    public let drawer: ScenarioDrawer
    public let seed: UInt64
    /// The run numbers this process runs (all, or a shard's slice), in order.
    public let indexes: [Int]
    private let lock = NSLock()
    private var nextPosition = 0
    private var finished: [ExploreRun?]
    private var reportedCount = 0
    /// Asked before each run starts; false once the caller's time budget is spent. The campaign
    /// reads no clock itself: which runs start under a budget is the caller's to decide.
    private var mayStartRun: () -> Bool = { true }
    private let report: (ExploreRun) -> Void
    /// Set when stopping at the first failure and one was reported: no run starts after it.
    private var stopped = false
    private var stopsAtFirstFailure = false

    public init(drawer: ScenarioDrawer, seed: UInt64, indexes: [Int], report: @escaping (ExploreRun) -> Void) {
        self.drawer = drawer
        self.seed = seed
        self.indexes = indexes
        self.report = report
        finished = Array(repeating: nil, count: indexes.count)
    }

    /// Run `index`'s seed: a fork of the campaign's seed named by the run's number, kept to nine
    /// digits so a reproduce command stays short.
    public static func runSeed(campaign seed: UInt64, index: Int) -> UInt64 {
        var random = SeededRandom(seed: seed).fork("explore run \(index)")
        return random.next() % 1_000_000_000
    }

    /// Runs until every run is done or until `mayStartRun` says no more may start; returns the
    /// runs done, in order (a prefix of `indexes`).
    /// With `stopsAtFirstFailure` the campaign ends at the first failed run in run order, so which
    /// runs ran does not depend on the number of jobs.
    /// With one job the runs go on the calling thread; with more, each thread first calls
    /// `prepareThread`. `around` wraps each run on the thread that runs it (the command line
    /// names the run there, for a crash).
    public func run(
        jobs: Int, mayStartRun: @escaping () -> Bool = { true }, stopsAtFirstFailure: Bool = false,
        prepareThread: @escaping @Sendable () -> Void = {},
        around: @escaping @Sendable (_ index: Int, _ seed: UInt64, _ run: () -> ExploreRun) -> ExploreRun = { $2() }
    ) -> [ExploreRun] {
        self.stopsAtFirstFailure = stopsAtFirstFailure
        self.mayStartRun = mayStartRun
        let work: @Sendable () -> Void = { [self] in
            while let position = claim() {
                let index = indexes[position]
                let runSeed = Self.runSeed(campaign: seed, index: index)
                let done = around(index, runSeed) { ExploreRun.execute(drawer.draw(seed: runSeed), index: index) }
                deliver(done, at: position)
            }
        }
        WorkerThreads.run(threads: jobs, items: indexes.count, prepare: prepareThread, work)
        return finished.prefix(reportedCount).map { $0! }
    }

    private func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard !stopped, nextPosition < indexes.count else { return nil }
        guard mayStartRun() else { return nil }
        nextPosition += 1
        return nextPosition - 1
    }

    private func deliver(_ run: ExploreRun, at position: Int) {
        lock.lock()
        defer { lock.unlock() }
        finished[position] = run
        while !stopped, reportedCount < finished.count, let next = finished[reportedCount] {
            report(next)
            reportedCount += 1
            if stopsAtFirstFailure && next.failed { stopped = true }
        }
    }
}
