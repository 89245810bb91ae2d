import Foundation

/// A seeded run of mutants through ``FuzzTarget``, timing each one. A crash ends the process;
/// `onInput` is told each input's index first, so the command can name the one that crashed,
/// and the same seed regenerates it.
public struct FuzzCampaign {
    public struct Figures: Sendable {
        public var inputs = 0
        public var rejected = 0
        public var slowestSeconds = 0.0
        public var slowestIndex = 0
        public var slowestSize = 0
    }

    public let seeds: [[UInt8]]
    public let seed: UInt64

    public init(seeds: [[UInt8]], seed: UInt64) {
        self.seeds = seeds
        self.seed = seed
    }

    /// Runs `count` mutants; `onInput(index, bytes)` is called before each is checked.
    public func run(count: Int, onInput: (Int, [UInt8]) -> Void = { _, _ in }) -> Figures {
        var mutator = ScenarioMutator(seeds: seeds, seed: seed)
        var figures = Figures()
        let clock = ContinuousClock()
        for index in 0..<count {
            let input = mutator.next()
            onInput(index, input)
            let started = clock.now
            if FuzzTarget.check(input) > 0 { figures.rejected += 1 }
            let elapsed = clock.now - started
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            if seconds > figures.slowestSeconds {
                (figures.slowestSeconds, figures.slowestIndex, figures.slowestSize) = (seconds, index, input.count)
            }
            figures.inputs += 1
        }
        return figures
    }

    /// Input `index` of the campaign, for reproducing a crash or a slow input.
    public func input(at index: Int) -> [UInt8] {
        var mutator = ScenarioMutator(seeds: seeds, seed: seed)
        for _ in 0..<index { _ = mutator.next() }
        return mutator.next()
    }
}
