/// A fact a family member's screen should come to show: when it became true, and when that
/// screen first showed it (nil: not by the moment the run is read).
struct Arrival: Sendable, Equatable {
    let trueAtMs: Int64
    let shownAtMs: Int64?
}

/// How old what one screen shows is, over the day, and how often two screens contradicted each
/// other for longer than a person can be asked to wait.
///
/// A screen's age at a moment is how long ago the oldest fact it does not yet show became true:
/// 0 when it shows everything true by then. The age is read at every whole minute of the run,
/// so its distribution weighs each minute of the day alike — a screen that is an hour behind
/// for an hour adds sixty samples, one that catches up in seconds adds none.
enum Freshness {
    static let sampleSpacingMs: Int64 = 60_000
    /// The bound a contradiction must outlast to count as a confusion moment: the product's own
    /// promise for a change to reach the family (NFR11, 5 s).
    static let confusionBoundMs: Int64 = 5_000

    /// Every whole minute after `startMs`, up to and including `endMs`.
    static func moments(fromMs startMs: Int64, throughMs endMs: Int64) -> [Int64] {
        guard endMs >= startMs + sampleSpacingMs else { return [] }
        return Array(stride(from: startMs + sampleSpacingMs, through: endMs, by: Int(sampleSpacingMs)))
    }

    /// The screen's age at each of `moments` (ascending). One pass: the facts in the order they
    /// became true, and a pointer past those shown by the moment — a fact shown stays shown.
    static func ages(of arrivals: [Arrival], at moments: [Int64]) -> [Int64] {
        let facts = arrivals.sorted { $0.trueAtMs < $1.trueAtMs }
        var head = 0
        return moments.map { nowMs in
            while head < facts.count, let shownAtMs = facts[head].shownAtMs, shownAtMs <= nowMs { head += 1 }
            guard head < facts.count, facts[head].trueAtMs <= nowMs else { return 0 }
            return nowMs - facts[head].trueAtMs
        }
    }

    /// The facts a screen showed more than `boundMs` after they became true, or has not shown
    /// though they became true more than `boundMs` before `nowMs`: each a moment in which this
    /// screen contradicted the one that showed the fact first.
    static func lateCount(_ arrivals: [Arrival], boundMs: Int64 = confusionBoundMs, nowMs: Int64) -> Int {
        arrivals.filter { ($0.shownAtMs ?? nowMs) - $0.trueAtMs > boundMs }.count
    }
}
