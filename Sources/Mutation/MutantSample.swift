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
