/// Natural logarithm and exponential written with plain IEEE-754 arithmetic only.
///
/// The platform `log`/`exp` (glibc, Darwin libm) may round differently between systems and
/// versions, which would let the same seed give different delays on different machines. These
/// use only `+ - * /`, `squareRoot()` and exact scaling, all correctly rounded by IEEE-754, so
/// every platform computes the same bits. They are accurate to a few units in the last place,
/// which is plenty for drawing delays.
enum DeterministicMath {
    /// ln 2 split so that `k * ln2High` is exact for any binary exponent `k`.
    static var ln2High: Double { 6.931_471_803_691_238_164_90e-01 }
    static var ln2Low: Double { 1.908_214_929_270_587_700_02e-10 }

    /// ln(x) for finite `x > 0`.
    ///
    /// Writes x = m · 2^e with m in (√½, √2], then ln m = 2 atanh(s) with s = (m − 1)/(m + 1),
    /// |s| < 0.172, summed as an odd series whose remainder after s^21 is below 1e-18.
    static func log(_ x: Double) -> Double {
        precondition(x > 0 && x.isFinite, "log needs a finite positive argument")
        var exponent = Double(x.exponent)
        var mantissa = x.significand
        if mantissa > 1.414_213_562_373_095_048_80 {
            mantissa *= 0.5
            exponent += 1
        }
        let fraction = mantissa - 1
        let s = fraction / (2 + fraction)
        let s2 = s * s
        var series = 1.0 / 21
        // Integer denominators converted exactly: the same values as a floating stride,
        // without its per-step arithmetic.
        for denominator in stride(from: 19, through: 3, by: -2) {
            series = series * s2 + 1 / Double(denominator)
        }
        let lnMantissa = 2 * s + 2 * s * s2 * series
        return exponent * ln2High + (lnMantissa + exponent * ln2Low)
    }

    /// e^x for finite `x`; overflows to +∞ and underflows to 0 like the IEEE functions.
    ///
    /// Writes x = k · ln 2 + r with |r| ≤ ½ ln 2, sums the Taylor series of e^r to r^14/14!
    /// (remainder below 1e-18) and scales by 2^k exactly.
    static func exp(_ x: Double) -> Double {
        precondition(x.isFinite, "exp needs a finite argument")
        if x > 709.782_712_893_384 { return .infinity }
        if x < -745.133_219_101_941_1 { return 0 }
        let k = (x * 1.442_695_040_888_963_407_36).rounded()
        let r = (x - k * ln2High) - k * ln2Low
        var series = 1.0
        for term in (1...14).reversed() {
            series = 1 + series * r / Double(term)
        }
        return Double(sign: .plus, exponent: Int(k), significand: series)
    }
}
