/// A point's figures at one level over its seeds, and the objective the search climbs.
///
/// The adversary's objective is the ungenuine minutes it has credited per child-day, less
/// `flagCostMinutes` for every flag the parents are shown per child-day: a strategy that
/// earns 60 minutes a day and draws a flag every day is worth 30, one that earns 40 unseen is
/// worth 40. The honest search's objective is the share of the habit's real learning minutes
/// withheld plus the share of its sessions ruled against: both are what an honest child loses.
/// Every figure is over the same seeds for every point (common random numbers), so that two
/// points are compared on the same luck.
public struct StrategyScore: Hashable, Sendable {
    /// What a flag the parents see costs the adversary, in credited minutes.
    public static let flagCostMinutes = 30.0

    public let runs: Int
    public let childDays: Int
    /// Credited ungenuine minutes per child-day.
    public let yieldPerChildDay: Double
    /// The same, counting only the runs in which the parents were shown no flag at all.
    public let unflaggedYieldPerChildDay: Double
    /// The share of runs in which the parents were shown a flag.
    public let detection: Double
    public let flagsPerChildDay: Double
    /// Honest minutes withheld over honest minutes, and honest sessions ruled against over honest sessions.
    public let withheldShare: Double
    public let flaggedShare: Double
    public let objective: Double
    /// The pooled figures, for the rules' columns.
    public let total: RunFigures

    public init(_ runs: [RunFigures], days: Int, isHonest: Bool) {
        precondition(!runs.isEmpty && days > 0, "at least one run of at least one day")
        self.runs = runs.count
        childDays = runs.count * days
        let days = Double(childDays)
        let credited = runs.reduce(0) { $0 + $1.gamingMinutesCredited }
        let unseen = runs.filter { $0.flagsSeen == 0 }.reduce(0) { $0 + $1.gamingMinutesCredited }
        let flags = runs.reduce(0) { $0 + $1.flagsSeen }
        yieldPerChildDay = Double(credited) / days
        unflaggedYieldPerChildDay = Double(unseen) / days
        detection = Double(runs.filter { $0.flagsSeen > 0 }.count) / Double(runs.count)
        flagsPerChildDay = Double(flags) / days
        var total = RunFigures()
        total.gamingMinutes = runs.reduce(0) { $0 + $1.gamingMinutes }
        total.gamingMinutesCredited = credited
        total.honestMinutes = runs.reduce(0) { $0 + $1.honestMinutes }
        total.honestMinutesWithheld = runs.reduce(0) { $0 + $1.honestMinutesWithheld }
        total.honestSessions = runs.reduce(0) { $0 + $1.honestSessions }
        total.honestSessionsFlagged = runs.reduce(0) { $0 + $1.honestSessionsFlagged }
        total.flagsSeen = flags
        total.gamingWithheldByRule = Self.sum(runs.map(\.gamingWithheldByRule))
        total.honestWithheldByRule = Self.sum(runs.map(\.honestWithheldByRule))
        self.total = total
        withheldShare =
            total.honestMinutes == 0 ? 0 : Double(total.honestMinutesWithheld) / Double(total.honestMinutes)
        flaggedShare =
            total.honestSessions == 0 ? 0 : Double(total.honestSessionsFlagged) / Double(total.honestSessions)
        objective =
            isHonest
            ? withheldShare + flaggedShare : yieldPerChildDay - Self.flagCostMinutes * flagsPerChildDay
    }

    private static func sum(_ rows: [[Int]]) -> [Int] {
        guard let first = rows.first else { return [] }
        return rows.dropFirst().reduce(first) { zip($0, $1).map { $0 + $1 } }
    }
}
