import AntiGaming

/// One run's headline figures, per strictness level: one sample of a scenario's distribution
/// over seeds. A figure that is undefined in a run (no gaming to catch) is left out of that
/// run's sample rather than counted as zero.
public struct RunSample: Sendable {
    public let scenario: String
    /// Per level (in ``AntiGamingFigures/levels`` order), one value per figure of `figureNames`.
    public let levels: [[Double?]]

    /// The figures, as results.json names them.
    public static let figureNames = [
        "recall", "techniqueAveragedRecall", "falsePositiveRate", "worstHonestPersonaFalsePositiveRate",
        "honestMinutesWithheldShare", "gamingMinutesWithheldShare", "phantomMinutesCredited",
    ]

    static func figures(of run: AntiGamingFigures) -> (ValidationStrictness) -> [Double?] {
        { level in
            let counts = run.counts(level)
            return [counts.recall, run.techniqueAveragedRecall(level), counts.falsePositiveRate,
                    run.worstHonestPersonaFalsePositiveRate(level), counts.honestMinutesWithheldShare,
                    counts.gamingMinutesWithheldShare, Double(counts.phantomMinutesCredited)]
        }
    }
}

/// A figure over the seeds it was defined on: its mean and the interval holding the middle
/// 95 % of the seeds (2.5th to 97.5th percentile, linearly interpolated).
public struct SeedDistribution: Hashable, Sendable {
    public let seeds: Int
    public let mean: Double
    public let low: Double
    public let high: Double

    /// nil when no seed defined the figure.
    public init?(_ values: [Double]) {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        seeds = values.count
        mean = values.reduce(0, +) / Double(values.count)
        low = Self.percentile(2.5, of: sorted)
        high = Self.percentile(97.5, of: sorted)
    }

    /// The `percent`th percentile of `sorted`: 5 seeds of 0.90…0.98 give 0.902 at 2.5 %.
    public static func percentile(_ percent: Double, of sorted: [Double]) -> Double {
        precondition(!sorted.isEmpty && (0...100).contains(percent), "a percentile of some values")
        let position = percent / 100 * Double(sorted.count - 1)
        let below = Int(position.rounded(.down))
        let above = min(below + 1, sorted.count - 1)
        return sorted[below] + (sorted[above] - sorted[below]) * (position - Double(below))
    }
}
