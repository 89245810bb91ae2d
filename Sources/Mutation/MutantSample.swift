/// A reproducible sample of mutants: the same mutants, seed and size always give the same
/// sample, in id order.
public enum MutantSample {
    public static func choose(_ mutants: [Mutant], count: Int, seed: UInt64) -> [Mutant] {
        let sorted = mutants.sorted { $0.id < $1.id }
        guard count < sorted.count else { return sorted }
        var generator = SplitMix64(state: seed)
        var indices = Array(sorted.indices)
        for position in 0..<count {
            let pick = position + Int(generator.next() % UInt64(indices.count - position))
            indices.swapAt(position, pick)
        }
        return indices.prefix(count).sorted().map { sorted[$0] }
    }

    /// `mutants` in a reproducible random order (Fisher–Yates with `seed`): the order mutants
    /// are judged in, so that a time budget that runs out leaves a uniform random part of the
    /// chosen mutants judged, not the first modules.
    public static func shuffled(_ mutants: [Mutant], seed: UInt64) -> [Mutant] {
        var generator = SplitMix64(state: seed)
        var order = mutants
        for position in order.indices.dropLast() {
            let pick = position + Int(generator.next() % UInt64(order.count - position))
            order.swapAt(position, pick)
        }
        return order
    }

    /// SplitMix64 (Steele, Lea, Flood 2014): small, fast and the same on every platform.
    struct SplitMix64 {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var mixed = state
            mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
            mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
            return mixed ^ (mixed >> 31)
        }
    }
}
