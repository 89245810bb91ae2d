import AntiGaming
import Checkers
import SimulationKernel

/// What a search is asked: which space, which levels, how many runs, from which seed.
public struct AttackSettings: Sendable {
    public var space: SearchSpace
    public var levels: [ValidationStrictness]
    /// Simulations the search may spend, over every level; the confirmation runs come on top.
    public var budgetRuns: Int
    public var seed: UInt64
    /// The seeds every point is scored on (the same ones for every point).
    public var seedsPerStrategy = Self.defaultSeedsPerStrategy
    /// Each run's span.
    public var days = 7
    /// The best points of each level, run again on this many fresh seeds before they are reported.
    public var confirmSeeds = Self.defaultConfirmSeeds
    public var confirmedPerLevel = Self.defaultConfirmedPerLevel

    public static let defaultSeedsPerStrategy = 3
    public static let defaultConfirmSeeds = 6
    public static let defaultConfirmedPerLevel = 3
    /// Points to start from (a previous search's best, `--from`).
    public var starts: [StrategyPoint] = []

    public init(space: SearchSpace, levels: [ValidationStrictness], budgetRuns: Int, seed: UInt64) {
        self.space = space
        self.levels = levels
        self.budgetRuns = budgetRuns
        self.seed = seed
    }

    public var isHonest: Bool { space.name == SearchSpace.honest.name }

    /// The strategies each level's search may score.
    public var strategiesPerLevel: Int { max(1, budgetRuns / (levels.count * seedsPerStrategy)) }

    /// Seeds drawn from the search's seed, so that a search seed fixes every run.
    func seeds(_ label: String, count: Int) -> [UInt64] {
        var random = SeededRandom(seed: seed).fork(label)
        return (0..<count).map { _ in UInt64(random.int(in: 1...Int64(UInt32.max))) }
    }
}

/// A search's results: every point scored (in the order it was scored), and per level its
/// trend, its best points confirmed on fresh seeds, and the frontier.
public struct AttackResults: Sendable {
    public struct Scored: Sendable {
        public let point: StrategyPoint
        /// Per level (`AntiGamingFigures.levels` order).
        public let scores: [StrategyScore]
    }

    public struct Level: Sendable {
        public let level: ValidationStrictness
        public let trend: [HillClimb.Step]
        /// The best points at this level, best first, with their figures on the confirmation seeds.
        public let confirmed: [(point: StrategyPoint, score: StrategyScore)]
        /// The adversary's point with the most minutes earned unseen on the search seeds, when it
        /// is not among `confirmed`, with its figures on the confirmation seeds.
        public let unflagged: (point: StrategyPoint, score: StrategyScore)?
        /// The points no other point beats on both yield and detection (on the search seeds).
        public let frontier: [Scored]
    }

    public let settings: AttackSettings
    public let scored: [Scored]
    public let levels: [Level]
    public let searchSeeds: [UInt64]
    public let confirmSeeds: [UInt64]
    /// Runs the search spent (points that render alike share theirs).
    public let searchRuns: Int
    public var runs: Int {
        searchRuns
            + levels.reduce(0) { $0 + ($1.confirmed.count + ($1.unflagged == nil ? 0 : 1)) * confirmSeeds.count }
    }

    static func levelIndex(_ level: ValidationStrictness) -> Int {
        AntiGamingFigures.levels.firstIndex(of: level)!
    }
}

/// Runs the search: one hill climb per level over a shared record of scored points (a run
/// scores a point at every level at once, so a level's search starts from what the earlier
/// levels found), then confirms each level's best on fresh seeds.
public enum AttackCampaign {
    public static func run(_ settings: AttackSettings, runner: StrategyRunner) -> AttackResults {
        let searchSeeds = settings.seeds("search-seeds", count: settings.seedsPerStrategy)
        let confirmSeeds = settings.seeds("confirm-seeds", count: settings.confirmSeeds)
        var scored: [AttackResults.Scored] = []
        var positions: [StrategyPoint: Int] = [:]
        var byRendering: [String: [StrategyScore]] = [:]
        var searchRuns = 0
        var trends: [[HillClimb.Step]] = []
        let climb = HillClimb(space: settings.space)
        for level in settings.levels {
            let index = AttackResults.levelIndex(level)
            let carried =
                scored.max { $0.scores[index].objective < $1.scores[index].objective }.map { [$0.point] } ?? []
            let starts = settings.starts + carried.filter { !settings.starts.contains($0) }
            let trend = climb.run(
                budget: settings.strategiesPerLevel, seed: settings.seed &+ UInt64(index), starts: starts,
                known: Set(positions.keys.filter { !starts.contains($0) })
            ) { batch in
                // Points that render to the same files (a dimension of a technique not played
                // moved) are one strategy: run once, their scores shared.
                let fresh = batch.filter { positions[$0] == nil }
                var toRun: [StrategyPoint] = []
                var keys: [String] = []
                for point in fresh {
                    let key = settings.space.renderingKey(point)
                    if byRendering[key] == nil && !keys.contains(key) {
                        toRun.append(point)
                        keys.append(key)
                    }
                }
                for (key, runs) in zip(keys, runner.figures(toRun, seeds: searchSeeds)) {
                    byRendering[key] = scores(runs, settings)
                }
                searchRuns += toRun.count * searchSeeds.count
                for point in fresh {
                    positions[point] = scored.count
                    let shared = byRendering[settings.space.renderingKey(point)]!
                    scored.append(AttackResults.Scored(point: point, scores: shared))
                }
                return batch.map { scored[positions[$0]!].scores[index].objective }
            }
            trends.append(trend)
        }
        var levels: [AttackResults.Level] = []
        for (level, trend) in zip(settings.levels, trends) {
            let index = AttackResults.levelIndex(level)
            var renderings: [String] = []
            let best = ranked(scored, index).filter { entry in
                let key = settings.space.renderingKey(entry.point)
                guard !renderings.contains(key) else { return false }
                renderings.append(key)
                return true
            }.prefix(settings.confirmedPerLevel).map(\.point)
            // The adversary's best unseen point, too: what it earns with the parents shown nothing.
            let unseen =
                settings.isHonest
                ? nil
                : bestUnflagged(scored, index).flatMap {
                    renderings.prefix(best.count).contains(settings.space.renderingKey($0)) ? nil : $0
                }
            let chosen = Array(best) + (unseen.map { [$0] } ?? [])
            let figures = runner.figures(chosen, seeds: confirmSeeds)
            let confirmed = zip(best, figures).map { point, runs in (point, scores(runs, settings)[index]) }
                .sorted { $0.1.objective != $1.1.objective ? $0.1.objective > $1.1.objective : $0.0 < $1.0 }
            let unflagged = unseen.map { (point: $0, score: scores(figures[best.count], settings)[index]) }
            levels.append(
                AttackResults.Level(
                    level: level, trend: trend, confirmed: confirmed, unflagged: unflagged,
                    frontier: frontier(scored, index, isHonest: settings.isHonest)))
        }
        return AttackResults(
            settings: settings, scored: scored, levels: levels, searchSeeds: searchSeeds, confirmSeeds: confirmSeeds,
            searchRuns: searchRuns)
    }

    static func scores(_ runs: [[RunFigures]], _ settings: AttackSettings) -> [StrategyScore] {
        AntiGamingFigures.levels.indices.map { level in
            StrategyScore(runs.map { $0[level] }, days: settings.days, isHonest: settings.isHonest)
        }
    }

    /// The point with the most ungenuine minutes in runs that showed the parents no flag; nil
    /// when no point earned any.
    static func bestUnflagged(_ scored: [AttackResults.Scored], _ level: Int) -> StrategyPoint? {
        let best = scored.filter { $0.scores[level].unflaggedYieldPerChildDay > 0 }.max { lhs, rhs in
            let (left, right) = (
                lhs.scores[level].unflaggedYieldPerChildDay, rhs.scores[level].unflaggedYieldPerChildDay
            )
            return left != right ? left < right : rhs.point < lhs.point
        }
        return best?.point
    }

    /// Best first; ties by point.
    static func ranked(_ scored: [AttackResults.Scored], _ level: Int) -> [AttackResults.Scored] {
        scored.sorted { lhs, rhs in
            let (left, right) = (lhs.scores[level].objective, rhs.scores[level].objective)
            return left != right ? left > right : lhs.point < rhs.point
        }
    }

    /// Gaming: the points no other earns more with no more detection. Honest: the habits no
    /// other loses more minutes with no fewer flags. Sorted along the x axis.
    static func frontier(_ scored: [AttackResults.Scored], _ level: Int, isHonest: Bool) -> [AttackResults.Scored] {
        func axes(_ entry: AttackResults.Scored) -> (x: Double, y: Double) {
            let score = entry.scores[level]
            return isHonest ? (score.flaggedShare, score.withheldShare) : (score.detection, score.yieldPerChildDay)
        }
        let sorted = scored.sorted { lhs, rhs in
            let (left, right) = (axes(lhs), axes(rhs))
            if left.x != right.x { return isHonest ? left.x > right.x : left.x < right.x }
            return left.y != right.y ? left.y > right.y : lhs.point < rhs.point
        }
        var result: [AttackResults.Scored] = []
        var bestY = -Double.infinity
        for entry in sorted where axes(entry).y > bestY {
            result.append(entry)
            bestY = axes(entry).y
        }
        return result
    }
}
