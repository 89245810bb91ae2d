import SimulationKernel

/// The search: hill climbing with restarts, in batches.
///
/// From the incumbent (the point it stands on), the search scores its neighbours — every point
/// one dimension away, in a drawn order, `batchSize` at a time — and moves to the best of a
/// batch as soon as that beats the incumbent. When every neighbour has been scored and none
/// beats it, the incumbent is a local optimum: the search restarts from the best of a batch
/// made half of kicks (the best point found with three dimensions drawn anew) and half of
/// points drawn anew, keeping the best point found.
///
/// Why this method: the spaces mix ordered dimensions (lengths, times of day), where a slope
/// leads somewhere, with unordered ones (the technique), where any value is one step away; a
/// climber over the whole one-step neighbourhood follows both, the kicks and the fresh points
/// leave a local optimum, and it needs no model of the space. A point is never scored twice.
/// Batches make it parallel without making it depend on `--jobs`: every point of a batch is
/// chosen before any is run, and the batch's scores are read in the batch's order.
public struct HillClimb: Sendable {
    public static let batchSize = 8
    public static let kickMoves = 3

    /// One batch as the trend shows it: points scored so far, and the best objective yet.
    public struct Step: Hashable, Sendable {
        public let strategies: Int
        public let best: Double
        public let isRestart: Bool
    }

    public let space: SearchSpace

    public init(space: SearchSpace) {
        self.space = space
    }

    /// Scores at most `budget` distinct new points (`starts` first: a previous run's best, then
    /// drawn ones), calling `score` once per batch; the points already `known` count no budget
    /// and are not scored again. Returns the batches' trend.
    public func run(
        budget: Int, seed: UInt64, starts: [StrategyPoint], known: Set<StrategyPoint> = [],
        score: ([StrategyPoint]) -> [Double]
    ) -> [Step] {
        var random = SeededRandom(seed: seed).fork("hill-climb:\(space.name)")
        var seen = known
        var spent = 0
        var steps: [Step] = []
        var best: (point: StrategyPoint, objective: Double)?
        var incumbent: (point: StrategyPoint, objective: Double)?
        var neighbours: [StrategyPoint] = []
        var pending = starts.filter { space.contains($0) }
        while spent < budget {
            let restart = pending.isEmpty && (incumbent == nil || neighbours.isEmpty)
            var batch: [StrategyPoint] = []
            var attempts = 0
            while batch.count < min(Self.batchSize, budget - spent) && attempts < 100 * Self.batchSize {
                attempts += 1
                let point: StrategyPoint
                if !pending.isEmpty {
                    point = pending.removeFirst()
                } else if !restart {
                    guard !neighbours.isEmpty else { break }
                    point = neighbours.removeFirst()
                } else if let best, batch.count % 2 == 0 {
                    point = space.kicked(best.point, moves: Self.kickMoves, &random)
                } else {
                    point = space.randomPoint(&random)
                }
                if seen.insert(point).inserted { batch.append(point) }
            }
            guard !batch.isEmpty else {
                if restart { break }
                continue
            }
            let objectives = score(batch)
            precondition(objectives.count == batch.count, "one objective per point")
            spent += batch.count
            let top = zip(batch, objectives).max { lhs, rhs in lhs.1 != rhs.1 ? lhs.1 < rhs.1 : rhs.0 < lhs.0 }!
            if restart || incumbent == nil || top.1 > incumbent!.objective {
                incumbent = (top.0, top.1)
                neighbours = space.neighbours(of: top.0, &random).filter { !seen.contains($0) }
            }
            if best == nil || top.1 > best!.objective { best = (top.0, top.1) }
            steps.append(Step(strategies: spent, best: best!.objective, isRestart: restart))
        }
        return steps
    }
}
