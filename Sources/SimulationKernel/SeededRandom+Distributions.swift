/// Continuous draws for delay and duration models. Floating point is used only to shape a
/// distribution; callers round the result to integer milliseconds before it becomes a time.
extension SeededRandom {
    /// A uniform value in [0, 1) on a grid of 2^-53: every representable step is equally likely.
    @inlinable
    public mutating func unitInterval() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// An exponentially distributed value with the given mean (inverse transform of one draw).
    public mutating func exponential(mean: Double) -> Double {
        precondition(mean >= 0 && mean.isFinite, "exponential needs a finite non-negative mean")
        // 1 - u lies in (0, 1], so the logarithm is finite; the subtraction is exact.
        return -mean * DeterministicMath.log(1 - unitInterval())
    }

    /// A log-normal value: `median · e^(sigma · z)` with z standard normal.
    public mutating func logNormal(median: Double, sigma: Double) -> Double {
        precondition(median > 0 && median.isFinite, "logNormal needs a finite positive median")
        precondition(sigma >= 0 && sigma.isFinite, "logNormal needs a finite non-negative sigma")
        return median * DeterministicMath.exp(sigma * standardNormal())
    }

    /// Marsaglia's polar method: needs only a logarithm and a square root (no sine or cosine),
    /// so it stays within `DeterministicMath`. The second variate is discarded to keep the
    /// stream free of hidden cached state.
    mutating func standardNormal() -> Double {
        while true {
            let u = 2 * unitInterval() - 1
            let v = 2 * unitInterval() - 1
            let radiusSquared = u * u + v * v
            if radiusSquared > 0 && radiusSquared < 1 {
                return u * (-2 * DeterministicMath.log(radiusSquared) / radiusSquared).squareRoot()
            }
        }
    }
}
