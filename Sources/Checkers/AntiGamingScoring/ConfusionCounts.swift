/// A confusion matrix and the minutes behind it, for one strictness level and one slice (all
/// sessions, one technique, one quirk or one persona).
///
/// A positive is a session the validator ruled against (see ``JudgedSession/isFlagged``) or an
/// event flag (a lost permission, a stalled app). A true positive is one where the child was
/// really gaming.
public struct ConfusionCounts: Hashable, Sendable {
    public var truePositives = 0
    public var falsePositives = 0
    public var trueNegatives = 0
    public var falseNegatives = 0
    /// Minutes the child really spent (engaged or idle, not gaming) that the validator did not keep.
    public var withheldHonestMinutes = 0
    /// Real minutes not spent on a technique, in learning sessions.
    public var honestMinutes = 0
    /// Real minutes spent on a technique in learning sessions, and how many were credited.
    public var gamingMinutes = 0
    public var gamingMinutesCredited = 0
    /// Minutes credited that nobody used (a quirk's artefacts beyond every real minute).
    public var phantomMinutesCredited = 0
    /// Sessions flagged for the parents' review only (``JudgedSession/isForReview``), honest and
    /// gaming, and their real minutes (learning and reward sessions alike).
    public var honestSessionsForReview = 0
    public var honestMinutesForReview = 0
    public var gamingSessionsForReview = 0
    public var gamingMinutesForReview = 0

    public init() {}

    /// nil when nothing was flagged.
    public var precision: Double? { Self.ratio(truePositives, truePositives + falsePositives) }
    /// nil when there was no gaming to catch.
    public var recall: Double? { Self.ratio(truePositives, truePositives + falseNegatives) }
    /// nil when there was no honest usage.
    public var falsePositiveRate: Double? { Self.ratio(falsePositives, falsePositives + trueNegatives) }
    /// Share of gaming minutes not credited; nil when no minute was gamed.
    public var gamingMinutesWithheldShare: Double? {
        Self.ratio(gamingMinutes - gamingMinutesCredited, gamingMinutes)
    }
    /// Share of honest minutes not credited; nil when there were none.
    public var honestMinutesWithheldShare: Double? { Self.ratio(withheldHonestMinutes, honestMinutes) }
    /// Share of honest sessions flagged for review only, over the false-positive rate's
    /// denominator; nil when there was no honest usage.
    public var honestReviewRate: Double? {
        Self.ratio(honestSessionsForReview, falsePositives + trueNegatives)
    }

    /// The whole numbers, in the order a shard's file writes them.
    public var numbers: [Int] {
        [
            truePositives, falsePositives, trueNegatives, falseNegatives, withheldHonestMinutes,
            honestMinutes, gamingMinutes, gamingMinutesCredited, phantomMinutesCredited,
            honestSessionsForReview, honestMinutesForReview, gamingSessionsForReview, gamingMinutesForReview,
        ]
    }

    public init(numbers: [Int]) {
        precondition(numbers.count == Self.numberCount, "one value per count")
        (truePositives, falsePositives, trueNegatives, falseNegatives, withheldHonestMinutes) =
            (numbers[0], numbers[1], numbers[2], numbers[3], numbers[4])
        (honestMinutes, gamingMinutes, gamingMinutesCredited, phantomMinutesCredited) =
            (numbers[5], numbers[6], numbers[7], numbers[8])
        (honestSessionsForReview, honestMinutesForReview, gamingSessionsForReview, gamingMinutesForReview) =
            (numbers[9], numbers[10], numbers[11], numbers[12])
    }

    public static let numberCount = 13

    mutating func add(_ other: ConfusionCounts) {
        self = ConfusionCounts(numbers: zip(numbers, other.numbers).map { $0 + $1 })
    }

    mutating func count(isGaming: Bool, isFlagged: Bool) {
        switch (isGaming, isFlagged) {
        case (true, true): truePositives += 1
        case (true, false): falseNegatives += 1
        case (false, true): falsePositives += 1
        case (false, false): trueNegatives += 1
        }
    }

    /// Counts a session flagged for review only, with its real minutes.
    mutating func countReview(of session: JudgedSession) {
        guard session.isForReview else { return }
        if session.isGaming {
            gamingSessionsForReview += 1
            gamingMinutesForReview += session.realMinutes
        } else {
            honestSessionsForReview += 1
            honestMinutesForReview += session.realMinutes
        }
    }

    /// Adds a session's minutes (learning sessions only: reward minutes earn nothing).
    mutating func countMinutes(of session: JudgedSession) {
        guard session.verdict.category == .learning else { return }
        withheldHonestMinutes += session.withheldHonestMinutes
        honestMinutes += session.honestMinutes
        gamingMinutes += session.gamingMinutes
        gamingMinutesCredited += session.gamingMinutesCredited
        phantomMinutesCredited += session.phantomMinutesCredited
    }

    static func ratio(_ numerator: Int, _ denominator: Int) -> Double? {
        denominator == 0 ? nil : Double(numerator) / Double(denominator)
    }
}
