import Reports

/// Sequential stopping of a sweep (`looks:`): its seeds run in equal batches, and after each the
/// conclusions are checked at that look's nominal level from O'Brien–Fleming-type Lan–DeMets
/// boundaries (``GroupSequentialBoundaries``, two-sided 5 %). The sweep stops at the first look
/// where every conclusion and guardrail holds; otherwise it runs every seed, and the last look
/// decides. Which look it stops at depends only on the file and its seeds.
public struct SequentialDesign: Equatable, Sendable {
    public let seedCountsAtLooks: [Int]
    /// Two-sided nominal level of each look: a `significant` question is significant at look k
    /// when its Holm-adjusted p-value is at most this.
    public let nominalLevels: [Double]

    public init(_ sweep: SweepSpec) {
        seedCountsAtLooks = sweep.seedCountsAtLooks
        let planned = Double(sweep.plannedSeeds.count)
        let boundaries = GroupSequentialBoundaries(
            fractions: seedCountsAtLooks.map { Double($0) / planned }, alpha: 0.025)
        nominalLevels = seedCountsAtLooks.indices.map(boundaries.nominalTwoSidedLevel(look:))
    }

    public var looks: Int { seedCountsAtLooks.count }

    /// The look (from 1) that ends with `seedCount` seeds; nil when none does.
    public func look(endingWith seedCount: Int) -> Int? {
        seedCountsAtLooks.firstIndex(of: seedCount).map { $0 + 1 }
    }

    /// How the sweep was judged, for the report: the looks, their levels, where it stopped and
    /// the seeds it saved.
    public func note(stoppedAt look: Int, variantCount: Int) -> String {
        let planned = seedCountsAtLooks[looks - 1]
        let levels = nominalLevels.map { DecimalText.fixed($0, fractionDigits: 4) }.joined(separator: ", ")
        var text =
            "Sequential: up to \(looks) looks after \(seedCountsAtLooks.map(String.init).joined(separator: ", ")) "
            + "seeds, judged at two-sided nominal levels \(levels) "
            + "(O'Brien–Fleming-type Lan–DeMets spending of 5 %). "
        let used = seedCountsAtLooks[look - 1]
        if look < looks {
            let saved = planned - used
            text +=
                "Every conclusion was decided at look \(look): \(used) of \(planned) seeds ran, saving "
                + "\(saved) seeds per variant (\(saved * variantCount) simulations)."
        } else {
            text += "The last look decided: all \(planned) seeds ran."
        }
        return text
    }
}
