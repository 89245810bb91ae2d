/// The platform-independent logarithm, exponential and power for modules outside the kernel
/// whose results reach plans or reports, so that the same inputs give the same bits on every
/// system (see `DeterministicMath`).
public enum PortableMath {
    /// ln(x) for finite `x > 0`.
    public static func log(_ x: Double) -> Double {
        DeterministicMath.log(x)
    }

    /// e^x for finite `x`.
    public static func exp(_ x: Double) -> Double {
        DeterministicMath.exp(x)
    }

    /// base^exponent for finite `base > 0`.
    public static func power(_ base: Double, _ exponent: Double) -> Double {
        precondition(base > 0 && base.isFinite, "power needs a finite positive base")
        return DeterministicMath.exp(exponent * DeterministicMath.log(base))
    }
}
