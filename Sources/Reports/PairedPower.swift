/// How many seeds a paired comparison needs: the power of a two-sided paired t test at level α
/// to see a true mean difference `effect` when the paired differences spread with standard
/// deviation `deviation` — computed as R's `power.t.test(type = "paired")` does it: the
/// probability that the noncentral t exceeds the central t's upper α/2 quantile.
public struct PairedPower: Equatable, Sendable {
    public let effect: Double
    public let deviation: Double
    public let alpha: Double

    public init(effect: Double, deviation: Double, alpha: Double = 0.05) {
        precondition(effect != 0, "power is asked for an effect other than zero")
        precondition(deviation > 0, "power needs differences that spread")
        precondition(alpha > 0 && alpha < 1, "a level lies strictly between 0 and 1")
        self.effect = effect
        self.deviation = deviation
        self.alpha = alpha
    }

    /// The power with `pairs` seeds (a real number, so the answer can be compared with tables).
    public func power(pairs: Double) -> Double {
        precondition(pairs >= 2, "a paired t test needs two pairs")
        let degreesOfFreedom = pairs - 1
        let critical = TDistribution.quantile(1 - alpha / 2, degreesOfFreedom: degreesOfFreedom)
        let noncentrality = pairs.squareRoot() * abs(effect) / deviation
        return 1
            - TDistribution.noncentralCDF(
                critical, degreesOfFreedom: degreesOfFreedom, noncentrality: noncentrality)
    }

    /// The pairs (real) at which the power reaches `target`, by bisection between 2 and `pairsMax`;
    /// nil when even `pairsMax` pairs fall short.
    public func pairsNeeded(power target: Double, pairsMax: Double = 1_000_000) -> Double? {
        precondition(target > 0 && target < 1, "a power lies strictly between 0 and 1")
        guard power(pairs: pairsMax) >= target else { return nil }
        if power(pairs: 2) >= target { return 2 }
        return TDistribution.bisect(low: 2, high: pairsMax) { power(pairs: $0) < target }
    }

    /// The whole seeds to run: the real answer rounded up.
    public func seedsNeeded(power target: Double, seedsMax: Int = 1_000_000) -> Int? {
        pairsNeeded(power: target, pairsMax: Double(seedsMax)).map { Int(($0 - 1e-9).rounded(.up)) }
    }
}
