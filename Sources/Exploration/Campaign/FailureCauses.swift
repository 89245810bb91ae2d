/// A campaign's failures grouped by cause (`RunFailure.cause`), in the order first found.
public struct FailureCauses: Sendable {
    public struct Cause: Sendable {
        /// `RunFailure.cause`: the checker and what failed, without numbers, moments or names.
        public let key: String
        public let first: RunFailure
        public let firstSeed: UInt64
        /// Failed runs with this cause (a run counts once, however many of its checks share it).
        public var runs: Int
    }

    public private(set) var causes: [Cause] = []
    public private(set) var failedRuns = 0

    public init() {}

    public mutating func add(_ run: ExploreRun) {
        guard run.failed else { return }
        add(seed: run.seed, failures: run.failures)
    }

    /// One failed run's failures (runs in run order).
    public mutating func add(seed: UInt64, failures: [RunFailure]) {
        failedRuns += 1
        var counted: Set<String> = []
        for failure in failures where counted.insert(failure.cause).inserted {
            if let index = causes.firstIndex(where: { $0.key == failure.cause }) {
                causes[index].runs += 1
            } else {
                causes.append(Cause(key: failure.cause, first: failure, firstSeed: seed, runs: 1))
            }
        }
    }
}
