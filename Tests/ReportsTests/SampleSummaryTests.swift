import Reports
import XCTest

final class SampleSummaryTests: XCTestCase {
    func testFiveValuesGiveMeanDeviationAndStudentTInterval() {
        let summary = SampleSummary([1, 2, 3, 4, 5])
        XCTAssertEqual(summary.count, 5)
        XCTAssertEqual(summary.mean, 3)
        // Squared deviations 4 + 1 + 0 + 1 + 4 = 10; 10 / 4 = 2.5; √2.5 = 1.5811.
        XCTAssertEqual(summary.standardDeviation!, 1.5811, accuracy: 0.0001)
        // t(0.975, 4) = 2.776; 2.776 · 1.5811 / √5 = 1.963.
        XCTAssertEqual(summary.halfWidth95!, 1.963, accuracy: 0.0005)
        XCTAssertEqual(summary.text, "3.0 ± 2.0")
    }

    func testASingleValueHasNoDeviationAndNoInterval() {
        let summary = SampleSummary([42])
        XCTAssertEqual(summary.count, 1)
        XCTAssertEqual(summary.mean, 42)
        XCTAssertNil(summary.standardDeviation)
        XCTAssertNil(summary.halfWidth95)
        XCTAssertEqual(summary.text, "42.0")
    }

    func testTheIntervalUsesTheTabulatedTQuantileForEachDegreesOfFreedom() {
        // Half-width · √n / sd recovers the quantile; between table rows the lower row's
        // (larger) value applies, and past 120 degrees of freedom the normal 1.960.
        let expectations: [(count: Int, quantile: Double)] = [
            (2, 12.706), (3, 4.303), (11, 2.228), (31, 2.042), (36, 2.042), (41, 2.021),
            (59, 2.021), (61, 2.000), (121, 1.980), (122, 1.960), (500, 1.960),
        ]
        for (count, quantile) in expectations {
            let values = (0..<count).map { Double($0 % 2) * 2 }
            let summary = SampleSummary(values)
            let recovered = summary.halfWidth95! * Double(count).squareRoot() / summary.standardDeviation!
            XCTAssertEqual(recovered, quantile, accuracy: 1e-9, "\(count) values")
        }
    }

    func testTextRoundsTheMeanToTheHalfWidthsSecondSignificantDigit() {
        // Values 1000, 1010, 1020: mean 1010, sd 10, half-width 4.303 · 10 / √3 = 24.84.
        XCTAssertEqual(SampleSummary([1000, 1010, 1020]).text, "1010 ± 25")
        // Values 0.1, 0.11, 0.12: mean 0.11, half-width 0.02484.
        XCTAssertEqual(SampleSummary([0.1, 0.11, 0.12]).text, "0.110 ± 0.025")
        // Identical values: a zero half-width, so the mean keeps three significant digits.
        XCTAssertEqual(SampleSummary([7.25, 7.25]).text, "7.25 ± 0.00")
    }
}

final class PairedDifferenceTests: XCTestCase {
    func testAClearTenPercentGainIsShownWithItsInterval() {
        // Differences 10, 11, 9, 10: mean 10, sd √(2/3) = 0.8165, half-width
        // 3.182 · 0.8165 / 2 = 1.299, against a baseline mean of 100.
        let difference = PairedDifference(baseline: [100, 110, 90, 100], variant: [110, 121, 99, 110])
        XCTAssertEqual(difference.baselineMean, 100)
        XCTAssertEqual(difference.difference.mean, 10, accuracy: 1e-12)
        XCTAssertEqual(difference.relativePercent!, 10, accuracy: 1e-12)
        XCTAssertEqual(difference.relativeHalfWidthPercent!, 1.299, accuracy: 0.0005)
        XCTAssertFalse(difference.includesZero)
        XCTAssertEqual(difference.text, "+10.0 ± 1.3 (+10.0 % ± 1.3 %)")
    }

    func testPairingBySeedSeesAnEffectThatUnpairedNoiseWouldHide() {
        // The seeds differ by ±50 from one another, but each variant run is 5 above its own seed.
        let baseline: [Double] = [50, 150, 100, 200]
        // Differences 5, 5.5, 4.5, 5: mean 5 of a baseline mean of 125 is 4 %; half-width
        // 3.182 · 0.4082 / 2 = 0.6495, which is 0.52 % of 125.
        let variant = zip(baseline, [5.0, 5.5, 4.5, 5.0]).map(+)
        XCTAssertEqual(PairedDifference(baseline: baseline, variant: variant).text, "+5.0 ± 0.6 (+4.0 % ± 0.5 %)")
        let unpairedGap = SampleSummary(variant).mean - SampleSummary(baseline).mean
        XCTAssertLessThan(unpairedGap, SampleSummary(baseline).halfWidth95!)
    }

    func testADifferenceWithinTheNoiseIsShownAsATilde() {
        // Differences 5, −5, 4, −4: mean 0, well inside its interval.
        let difference = PairedDifference(baseline: [100, 100, 100, 100], variant: [105, 95, 104, 96])
        XCTAssertTrue(difference.includesZero)
        XCTAssertEqual(difference.relativePercent, 0)
        XCTAssertEqual(difference.text, "~")
    }

    func testADecreaseIsWrittenWithTheTypographicMinus() {
        // Differences −2, −2.2, −1.8, −2: mean −2, sd 0.1633, half-width 0.2598; baseline mean 50.
        let difference = PairedDifference(baseline: [50, 60, 40, 50], variant: [48, 57.8, 38.2, 48])
        XCTAssertEqual(difference.relativePercent!, -4, accuracy: 1e-9)
        XCTAssertEqual(difference.relativeHalfWidthPercent!, 0.5196, accuracy: 0.0001)
        XCTAssertEqual(difference.text, "\u{2212}2.0 ± 0.3 (\u{2212}4.0 % ± 0.5 %)")
        XCTAssertFalse(difference.text.contains("-"))
    }

    func testAZeroBaselineGivesAnAbsoluteDifference() {
        // Differences 3, 3.4, 3, 3.4: mean 3.2, sd 0.2309, half-width 3.182 · 0.2309 / 2 = 0.367.
        let difference = PairedDifference(baseline: [0, 0, 0, 0], variant: [3, 3.4, 3, 3.4])
        XCTAssertNil(difference.relativePercent)
        XCTAssertNil(difference.relativeHalfWidthPercent)
        XCTAssertEqual(difference.text, "+3.2 ± 0.4")
        let smaller = PairedDifference(baseline: [0, 0, 0], variant: [-0.05, -0.06, -0.07])
        XCTAssertEqual(smaller.text, "\u{2212}0.06 ± 0.02")
    }

    func testASingleSeedNeverClaimsADifference() {
        let difference = PairedDifference(baseline: [100], variant: [150])
        XCTAssertEqual(difference.relativePercent, 50)
        XCTAssertNil(difference.relativeHalfWidthPercent)
        XCTAssertTrue(difference.includesZero)
        XCTAssertEqual(difference.text, "~")
    }
}
