/// Critical values of Student's t distribution for two-sided 95 % confidence intervals and
/// one-sided 95 % bounds.
enum StudentT {
    /// t(0.975, df) for df = 1…30 to three decimals, as in the usual printed tables (such as
    /// the NIST/SEMATECH e-Handbook's table of critical values of Student's t): df 1: 12.706,
    /// df 4: 2.776, df 10: 2.228, df 30: 2.042.
    private static let quantiles975UpTo30: [Double] = [
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
        2.201, 2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
        2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042,
    ]
    /// Beyond 30 the table thins out: t(0.975, 40) = 2.021, t(0.975, 60) = 2.000,
    /// t(0.975, 120) = 1.980, and the normal quantile 1.960 past that.
    private static let quantiles975Beyond30: [(degreesOfFreedomMin: Int, quantile: Double)] = [
        (121, 1.960), (120, 1.980), (60, 2.000), (40, 2.021),
    ]

    /// t(0.95, df) for df = 1…30, for one-sided 95 % bounds (two one-sided tests), from the same
    /// tables: df 1: 6.314, df 10: 1.812, df 30: 1.697.
    private static let quantiles95UpTo30: [Double] = [
        6.314, 2.920, 2.353, 2.132, 2.015, 1.943, 1.895, 1.860, 1.833, 1.812,
        1.796, 1.782, 1.771, 1.761, 1.753, 1.746, 1.740, 1.734, 1.729, 1.725,
        1.721, 1.717, 1.714, 1.711, 1.708, 1.706, 1.703, 1.701, 1.699, 1.697,
    ]
    /// t(0.95, 40) = 1.684, t(0.95, 60) = 1.671, t(0.95, 120) = 1.658, normal 1.645 past that.
    private static let quantiles95Beyond30: [(degreesOfFreedomMin: Int, quantile: Double)] = [
        (121, 1.645), (120, 1.658), (60, 1.671), (40, 1.684),
    ]

    /// As `quantile975`, for the one-sided 95 % quantile.
    static func quantile95(degreesOfFreedom: Int) -> Double {
        precondition(degreesOfFreedom >= 1, "a t quantile needs at least one degree of freedom")
        if degreesOfFreedom <= quantiles95UpTo30.count { return quantiles95UpTo30[degreesOfFreedom - 1] }
        let row = quantiles95Beyond30.first { degreesOfFreedom >= $0.degreesOfFreedomMin }
        return row?.quantile ?? quantiles95UpTo30[quantiles95UpTo30.count - 1]
    }

    /// Between two tabulated degrees of freedom the value of the lower one is used: it is the
    /// larger, so the interval errs on the wide, cautious side.
    static func quantile975(degreesOfFreedom: Int) -> Double {
        precondition(degreesOfFreedom >= 1, "a t quantile needs at least one degree of freedom")
        if degreesOfFreedom <= quantiles975UpTo30.count { return quantiles975UpTo30[degreesOfFreedom - 1] }
        let row = quantiles975Beyond30.first { degreesOfFreedom >= $0.degreesOfFreedomMin }
        return row?.quantile ?? quantiles975UpTo30[quantiles975UpTo30.count - 1]
    }
}
