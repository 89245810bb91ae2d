/// A reproducible random stream: xoshiro256** seeded through SplitMix64.
///
/// Every component of a simulation draws from its own stream, forked from the root by a stable
/// name, so adding or removing one component never shifts the draws of another. The algorithms
/// here are fixed, unlike the standard library's `random(in:using:)` helpers, whose way of
/// consuming draws may change between Swift versions; use the methods of this type instead.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    /// The seed this stream was created from; forks derive their seeds from it.
    public let seed: UInt64

    @usableFromInline var state0: UInt64
    @usableFromInline var state1: UInt64
    @usableFromInline var state2: UInt64
    @usableFromInline var state3: UInt64

    public init(seed: UInt64) {
        self.seed = seed
        var splitMixState = seed
        state0 = SplitMix64.next(&splitMixState)
        state1 = SplitMix64.next(&splitMixState)
        state2 = SplitMix64.next(&splitMixState)
        state3 = SplitMix64.next(&splitMixState)
        // Four consecutive SplitMix64 outputs are distinct, so they cannot all be zero; an
        // all-zero state would make xoshiro emit zeros for ever.
        precondition(state0 | state1 | state2 | state3 != 0, "xoshiro256** state must not be all zero")
    }

    /// A child stream derived from this stream's seed and the label only (not its current
    /// state): forking consumes no draws, and the order in which streams are forked never
    /// changes what any stream draws. Nestable: `root.fork("device:a").fork("usage")`.
    ///
    /// The child seed is FNV-1a over the parent seed's bytes followed by the label's UTF-8
    /// bytes, finalised by SplitMix64 so that similar labels still give unrelated seeds.
    public func fork(_ label: String) -> SeededRandom {
        let seedHash = StableHash.fnv1a64(word: seed, continuing: StableHash.fnvOffsetBasis)
        let labelHash = StableHash.fnv1a64(label, continuing: seedHash)
        return SeededRandom(seed: SplitMix64.mix(labelHash))
    }

    /// The stream this one becomes when a run is reseeded from a moment on (`rewardsim
    /// localize`): derived from this stream's seed and `salt` only, so every stream of a run
    /// reseeded with the same salt draws the same way in every process, and forks of the result
    /// differ from forks of the original.
    public func reseeded(salt: UInt64) -> SeededRandom {
        let seedHash = StableHash.fnv1a64(word: seed, continuing: StableHash.fnvOffsetBasis)
        return SeededRandom(seed: SplitMix64.mix(StableHash.fnv1a64(word: salt, continuing: seedHash)))
    }

    @inlinable
    public mutating func next() -> UInt64 {
        let result = (state1 &* 5).rotatedLeft(by: 7) &* 9
        let shifted = state1 << 17
        state2 ^= state0
        state3 ^= state1
        state1 ^= state2
        state0 ^= state3
        state2 ^= shifted
        state3 = state3.rotatedLeft(by: 45)
        return result
    }
}

extension UInt64 {
    @inlinable
    func rotatedLeft(by count: UInt64) -> UInt64 {
        (self &<< count) | (self &>> (64 &- count))
    }
}
