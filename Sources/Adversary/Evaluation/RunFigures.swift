import AntiGaming
import Checkers

/// What one run of a point's scenario came to at one strictness level: the whole numbers the
/// objectives read, and the minutes each rule withheld (honest and gaming), so that a report
/// can say which rules did the work.
public struct RunFigures: Hashable, Sendable {
    /// Real minutes played on a technique in learning sessions, and how many were credited.
    public var gamingMinutes = 0
    public var gamingMinutesCredited = 0
    /// Real honest learning minutes, and how many were not credited.
    public var honestMinutes = 0
    public var honestMinutesWithheld = 0
    /// Honest sessions (and unexplained flags) ruled against, and all honest sessions.
    public var honestSessionsFlagged = 0
    public var honestSessions = 0
    /// Everything the parents are shown: sessions and acts ruled against, and sessions flagged
    /// for their review only, honest and gaming.
    public var flagsSeen = 0
    /// By rule (`WithheldByRule.ruleNames` order): gaming and honest minutes withheld.
    public var gamingWithheldByRule: [Int] = []
    public var honestWithheldByRule: [Int] = []

    public init() {}

    init(_ counts: ConfusionCounts, withheld: WithheldByRule) {
        gamingMinutes = counts.gamingMinutes
        gamingMinutesCredited = counts.gamingMinutesCredited
        honestMinutes = counts.honestMinutes
        honestMinutesWithheld = counts.withheldHonestMinutes
        honestSessionsFlagged = counts.falsePositives
        honestSessions = counts.falsePositives + counts.trueNegatives
        flagsSeen =
            counts.truePositives + counts.falsePositives + counts.honestSessionsForReview
            + counts.gamingSessionsForReview
        gamingWithheldByRule = withheld.gaming
        honestWithheldByRule = withheld.honest
    }

    /// The figures of a run's only child, at every level (`AntiGamingFigures.levels` order).
    static func levels(of figures: AntiGamingFigures) -> [RunFigures] {
        AntiGamingFigures.levels.indices.map { index in
            RunFigures(figures.byStrictness[index], withheld: figures.withheldByRule[index])
        }
    }
}
