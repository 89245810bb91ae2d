import XCTest

@testable import Reports

final class EquivalenceTestTests: XCTestCase {
    func testAClearGainIsEquivalentOnlyWithinAWideEnoughMargin() throws {
        // Differences 10, 11, 9, 10 on a baseline mean of 100: mean 10, sd 0.8165, one-sided
        // bound t(0.95, 3) · sd / √4 = 2.353 · 0.8165 / 2 = 0.9606, so the 90 % interval is
        // 9.04 % to 10.96 %.
        let difference = PairedDifference(baseline: [100, 110, 90, 100], variant: [110, 121, 99, 110])
        let test = try XCTUnwrap(EquivalenceTest(difference, marginPercent: 12))
        XCTAssertEqual(test.lowerPercent, 9.0394, accuracy: 0.0005)
        XCTAssertEqual(test.upperPercent, 10.9606, accuracy: 0.0005)
        XCTAssertTrue(test.isEquivalent)
        XCTAssertFalse(try XCTUnwrap(EquivalenceTest(difference, marginPercent: 10)).isEquivalent)
    }

    func testNoEffectIsShownEquivalentWhenTheIntervalFitsTheMargin() throws {
        // Differences 1, −1, 0.5, −0.5 on 100: mean 0, sd √(2.5 / 3) = 0.9129, bound
        // 2.353 · 0.9129 / 2 = 1.074: equivalent within ± 2 %, not within ± 1 %, though the
        // difference is not significant either way.
        let difference = PairedDifference(baseline: [100, 100, 100, 100], variant: [101, 99, 100.5, 99.5])
        XCTAssertTrue(difference.includesZero)
        XCTAssertEqual(
            try XCTUnwrap(EquivalenceTest(difference, marginPercent: 2)).upperPercent, 1.074, accuracy: 0.0005)
        XCTAssertTrue(try XCTUnwrap(EquivalenceTest(difference, marginPercent: 2)).isEquivalent)
        XCTAssertFalse(try XCTUnwrap(EquivalenceTest(difference, marginPercent: 1)).isEquivalent)
    }

    func testASingleSeedOrAZeroBaselineHasNoTest() {
        XCTAssertNil(EquivalenceTest(PairedDifference(baseline: [100], variant: [101]), marginPercent: 5))
        XCTAssertNil(EquivalenceTest(PairedDifference(baseline: [0, 0], variant: [1, 2]), marginPercent: 5))
    }
}
