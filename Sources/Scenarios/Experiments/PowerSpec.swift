/// A scenario's `power:` block: the smallest effect its experiment must be able to see, and how
/// sure it must be — what `rewardsim plan` sizes the seeds for.
public struct PowerSpec: Hashable, Sendable {
    /// The effect to detect, in percent of the baseline's mean (2 → a 2 % change).
    public var effectPercent: Double = 2
    /// The chance of seeing an effect of that size, in percent.
    public var powerPercent: Double = 80
    /// The two-sided level of each test, in percent.
    public var alphaPercent: Double = 5
    /// The seeds of the pilot that estimates the spread of the paired differences.
    public var pilotSeeds: Int = 5

    public init() {}

    /// The smallest and largest pilot; a pilot of one seed has no spread.
    public static let pilotSeedsRange = 2...100

    /// `2%` or `2` or `0.5%`: a percentage above 0 and below 100, decimals allowed.
    static func percent(_ text: String) -> Result<Double, FormatProblem> {
        var trimmed = text.trimmingWhitespace()
        if trimmed.hasSuffix("%") { trimmed = String(trimmed.dropLast()).trimmingWhitespace() }
        guard let value = Double(trimmed), value > 0, value < 100 else {
            return .failure(
                FormatProblem("'\(text)' is not a percentage above 0 and below 100", help: "write e.g. 2% or 0.5%"))
        }
        return .success(value)
    }
}
