/// Two one-sided tests (TOST) at the 5 % level: a paired difference is *equivalent* to none
/// when its 90 % interval (each end a one-sided 95 % bound) lies inside ± `marginPercent` of the
/// baseline's mean. "Not significant" only says noise could explain a difference; this says the
/// difference is, with 95 % confidence on each side, smaller than the margin product accepts.
public struct EquivalenceTest: Equatable, Sendable {
    public let marginPercent: Double
    /// The 90 % interval of the mean difference, in percent of the baseline's mean.
    public let lowerPercent: Double
    public let upperPercent: Double

    /// Nil when the baseline's mean is zero (no relative margin) or there is a single seed.
    public init?(_ difference: PairedDifference, marginPercent: Double) {
        precondition(marginPercent > 0, "an equivalence margin is positive")
        let summary = difference.difference
        guard difference.baselineMean != 0, let deviation = summary.standardDeviation else { return nil }
        let bound =
            StudentT.quantile95(degreesOfFreedom: summary.count - 1) * deviation
            / Double(summary.count).squareRoot()
        let scale = 100 / abs(difference.baselineMean)
        self.marginPercent = marginPercent
        lowerPercent = (summary.mean - bound) * scale
        upperPercent = (summary.mean + bound) * scale
    }

    public var isEquivalent: Bool {
        -marginPercent < lowerPercent && upperPercent < marginPercent
    }
}
