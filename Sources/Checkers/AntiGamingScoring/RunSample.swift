import AntiGaming

/// One run's headline figures, per strictness level: one sample of a scenario's distribution
/// over seeds. A figure that is undefined in a run (no gaming to catch) is left out of that
/// run's sample rather than counted as zero.
public struct RunSample: Sendable {
    public let scenario: String
    /// Per level (in ``AntiGamingFigures/levels`` order), one value per figure of `figureNames`.
    public let levels: [[Double?]]

    public init(scenario: String, levels: [[Double?]]) {
        precondition(levels.count == AntiGamingFigures.levels.count, "one set of figures per level")
        self.scenario = scenario
        self.levels = levels
    }

    /// The figures, as results.json names them.
    public static let figureNames = [
        "recall", "techniqueAveragedRecall", "falsePositiveRate", "worstHonestPersonaFalsePositiveRate",
        "honestMinutesWithheldShare", "gamingMinutesWithheldShare", "phantomMinutesCredited", "precision",
        "honestReviewRate",
    ]

    /// The same figures as expectations over seeds name them (`percentile(5, recall(moderate))`).
    public static let expressionNames = [
        "recall", "technique_averaged_recall", "false_positive_rate", "worst_honest_persona_false_positive_rate",
        "honest_minutes_withheld_share", "gaming_minutes_withheld_share", "phantom_minutes_credited", "precision",
        "honest_review_rate",
    ]

    static func figures(of run: AntiGamingFigures) -> (ValidationStrictness) -> [Double?] {
        { level in
            let counts = run.counts(level)
            return [
                counts.recall, run.techniqueAveragedRecall(level), counts.falsePositiveRate,
                run.worstHonestPersonaFalsePositiveRate(level), counts.honestMinutesWithheldShare,
                counts.gamingMinutesWithheldShare, Double(counts.phantomMinutesCredited), counts.precision,
                counts.honestReviewRate,
            ]
        }
    }
}
