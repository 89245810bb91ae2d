/// A campaign's failures grouped by cause (`RunFailure.signature`), in the order first found.
public struct FailureCauses: Sendable {
    public struct Cause: Sendable {
        public let signature: String
        public let first: RunFailure
        public let firstSeed: UInt64
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
        for failure in failures {
            if let index = causes.firstIndex(where: { $0.signature == failure.signature }) {
                causes[index].runs += 1
            } else {
                causes.append(Cause(signature: failure.signature, first: failure, firstSeed: seed, runs: 1))
            }
        }
    }
}
