/// When a failing run's fate was sealed: the run replayed exactly up to a moment T, its chance
/// redrawn from T on (`World.reseed(from:salt:)`) with several salts, and the share of those runs
/// that still fail the same way, for many T across the run. Early moments redraw the chance that
/// caused the failure, so only some runs fail; moments after the cause redraw only what came
/// after it, so nearly all do. The moment the share jumps is when the cause happened.
///
/// The search first spreads `momentsPerRound` moments evenly over the run, then zooms into the
/// gap with the largest rise of the share, `rounds` times or until the gap is at most
/// `resolutionMs`. Every moment is judged with the same salts `1...reseeds`, so neighbouring
/// moments differ by the moment alone, and the answer is the same on any machine and for any
/// number of threads: the caller's `judge` only has to keep each answer in its slot.
public struct FailureLocalizer: Sendable {
    /// One moment judged: how many of its reseeded runs still failed.
    public struct Point: Sendable, Equatable {
        public let momentMs: Int64
        public let failing: Int
        public let reseeds: Int

        public var share: Double { Double(failing) / Double(reseeds) }
    }

    /// One reseeded run to judge: replay up to `momentMs`, redraw from there with `salt`.
    public struct Trial: Sendable, Equatable {
        public let momentMs: Int64
        public let salt: UInt64
    }

    /// What the search found.
    public struct Result: Sendable, Equatable {
        /// Every moment judged, in time order.
        public let points: [Point]
        /// The neighbouring moments with the largest rise of the share: the cause lies between
        /// them (after `before`, at or before `after`).
        public let before: Point
        public let after: Point
        /// The earliest moment from which every later moment's share is at least
        /// `FailureLocalizer.inevitableShare`; nil when even the last does not reach it.
        public let inevitableFromMs: Int64?
        /// How many reseeded runs the search judged.
        public let trials: Int

        /// The rise of the share across the jump, 0 to 1.
        public var jump: Double { after.share - before.share }
        /// The run fails on nearly every reseed from its first moment: no chance redrawn
        /// during the run changes its fate, so its steps (or the draws made when it began)
        /// cause it.
        public var isSealedFromStart: Bool {
            guard let first = points.first else { return false }
            return first.share >= FailureLocalizer.inevitableShare
        }
    }

    /// A share at or above this means "fails whatever chance follows".
    public static let inevitableShare = 0.9

    public let startMs: Int64
    public let endMs: Int64
    public let reseeds: Int
    public let momentsPerRound: Int
    public let rounds: Int
    public let resolutionMs: Int64

    public init(
        startMs: Int64, endMs: Int64, reseeds: Int = 20, momentsPerRound: Int = 24, rounds: Int = 3,
        resolutionMs: Int64 = 1_000
    ) {
        precondition(endMs > startMs, "a run to localize lasts some time")
        precondition(reseeds >= 1 && momentsPerRound >= 2 && rounds >= 1, "at least one reseed, two moments, one round")
        self.startMs = startMs
        self.endMs = endMs
        self.reseeds = reseeds
        self.momentsPerRound = momentsPerRound
        self.rounds = rounds
        self.resolutionMs = max(1, resolutionMs)
    }

    /// Runs the search. `judge` answers, for each trial in order, whether that reseeded run
    /// still failed the way the original did; it may run them in parallel.
    public func localize(judge: ([Trial]) -> [Bool]) -> Result {
        var points: [Point] = []
        var trials = 0
        var moments = Self.evenly(from: startMs, through: endMs, count: momentsPerRound + 1)
        for round in 0..<rounds {
            let known = Set(points.map(\.momentMs))
            let fresh = moments.filter { !known.contains($0) }
            points += judged(fresh, judge: judge)
            trials += fresh.count * reseeds
            points.sort { $0.momentMs < $1.momentMs }
            let (before, after) = Self.steepestRise(points)
            guard round + 1 < rounds, after.share > before.share, after.momentMs - before.momentMs > resolutionMs
            else { break }
            moments = Self.evenly(from: before.momentMs, through: after.momentMs, count: momentsPerRound + 1)
        }
        let (before, after) = Self.steepestRise(points)
        return Result(
            points: points, before: before, after: after, inevitableFromMs: Self.inevitableFrom(points),
            trials: trials)
    }

    private func judged(_ moments: [Int64], judge: ([Trial]) -> [Bool]) -> [Point] {
        let trials = moments.flatMap { moment in (1...UInt64(reseeds)).map { Trial(momentMs: moment, salt: $0) } }
        let verdicts = judge(trials)
        precondition(verdicts.count == trials.count, "the judge answers every trial, in order")
        return moments.enumerated().map { position, moment in
            let slice = verdicts[(position * reseeds)..<((position + 1) * reseeds)]
            return Point(momentMs: moment, failing: slice.filter { $0 }.count, reseeds: reseeds)
        }
    }

    /// `count` moments from `start` through `end`, both included, whole milliseconds, distinct.
    static func evenly(from start: Int64, through end: Int64, count: Int) -> [Int64] {
        let span = end - start
        var moments: [Int64] = []
        for step in 0..<count {
            let moment = start + span * Int64(step) / Int64(count - 1)
            if moments.last != moment { moments.append(moment) }
        }
        return moments
    }

    /// The neighbours with the largest rise of the share; the earliest such pair on a tie (the
    /// first two moments when the share never rises).
    static func steepestRise(_ points: [Point]) -> (Point, Point) {
        precondition(points.count >= 2, "a rise needs two moments")
        var best = (points[0], points[1])
        for (earlier, later) in zip(points, points.dropFirst())
        where later.share - earlier.share > best.1.share - best.0.share {
            best = (earlier, later)
        }
        return best
    }

    static func inevitableFrom(_ points: [Point]) -> Int64? {
        var from: Int64?
        for point in points.reversed() {
            guard point.share >= inevitableShare else { break }
            from = point.momentMs
        }
        return from
    }
}
