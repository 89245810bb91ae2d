import XCTest

@testable import Reports

/// The statistics behind planning, sequential stopping and the multiple-comparison correction,
/// held to published worked numbers.
final class DecisionStatisticsTests: XCTestCase {
    /// R's `qt` and the printed tables (NIST/SEMATECH e-Handbook, table of critical values of
    /// Student's t): t(0.975, 10) = 2.228, t(0.95, 30) = 1.697, t(0.975, 1) = 12.706.
    func testTQuantilesMatchTheTables() {
        XCTAssertEqual(TDistribution.quantile(0.975, degreesOfFreedom: 10), 2.228139, accuracy: 1e-5)
        XCTAssertEqual(TDistribution.quantile(0.95, degreesOfFreedom: 30), 1.697261, accuracy: 1e-5)
        XCTAssertEqual(TDistribution.quantile(0.975, degreesOfFreedom: 1), 12.7062, accuracy: 1e-3)
        XCTAssertEqual(TDistribution.normalQuantile(0.975), 1.959964, accuracy: 1e-6)
        XCTAssertEqual(TDistribution.twoSidedP(2.228139, degreesOfFreedom: 10), 0.05, accuracy: 1e-6)
    }

    /// The noncentral t at noncentrality zero is the central t.
    func testNoncentralAtZeroIsCentral() {
        for t in [-2.0, 0.3, 1.7] {
            XCTAssertEqual(
                TDistribution.noncentralCDF(t, degreesOfFreedom: 7, noncentrality: 0),
                TDistribution.cdf(t, degreesOfFreedom: 7), accuracy: 1e-7)
        }
    }

    /// R's documented examples of `power.t.test` (package stats): `power.t.test(n = 20, delta = 1)`
    /// gives power = 0.8689528 (two samples, sd 1); `power.t.test(power = .90, delta = 1)` gives
    /// n = 22.02110; and with `type = "paired"`, `power.t.test(delta = 1, sd = 1, power = .8, type =
    /// "paired")` gives n = 9.937864 pairs. A two-sample test with n per group is the t with
    /// 2(n − 1) degrees of freedom and noncentrality √(n/2)·δ/σ.
    func testPowerMatchesRPowerTTest() {
        let df = 38.0
        let critical = TDistribution.quantile(0.975, degreesOfFreedom: df)
        let twoSamplePower =
            1 - TDistribution.noncentralCDF(critical, degreesOfFreedom: df, noncentrality: (20.0 / 2).squareRoot())
        XCTAssertEqual(twoSamplePower, 0.8689528, accuracy: 1e-5)
        let twoSampleN = TDistribution.bisect(low: 2, high: 1_000) { n in
            let df = 2 * (n - 1)
            let critical = TDistribution.quantile(0.975, degreesOfFreedom: df)
            return 1 - TDistribution.noncentralCDF(critical, degreesOfFreedom: df, noncentrality: (n / 2).squareRoot())
                < 0.9
        }
        XCTAssertEqual(twoSampleN, 22.02110, accuracy: 1e-3)

        let paired = PairedPower(effect: 1, deviation: 1)
        XCTAssertEqual(paired.pairsNeeded(power: 0.8) ?? 0, 9.937864, accuracy: 1e-3)
        XCTAssertEqual(paired.seedsNeeded(power: 0.8), 10)
        // Halving the effect asks for about four times the seeds.
        XCTAssertEqual(PairedPower(effect: -0.5, deviation: 1).seedsNeeded(power: 0.8), 34)
    }

    /// gsDesign (Anderson, R package) and Jennison & Turnbull: the Lan–DeMets O'Brien–Fleming
    /// spending function, one-sided α = 0.025, five equally spaced looks, has efficacy
    /// boundaries 4.877, 3.357, 2.680, 2.290 and 2.031 (`gsDesign(k = 5, test.type = 1,
    /// sfu = sfLDOF)$upper$bound`).
    func testLanDeMetsOBrienFlemingBoundaries() {
        let design = GroupSequentialBoundaries(looks: 5, alpha: 0.025)
        for (computed, published) in zip(design.z, [4.8769, 3.3569, 2.6803, 2.2898, 2.0310]) {
            XCTAssertEqual(computed, published, accuracy: 2e-3)
        }
        XCTAssertEqual(GroupSequentialBoundaries.spent(1, alpha: 0.025), 0.025, accuracy: 1e-9)
        // One look is the fixed design.
        XCTAssertEqual(GroupSequentialBoundaries(looks: 1, alpha: 0.025).z[0], 1.959964, accuracy: 1e-5)
    }

    /// Holm (1979) as Wikipedia's worked example states it: p = 0.01, 0.04, 0.03, 0.005 at
    /// α = 0.05 rejects the first and the last; R's `p.adjust(c(0.01, 0.04, 0.03, 0.005), "holm")`
    /// is 0.03, 0.06, 0.06, 0.02.
    func testHolmStepDown() {
        let pValues = [0.01, 0.04, 0.03, 0.005]
        let adjusted = HolmCorrection.adjusted(pValues)
        for (value, expected) in zip(adjusted, [0.03, 0.06, 0.06, 0.02]) {
            XCTAssertEqual(value, expected, accuracy: 1e-12)
        }
        XCTAssertEqual(HolmCorrection.rejected(pValues), [true, false, false, true])
        XCTAssertEqual(HolmCorrection.adjusted([]), [])
    }
}
