import Foundation

/// Which scenario files of the gate reach which mutant sites, recorded by one run of each file
/// without a mutant (PIT's per-test coverage, with the scenario file as the test).
///
/// Why this keeps every verdict of the whole gate: the gate passes exactly when every file's
/// run passes (a run's judgements — scenarios, sweeps, expectations over seeds, `sometimes` —
/// are each about one scenario, and a scenario lives in one file). Each file's run is
/// deterministic, and a mutant's run follows the unmutated one step for step until it first
/// asks the switch whether its own mutant is active. A file whose unmutated run never asks
/// never reaches the mutant's code, so its run with the mutant is the same run, and passes.
/// Only the files that reach the site can tell the mutant apart; running them alone, and
/// stopping at the first that fails, gives the whole gate's verdict.
public struct ScenarioFileCoverage: Sendable {
    /// One scenario file of the gate and what its unmutated run cost.
    public struct File: Sendable, Equatable {
        public let path: String
        /// CPU seconds (user and system) of the unmutated run: the order files are tried in.
        public let cpuSeconds: Double
        /// Wall seconds of the unmutated run: the base of the file's time limit.
        public let wallSeconds: Double
    }

    /// The gate's files, cheapest first (CPU time, then path).
    public let files: [File]
    /// Mutant id → the positions in `files` of the files that reach it, cheapest first.
    let reaching: [Int: [Int]]

    init(files: [File], reachedByFile: [Set<Int>]) {
        let order = files.indices.sorted {
            (files[$0].cpuSeconds, files[$0].path) < (files[$1].cpuSeconds, files[$1].path)
        }
        self.files = order.map { files[$0] }
        var reaching: [Int: [Int]] = [:]
        for (position, index) in order.enumerated() {
            for id in reachedByFile[index] { reaching[id, default: []].append(position) }
        }
        self.reaching = reaching
    }

    /// The files that reach mutant `id`, in the order to run them; empty when none does.
    public func files(reaching id: Int) -> [File] {
        (reaching[id] ?? []).map { files[$0] }
    }

    /// Every mutant id some file reaches.
    public var reached: Set<Int> { Set(reaching.keys) }

    /// A file's time limit with a mutant: three times its unmutated wall time and ten seconds,
    /// enough for a machine that gets busier; an endless loop is stopped by it.
    static func timeoutSeconds(_ file: File) -> Double {
        (file.wallSeconds * 3 + 10).rounded(.up)
    }
}
