import SimulationKernel

/// The random choices of one run, from its own seed.
struct Draw {
    private var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int(random.int(in: Int64(range.lowerBound)...Int64(range.upperBound)))
    }

    mutating func int(_ range: CountRange) -> Int {
        int(range.lower...range.upper)
    }

    mutating func ms(_ range: ClosedRange<Int64>) -> Int64 {
        random.int(in: range)
    }

    mutating func chance(_ percent: Int) -> Bool {
        random.chance(Int64(percent), in: 100)
    }

    mutating func pick<T>(_ items: [T]) -> T {
        precondition(!items.isEmpty, "a pick needs something to pick from")
        return items[int(0...(items.count - 1))]
    }

    /// `count` distinct items, in their original order.
    mutating func subset<T>(_ items: [T], count: Int) -> [T] {
        var indexes = Array(items.indices)
        var kept: [Int] = []
        for _ in 0..<min(count, items.count) {
            kept.append(indexes.remove(at: int(0...(indexes.count - 1))))
        }
        return kept.sorted().map { items[$0] }
    }
}
