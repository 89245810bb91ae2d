import SimulationKernel
import XCTest

/// Statistical checks use fixed seeds, so they are exact regression tests, not flaky ones; the
/// tolerances are a few standard errors so that a legitimate algorithm change still passes.
final class SeededRandomDistributionTests: XCTestCase {
    func testIntBelowStaysInRange() {
        var random = SeededRandom(seed: 11)
        for upperBound: Int64 in [1, 2, 3, 7, 1_000, 1 << 62 + 1, .max] {
            for _ in 0..<2_000 {
                let value = random.int(below: upperBound)
                XCTAssertTrue((0..<upperBound).contains(value), "\(value) not below \(upperBound)")
            }
        }
    }

    func testIntBelowIsUniformOverSixFaces() {
        var random = SeededRandom(seed: 12)
        var counts = [Int](repeating: 0, count: 6)
        for _ in 0..<60_000 { counts[Int(random.int(below: 6))] += 1 }
        // Expected 10,000 each; one standard error is about 91.
        for count in counts { XCTAssertEqual(Double(count), 10_000, accuracy: 400) }
    }

    func testIntInRangeReachesBothEnds() {
        var random = SeededRandom(seed: 13)
        let values = (0..<1_000).map { _ in random.int(in: -5 ... -3) }
        XCTAssertEqual(Set(values), [-5, -4, -3])
        XCTAssertEqual(random.int(in: 9...9), 9)
        let full = (0..<100).map { _ in random.int(in: Int64.min...Int64.max) }
        XCTAssertTrue(full.contains { $0 < 0 } && full.contains { $0 > 0 })
    }

    func testChanceOfZeroNeverAndChanceOfAllAlways() {
        var random = SeededRandom(seed: 14)
        for denominator: Int64 in [1, 7, 1_000] {
            for _ in 0..<1_000 {
                XCTAssertFalse(random.chance(0, in: denominator))
                XCTAssertTrue(random.chance(denominator, in: denominator))
            }
        }
    }

    func testChanceOneInFourHitsAQuarterOfTheTime() {
        var random = SeededRandom(seed: 15)
        let hits = (0..<40_000).filter { _ in random.chance(1, in: 4) }.count
        // Expected 10,000; one standard error is about 87.
        XCTAssertEqual(Double(hits), 10_000, accuracy: 350)
    }

    /// Changing a probability must not shift the draws that follow it.
    func testChanceConsumesTheSameDrawsWhateverTheProbability() {
        var never = SeededRandom(seed: 16)
        var always = SeededRandom(seed: 16)
        for _ in 0..<100 {
            _ = never.chance(0, in: 10)
            _ = always.chance(10, in: 10)
        }
        XCTAssertEqual(never.next(), always.next())
    }

    func testUnitIntervalStaysInHalfOpenRangeWithMeanOneHalf() {
        var random = SeededRandom(seed: 17)
        var sum = 0.0
        for _ in 0..<100_000 {
            let value = random.unitInterval()
            XCTAssertTrue(value >= 0 && value < 1)
            sum += value
        }
        XCTAssertEqual(sum / 100_000, 0.5, accuracy: 0.004)
    }

    func testExponentialHasTheRequestedMean() {
        var random = SeededRandom(seed: 18)
        let samples = (0..<100_000).map { _ in random.exponential(mean: 200) }
        XCTAssertTrue(samples.allSatisfy { $0 >= 0 })
        // Standard error of the mean: 200 / √100,000 ≈ 0.63.
        XCTAssertEqual(samples.reduce(0, +) / 100_000, 200, accuracy: 3)
        XCTAssertEqual(random.exponential(mean: 0), 0)
    }

    func testLogNormalHasTheRequestedMedianAndSpread() {
        var random = SeededRandom(seed: 19)
        let samples = (0..<100_001).map { _ in random.logNormal(median: 50, sigma: 0.5) }.sorted()
        XCTAssertTrue(samples.allSatisfy { $0 > 0 })
        XCTAssertEqual(samples[50_000], 50, accuracy: 0.5)
        // The 84.13th percentile of a log-normal is median · e^sigma ≈ 82.44.
        XCTAssertEqual(samples[84_134], 82.44, accuracy: 1.2)
        XCTAssertEqual(random.logNormal(median: 50, sigma: 0), 50)
    }
}
