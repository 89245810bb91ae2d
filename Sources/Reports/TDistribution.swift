import Foundation

/// Student's t distribution, central and noncentral, computed rather than read from a table:
/// planning asks for quantiles and powers at any number of seeds, and a multiple-comparison
/// correction needs p-values. The normal distribution's functions sit here too, as the t's limit.
public enum TDistribution {
    /// Φ(z), the standard normal distribution function.
    public static func normalCDF(_ z: Double) -> Double {
        0.5 * erfc(-z / 2.0.squareRoot())
    }

    /// Φ⁻¹(p) for 0 < p < 1, by bisection on `normalCDF` (60 halvings: well below 1e-12).
    public static func normalQuantile(_ probability: Double) -> Double {
        precondition(probability > 0 && probability < 1, "a quantile's probability lies strictly between 0 and 1")
        return bisect(low: -40, high: 40) { normalCDF($0) < probability }
    }

    /// P(T ≤ t) for Student's t with `degreesOfFreedom` (> 0, not necessarily whole), from the
    /// regularized incomplete beta function.
    public static func cdf(_ t: Double, degreesOfFreedom: Double) -> Double {
        precondition(degreesOfFreedom > 0, "a t distribution needs positive degrees of freedom")
        let x = degreesOfFreedom / (degreesOfFreedom + t * t)
        let tail = 0.5 * regularizedIncompleteBeta(x, a: degreesOfFreedom / 2, b: 0.5)
        return t >= 0 ? 1 - tail : tail
    }

    /// The t quantile: the t with P(T ≤ t) = `probability`.
    public static func quantile(_ probability: Double, degreesOfFreedom: Double) -> Double {
        precondition(probability > 0 && probability < 1, "a quantile's probability lies strictly between 0 and 1")
        return bisect(low: -1e4, high: 1e4) { cdf($0, degreesOfFreedom: degreesOfFreedom) < probability }
    }

    /// The two-sided p-value of a t statistic.
    public static func twoSidedP(_ t: Double, degreesOfFreedom: Double) -> Double {
        min(1, 2 * cdf(-abs(t), degreesOfFreedom: degreesOfFreedom))
    }

    /// P(T ≤ t) for the noncentral t with noncentrality `noncentrality`: T = (Z + δ) / S with
    /// S = √(V/ν), V chi-squared with ν degrees of freedom, so P(T ≤ t) = ∫ Φ(t·s − δ) g(s) ds
    /// over the density g of S, integrated by Simpson's rule where g is not negligible.
    public static func noncentralCDF(_ t: Double, degreesOfFreedom: Double, noncentrality: Double) -> Double {
        precondition(degreesOfFreedom > 0, "a t distribution needs positive degrees of freedom")
        let nu = degreesOfFreedom
        let logNormalizer: Double = lgamma(nu / 2) + (nu / 2 - 1) * log(2.0)
        let logConstant: Double = (nu / 2) * log(nu) - logNormalizer
        let upper = 1 + 12 / (2 * nu).squareRoot() + (nu < 4 ? 6 : 0)
        let panels = 4_000
        let step = upper / Double(panels)
        var sum = 0.0
        for index in 0...panels {
            let s = Double(index) * step
            let exponent: Double = logConstant + (nu - 1) * log(s) - nu * s * s / 2
            let density = s == 0 ? 0 : exp(exponent)
            let weight: Double = index == 0 || index == panels ? 1 : (index % 2 == 1 ? 4 : 2)
            sum += weight * density * normalCDF(t * s - noncentrality)
        }
        return min(1, max(0, sum * step / 3))
    }

    /// The x in [low, high] where `isBelow` turns false, to about 1e-12 of the bracket.
    static func bisect(low: Double, high: Double, isBelow: (Double) -> Bool) -> Double {
        var low = low
        var high = high
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if isBelow(middle) { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// I_x(a, b) by the continued fraction of Numerical Recipes (Press et al., §6.4), on the side
    /// where it converges fast.
    static func regularizedIncompleteBeta(_ x: Double, a: Double, b: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        let logBeta: Double = lgamma(a + b) - lgamma(a) - lgamma(b)
        let logPowers: Double = a * log(x) + b * log(1 - x)
        let logFront = logBeta + logPowers
        if x < (a + 1) / (a + b + 2) {
            return exp(logFront) * betaContinuedFraction(x, a: a, b: b) / a
        }
        return 1 - exp(logFront) * betaContinuedFraction(1 - x, a: b, b: a) / b
    }

    private static func betaContinuedFraction(_ x: Double, a: Double, b: Double) -> Double {
        let tiny = 1e-300
        var c = 1.0
        var d = 1 - (a + b) * x / (a + 1)
        if abs(d) < tiny { d = tiny }
        d = 1 / d
        var result = d
        for m in 1...400 {
            let m = Double(m)
            let evenDenominator: Double = (a + 2 * m - 1) * (a + 2 * m)
            let even: Double = m * (b - m) * x / evenDenominator
            d = 1 + even * d
            if abs(d) < tiny { d = tiny }
            c = 1 + even / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            result *= d * c
            let oddDenominator: Double = (a + 2 * m) * (a + 2 * m + 1)
            let odd: Double = -(a + m) * (a + b + m) * x / oddDenominator
            d = 1 + odd * d
            if abs(d) < tiny { d = tiny }
            c = 1 + odd / c
            if abs(c) < tiny { c = tiny }
            d = 1 / d
            let delta = d * c
            result *= delta
            if abs(delta - 1) < 1e-15 { break }
        }
        return result
    }
}
