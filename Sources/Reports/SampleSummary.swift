import Foundation

/// What a metric looks like across seeds: one value per seed, each an independent run, so
/// the spread between them is the noise a difference between settings has to beat.
public struct SampleSummary: Equatable, Sendable {
    public let count: Int
    public let mean: Double
    /// The sample standard deviation (n − 1 in the denominator); nil for a single value.
    public let standardDeviation: Double?
    /// Half the width of the 95 % confidence interval of the mean, from Student's t with
    /// n − 1 degrees of freedom; nil for a single value, which says nothing about noise.
    public let halfWidth95: Double?

    /// Sums in the order given, so the same values in the same order give the same bits.
    public init(_ values: [Double]) {
        precondition(!values.isEmpty, "a summary needs at least one value")
        count = values.count
        mean = values.reduce(0, +) / Double(values.count)
        guard values.count >= 2 else {
            standardDeviation = nil
            halfWidth95 = nil
            return
        }
        let mean = mean
        let squaredDeviations = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) }
        let deviation = (squaredDeviations / Double(values.count - 1)).squareRoot()
        standardDeviation = deviation
        let quantile = StudentT.quantile975(degreesOfFreedom: values.count - 1)
        halfWidth95 = quantile * deviation / Double(values.count).squareRoot()
    }

    /// `123.4 ± 2.1`: the half-width with two significant digits and the mean to the same
    /// decimal place; a lone value with three significant digits.
    public var text: String {
        let meanDigits = DecimalText.fractionDigits(showing: 3, of: mean, fallback: 0)
        guard let halfWidth95 else { return DecimalText.fixed(mean, fractionDigits: meanDigits) }
        let digits = DecimalText.fractionDigits(showing: 2, of: halfWidth95, fallback: meanDigits)
        return DecimalText.fixed(mean, fractionDigits: digits) + " ± "
            + DecimalText.fixed(halfWidth95, fractionDigits: digits)
    }
}
