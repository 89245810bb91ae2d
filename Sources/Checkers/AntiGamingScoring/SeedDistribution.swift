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
