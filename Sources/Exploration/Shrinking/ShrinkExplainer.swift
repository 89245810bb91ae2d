/// After a shrink, which parts of the minimal scenario can change freely without changing the
/// failure (Hypothesis's explain phase): each drawn step's moment moved by five minutes and by
/// an hour either way, and each of its amounts — durations, percentages, counts — halved and
/// doubled. A part is *free* when every variation of it still fails the same way; the written
/// file marks it with a `# free:` comment, so an engineer reads first what is not marked.
///
/// Free is a statement about the variations tried, not a proof: a step free by an hour may
/// matter at two. Each part is varied alone, the others as shrunk.
public struct ShrinkExplainer {
    public let signature: String
    /// A run per variation: the bound keeps the explanation to a few minutes.
    public let attemptsMax: Int
    public private(set) var attempts = 0
    private let judge: (DrawnScenario) -> [RunFailure]

    /// The moves of a step's moment that are tried, smallest first, in milliseconds.
    static let momentShiftsMs: [Int64] = [300_000, 3_600_000]

    public init(
        signature: String, attemptsMax: Int = 400,
        judge: @escaping (DrawnScenario) -> [RunFailure] = { ExploreRun.execute($0, index: 0).failures }
    ) {
        self.signature = signature
        self.attemptsMax = attemptsMax
        self.judge = judge
    }

    /// `scenario` with a note on every step part found free.
    public mutating func explain(_ scenario: DrawnScenario) -> DrawnScenario {
        var explained = scenario
        for index in scenario.steps.indices {
            var notes: [String] = []
            if let shift = freeShift(of: index, in: scenario) {
                notes.append("free: its moment, moved up to \(Self.describe(shiftMs: shift)) either way")
            }
            for (position, (key, value)) in scenario.steps[index].keys.enumerated() {
                let variations = Self.variations(of: value)
                guard !variations.isEmpty else { continue }
                let stillFailing = variations.allSatisfy { variation in
                    var candidate = scenario
                    candidate.steps[index].keys[position].1 = variation
                    return stillFails(candidate)
                }
                if stillFailing {
                    notes.append("free: \(key) (\(variations.joined(separator: " and ")) fail the same way)")
                }
            }
            explained.steps[index].notes = notes
        }
        return explained
    }

    /// The largest shift of the step's moment, both ways, for which every shift up to it still
    /// fails; nil when even the smallest does not.
    private mutating func freeShift(of index: Int, in scenario: DrawnScenario) -> Int64? {
        var free: Int64?
        for shiftMs in Self.momentShiftsMs {
            let moved = [-shiftMs, shiftMs].compactMap { moving(index, by: $0, in: scenario) }
            guard moved.count == 2, moved.allSatisfy({ stillFails($0) }) else { break }
            free = shiftMs
        }
        return free
    }

    /// The scenario with step `index` moved, or nil when the move leaves the drawn part of the
    /// run (before its start, or into the settling two hours before its end).
    private func moving(_ index: Int, by shiftMs: Int64, in scenario: DrawnScenario) -> DrawnScenario? {
        let atMs = scenario.steps[index].atMs + shiftMs
        guard atMs >= 0, atMs < scenario.durationMs - 7_200_000 else { return nil }
        var candidate = scenario
        candidate.steps[index].atMs = atMs
        return candidate
    }

    private mutating func stillFails(_ candidate: DrawnScenario) -> Bool {
        guard attempts < attemptsMax else { return false }
        attempts += 1
        return judge(candidate).contains { $0.signature == signature }
    }

    /// An amount halved and doubled, in its own unit (`40m` → `20m`, `80m`; `30%` → `15%`,
    /// `60%`; `3` → `1`, `6`); no variation for a name or a word.
    static func variations(of value: String) -> [String] {
        let unit = value.last.flatMap { "smh%".contains($0) ? String($0) : nil } ?? ""
        guard let amount = Int(value.dropLast(unit.count)), amount >= 1 else { return [] }
        let doubled = unit == "%" ? min(100, amount * 2) : amount * 2
        return [max(1, amount / 2), doubled].filter { $0 != amount }.map { "\($0)\(unit)" }
    }

    static func describe(shiftMs: Int64) -> String {
        shiftMs >= 3_600_000 ? "\(shiftMs / 3_600_000) h" : "\(shiftMs / 60_000) min"
    }
}
