/// How many runs of a campaign reached each property, and which `sometimes` properties none did.
public struct CoverageTally: Sendable {
    public private(set) var runs = 0
    private var counts: [String: Int] = [:]

    public init() {}

    public mutating func add(_ reached: [String]) {
        runs += 1
        for property in reached { counts[property, default: 0] += 1 }
    }

    public func count(_ property: String) -> Int { counts[property] ?? 0 }

    /// Every property reached, sorted, with its count: what a shard writes down.
    public var counted: [(property: String, runs: Int)] {
        counts.keys.sorted().map { ($0, counts[$0]!) }
    }

    /// A tally of `runs` runs that reached the properties so often (a shard's, read back).
    public init(runs: Int, counted: [(property: String, runs: Int)]) {
        self.runs = runs
        for (property, count) in counted { counts[property, default: 0] += count }
    }

    /// Both tallies' runs and counts together.
    public func adding(_ other: CoverageTally) -> CoverageTally {
        var sum = self
        sum.runs += other.runs
        for (property, count) in other.counts { sum.counts[property, default: 0] += count }
        return sum
    }

    /// Every property reached, and every one in `also` (the fault kinds the space allows, the
    /// sometimes properties), sorted by kind then name, with its count.
    public func rows(also: [String]) -> [(property: String, runs: Int)] {
        Array(Set(counts.keys).union(also)).sorted().map { ($0, count($0)) }
    }

    /// The `sometimes` properties no run reached.
    public func unreached(_ sometimes: [String]) -> [String] {
        sometimes.filter { count($0) == 0 }
    }
}
