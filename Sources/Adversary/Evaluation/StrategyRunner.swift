import Foundation
import Scenarios
import WorkerPool

/// Runs points' scenarios, each on the same seeds, `jobs` simulations at a time. Every run is
/// kept whole on one thread and its figures go to the run's own place, so the result is the
/// same for every `jobs`.
public struct StrategyRunner: Sendable {
    public let space: SearchSpace
    public let days: Int
    public let jobs: Int
    /// Called first on every worker thread (the command's crash reporter).
    public let prepareThread: @Sendable () -> Void

    public init(space: SearchSpace, days: Int, jobs: Int, prepareThread: @escaping @Sendable () -> Void = {}) {
        self.space = space
        self.days = days
        self.jobs = jobs
        self.prepareThread = prepareThread
    }

    /// Per point, per seed, per level (`AntiGamingFigures.levels` order).
    public func figures(_ points: [StrategyPoint], seeds: [UInt64]) -> [[[RunFigures]]] {
        let scenarios = points.map { StrategyFiles(space: space, point: $0, name: "strategy", days: days).decoded() }
        let work = Work(count: points.count * seeds.count)
        WorkerThreads.run(threads: jobs, items: work.count, prepare: prepareThread) {
            while let index = work.claim() {
                let outcome = ScenarioRunner.run(scenarios[index / seeds.count], seed: seeds[index % seeds.count])
                work.finish(index, RunFigures.levels(of: outcome.antiGaming))
            }
        }
        return points.indices.map { point in
            seeds.indices.map { seed in work.results[point * seeds.count + seed]! }
        }
    }

    private final class Work: @unchecked Sendable {
        let count: Int
        private let lock = NSLock()
        private var next = 0
        private(set) var results: [[RunFigures]?]

        init(count: Int) {
            self.count = count
            results = Array(repeating: nil, count: count)
        }

        func claim() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < count else { return nil }
            next += 1
            return next - 1
        }

        func finish(_ index: Int, _ figures: [RunFigures]) {
            lock.lock()
            results[index] = figures
            lock.unlock()
        }
    }
}
