import Foundation
import SimulationKernel
import WorkerPool

/// Determinism, sampled: a campaign (`run`, `explore`) runs a share of its runs a second time,
/// once every run is done, and compares the trace hashes. The same input and seed must give the
/// same run; a run that differs the second time read something another run left behind — a
/// static cache, a counter, state kept on a thread — a leak the single runs never show.
///
/// The second run is a new simulation built from the input alone, started after the campaign's
/// other runs changed whatever state they could, in an order of its own. What differs only between
/// processes (the order of a `Dictionary`) is not its to catch: the end-to-end determinism test
/// runs the tool twice for that.
public enum DeterminismRecheck {
    /// Share of the runs run again unless `--recheck-share` says otherwise.
    public static let defaultShare = 0.05

    /// One run to run again: its name in a message, its first trace hash and how to run it again.
    /// `rerun` builds a simulation of its own from the run's input, which it only reads, so any
    /// thread may call it (as the campaign's threads call the same drawer and plan).
    public struct Run: @unchecked Sendable {
        public let name: String
        public let traceHash: String
        public let rerun: () -> String

        public init(name: String, traceHash: String, rerun: @escaping () -> String) {
            self.name = name
            self.traceHash = traceHash
            self.rerun = rerun
        }
    }

    /// A run whose second simulation gave another trace.
    public struct Mismatch: Sendable, Equatable {
        public let name: String
        public let first: String
        public let second: String

        /// "run 17 (seed 123456789): trace a1… the first time, b2… when run again".
        public var description: String {
            "\(name): trace \(first) the first time, \(second) when run again in a fresh state"
        }
    }

    /// Which of `count` runs (their places, ascending) run again: ⌊share × count⌋ of them, drawn
    /// from `seed` alone, so every shard of a campaign agrees on the sample and checks the runs
    /// of it that it holds.
    public static func sample(count: Int, share: Double, seed: UInt64) -> [Int] {
        precondition((0...1).contains(share), "a share is between 0 and 1")
        let chosen = min(count, Int((share * Double(count)).rounded(.down)))
        guard chosen > 0 else { return [] }
        var random = SeededRandom(seed: seed).fork("determinism recheck")
        var places = Array(0..<count)
        for position in 0..<chosen {
            let pick = position + Int(random.next() % UInt64(count - position))
            places.swapAt(position, pick)
        }
        return places.prefix(chosen).sorted()
    }

    /// Runs each of `runs` again on up to `jobs` threads; the mismatches, in the runs' order.
    public static func recheck(
        _ runs: [Run], jobs: Int, prepareThread: @escaping @Sendable () -> Void = {}
    ) -> [Mismatch] {
        let hashes = Hashes(count: runs.count)
        WorkerThreads.run(threads: jobs, items: runs.count, prepare: prepareThread) {
            while let position = hashes.claim() { hashes.put(runs[position].rerun(), at: position) }
        }
        return zip(runs, hashes.values).compactMap { run, second in
            run.traceHash == second ? nil : Mismatch(name: run.name, first: run.traceHash, second: second)
        }
    }

    /// The second runs' hashes, each in its run's place.
    private final class Hashes: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private(set) var values: [String]

        init(count: Int) { values = Array(repeating: "", count: count) }

        func claim() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < values.count else { return nil }
            next += 1
            return next - 1
        }

        func put(_ hash: String, at position: Int) {
            lock.lock()
            defer { lock.unlock() }
            values[position] = hash
        }
    }
}
