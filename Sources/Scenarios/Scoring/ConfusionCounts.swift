/// A confusion matrix and what it costs honest children, for one strictness level and one
/// slice (all sessions, one technique or one quirk).
///
/// A positive is a session the validator ruled against — partially validated or rejected —
/// or an event flag (a lost permission, a stalled app). A true positive is one where the
/// child was really gaming.
public struct ConfusionCounts: Hashable, Sendable {
    public var truePositives = 0
    public var falsePositives = 0
    public var trueNegatives = 0
    public var falseNegatives = 0
    /// Minutes the child really spent (engaged or idle, not gaming) that the validator did not keep.
    public var withheldHonestMinutes = 0

    public init() {}

    /// nil when nothing was flagged.
    public var precision: Double? { Self.ratio(truePositives, truePositives + falsePositives) }
    /// nil when there was no gaming to catch.
    public var recall: Double? { Self.ratio(truePositives, truePositives + falseNegatives) }
    /// nil when there was no honest usage.
    public var falsePositiveRate: Double? { Self.ratio(falsePositives, falsePositives + trueNegatives) }

    mutating func add(_ other: ConfusionCounts) {
        truePositives += other.truePositives
        falsePositives += other.falsePositives
        trueNegatives += other.trueNegatives
        falseNegatives += other.falseNegatives
        withheldHonestMinutes += other.withheldHonestMinutes
    }

    mutating func count(isGaming: Bool, isFlagged: Bool) {
        switch (isGaming, isFlagged) {
        case (true, true): truePositives += 1
        case (true, false): falseNegatives += 1
        case (false, true): falsePositives += 1
        case (false, false): trueNegatives += 1
        }
    }

    static func ratio(_ numerator: Int, _ denominator: Int) -> Double? {
        denominator == 0 ? nil : Double(numerator) / Double(denominator)
    }
}
