/// A split of a campaign's simulations into shards of nearly equal work, each simulation weighed
/// by its estimated events (``EventEstimate``, the bound `check` computes before anything runs).
///
/// Every N-th simulation would give each shard the same count but not the same work: a
/// year-long population and an hour-long probe weigh alike, and the shards finish when the
/// heaviest does. This split is the longest-processing-time rule: the heaviest simulation first,
/// each to the shard with the fewest events so far. Its slowest shard is at most 4/3 of the best
/// possible split's, and within a fraction of the mean once no single simulation dominates.
///
/// The split depends only on the costs in plan order (ties go to the earlier simulation and the
/// lower shard), so every shard of one plan computes it alike and a merge finds each simulation
/// exactly once.
public struct CostBalancedShards: Sendable, Equatable {
    /// Shard (1-based) of each simulation, by its place in the plan.
    public let shardOfItem: [Int]
    /// The estimated events each shard runs, shard 1 first.
    public let eventsPerShard: [Int64]

    /// `costs`: each simulation's estimated events, in plan order; `count`: how many shards.
    public init(costs: [Int64], count: Int) {
        precondition(count >= 1, "a split has at least one shard")
        var shardOfItem = Array(repeating: 1, count: costs.count)
        var events = Array(repeating: Int64(0), count: count)
        let heaviestFirst = costs.indices.sorted { (costs[$0], $1) > (costs[$1], $0) }
        for item in heaviestFirst {
            var lightest = 0
            for shard in events.indices.dropFirst() where events[shard] < events[lightest] { lightest = shard }
            shardOfItem[item] = lightest + 1
            events[lightest] += max(0, costs[item])
        }
        self.shardOfItem = shardOfItem
        eventsPerShard = events
    }

    /// The split every N-th simulation made (shard I runs the simulations at places I-1, I-1+N,
    /// …): kept to measure what the balanced split gains.
    public static func strided(costs: [Int64], count: Int) -> [Int64] {
        precondition(count >= 1, "a split has at least one shard")
        var events = Array(repeating: Int64(0), count: count)
        for (item, cost) in costs.enumerated() { events[item % count] += max(0, cost) }
        return events
    }

    /// The places (ascending) of the simulations shard `index` (1-based) runs.
    public func items(ofShard index: Int) -> [Int] {
        precondition((1...eventsPerShard.count).contains(index), "shards are numbered 1 to count")
        return shardOfItem.indices.filter { shardOfItem[$0] == index }
    }

    /// The slowest shard's events over the mean shard's: 1.0 is a perfect split.
    public static func slowestOverMean(_ events: [Int64]) -> Double {
        let total = events.reduce(0, +)
        guard total > 0, let slowest = events.max() else { return 1 }
        return Double(slowest) * Double(events.count) / Double(total)
    }

    /// "shards by estimated events: 1,204 / 1,198 / 1,201 / 1,199; slowest 1.00 × the mean
    /// (every 4th simulation: 1.31 ×)": what the split gives, beside the strided split.
    public static func balanceLine(costs: [Int64], count: Int, unit: String) -> String {
        let balanced = CostBalancedShards(costs: costs, count: count).eventsPerShard
        let strided = strided(costs: costs, count: count)
        return "\(count) shard\(count == 1 ? "" : "s") by estimated events: "
            + balanced.map(grouped).joined(separator: " / ")
            + "; slowest " + times(slowestOverMean(balanced)) + " the mean (every \(ordinal(count)) \(unit): "
            + times(slowestOverMean(strided)) + ")"
    }

    static func times(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) ×"
    }

    static func ordinal(_ count: Int) -> String {
        switch (count % 10, count % 100) {
        case (1, let tens) where tens != 11: "\(count)st"
        case (2, let tens) where tens != 12: "\(count)nd"
        case (3, let tens) where tens != 13: "\(count)rd"
        default: "\(count)th"
        }
    }

    /// "shard 2/4: 158 simulations, 76,465,928 estimated events".
    public static func shareLine(index: Int, count: Int, items: Int, unit: String, events: Int64) -> String {
        "shard \(index)/\(count): \(grouped(Int64(items))) \(unit)\(items == 1 ? "" : "s"), "
            + "\(grouped(events)) estimated events"
    }

    /// "shard 2/4 executed 1,234,567 events (estimated at most 2,345,678)": what a shard did.
    public static func executedLine(index: Int, count: Int, executed: UInt64, estimated: Int64) -> String {
        "shard \(index)/\(count) executed \(grouped(Int64(clamping: executed))) events "
            + "(estimated at most \(grouped(estimated)))"
    }

    /// 1234567 → "1,234,567".
    static func grouped(_ value: Int64) -> String {
        let digits = String(value)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
