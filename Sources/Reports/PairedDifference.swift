import Foundation

/// How a variant differs from the baseline when both ran the same seeds. The same seed
/// means the same children behaving the same way, so subtracting seed by seed cancels most
/// of the family-to-family noise and leaves the effect of the setting.
public struct PairedDifference: Equatable, Sendable {
    /// Of `variant[i] − baseline[i]` over the seeds.
    public let difference: SampleSummary
    public let baselineMean: Double

    public init(baseline: [Double], variant: [Double]) {
        precondition(!baseline.isEmpty, "a difference needs at least one seed")
        precondition(baseline.count == variant.count, "the variant ran the baseline's seeds")
        difference = SampleSummary(zip(variant, baseline).map { $0 - $1 })
        baselineMean = SampleSummary(baseline).mean
    }

    /// The mean difference as a percentage of the baseline mean; nil when that mean is zero.
    public var relativePercent: Double? {
        baselineMean == 0 ? nil : 100 * difference.mean / baselineMean
    }

    /// The interval's half-width as a percentage of the baseline mean's size.
    public var relativeHalfWidthPercent: Double? {
        guard baselineMean != 0, let halfWidth = difference.halfWidth95 else { return nil }
        return 100 * halfWidth / abs(baselineMean)
    }

    /// The margin of the one-sided bound of the mean difference at `level`, t(1 − level, n − 1)·s/√n
    /// (at 5 %: the one-sided 95 % bound); nil for a single seed. A guardrail holds when the bound on
    /// the harmful side stays within its margin.
    public func oneSidedBound(level: Double = 0.05) -> Double? {
        guard let deviation = difference.standardDeviation else { return nil }
        return TDistribution.quantile(1 - level, degreesOfFreedom: Double(difference.count - 1)) * deviation
            / Double(difference.count).squareRoot()
    }

    /// The two-sided p-value of the paired t test of no difference; a difference with no spread
    /// is certain (0) unless it is zero (1). Nil for a single seed.
    public var pValue: Double? {
        guard let deviation = difference.standardDeviation else { return nil }
        guard deviation > 0 else { return difference.mean == 0 ? 1 : 0 }
        let t = difference.mean / (deviation / Double(difference.count).squareRoot())
        return TDistribution.twoSidedP(t, degreesOfFreedom: Double(difference.count - 1))
    }

    /// True when noise alone could explain the difference: the interval covers zero, or a
    /// single seed gives no interval at all.
    public var includesZero: Bool {
        guard let halfWidth = difference.halfWidth95 else { return true }
        return abs(difference.mean) <= halfWidth
    }

    /// `+3.2 ± 0.4 (+12.3 % ± 2.1 %)`: the absolute difference in the metric's unit, then relative
    /// to the baseline's mean (left out against a zero baseline), half-widths to one significant
    /// digit; or `~` when the difference is within the noise.
    public var text: String {
        guard !includesZero, let halfWidth = difference.halfWidth95 else { return "~" }
        let digits = max(1, DecimalText.fractionDigits(showing: 1, of: halfWidth, fallback: 1))
        let absolute =
            DecimalText.signed(difference.mean, fractionDigits: digits) + " ± "
            + DecimalText.fixed(halfWidth, fractionDigits: digits)
        guard let relativePercent, let relativeHalfWidthPercent else { return absolute }
        return absolute + " (" + DecimalText.signed(relativePercent, fractionDigits: 1) + " % ± "
            + DecimalText.fixed(relativeHalfWidthPercent, fractionDigits: 1) + " %)"
    }
}
