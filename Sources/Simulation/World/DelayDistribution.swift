import Platform
import SimulationKernel

/// How long the system waits before it honours a background task request.
///
/// The log-normal spread is kept as an integer (thousandths) so that a model is `Hashable`
/// and reproduces exactly: no decimal text is ever parsed into a `Double` for it.
public enum DelayDistribution: Hashable, Sendable {
    case fixed(ms: Int64)
    /// Every millisecond from `minMs` to `maxMs`, both included, equally likely.
    case uniform(minMs: Int64, maxMs: Int64)
    /// `medianMs · e^(σ·z)`, z standard normal, σ = `sigmaThousandths` / 1000.
    case logNormal(medianMs: Int64, sigmaThousandths: Int)

    /// No drawn delay is longer than a week; a longer one would mean "never" in all but name.
    public static let delayMsMax: Int64 = 7 * Instant.millisecondsPerDay

    /// One delay in whole milliseconds, within 0 … `delayMsMax`.
    public func draw(using random: inout SeededRandom) -> Int64 {
        let drawnMs: Int64
        switch self {
        case .fixed(let ms):
            drawnMs = ms
        case .uniform(let minMs, let maxMs):
            precondition(minMs <= maxMs, "a uniform delay needs minMs <= maxMs")
            drawnMs = random.int(in: minMs...maxMs)
        case .logNormal(let medianMs, let sigmaThousandths):
            precondition(medianMs > 0 && sigmaThousandths >= 0, "a log-normal delay needs a positive median")
            let value = random.logNormal(median: Double(medianMs), sigma: Double(sigmaThousandths) / 1_000)
            drawnMs = value >= Double(Self.delayMsMax) ? Self.delayMsMax : Int64(value.rounded())
        }
        return min(max(drawnMs, 0), Self.delayMsMax)
    }
}
