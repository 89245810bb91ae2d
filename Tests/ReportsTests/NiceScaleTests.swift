import Reports
import XCTest

final class NiceScaleTests: XCTestCase {
    func testPicksTheNiceStepNearestTheTargetIntervalCount() {
        XCTAssertEqual(NiceScale.ticks(min: 0, max: 97), [0, 20, 40, 60, 80, 100])
        XCTAssertEqual(NiceScale.ticks(min: 0.3, max: 0.72), [0.3, 0.4, 0.5, 0.6, 0.7, 0.8])
        XCTAssertEqual(NiceScale.ticks(min: 0, max: 12), [0, 2.5, 5, 7.5, 10, 12.5])
        XCTAssertEqual(NiceScale.ticks(min: -3.7, max: 12.1), [-5, 0, 5, 10, 15])
        XCTAssertEqual(NiceScale.ticks(min: 1, max: 28), [0, 5, 10, 15, 20, 25, 30])
        let thousands: [Double] = [1_020, 1_030, 1_040, 1_050, 1_060, 1_070, 1_080]
        XCTAssertEqual(NiceScale.ticks(min: 1_020, max: 1_080), thousands)
    }

    func testAFlatRangeRunsFromZeroToTwiceTheValue() {
        XCTAssertEqual(NiceScale.ticks(min: 5, max: 5), [0, 2, 4, 6, 8, 10])
        XCTAssertEqual(NiceScale.ticks(min: 0, max: 0), [0, 0.2, 0.4, 0.6, 0.8, 1])
        XCTAssertEqual(NiceScale.ticks(min: -7, max: -7), [-15, -12.5, -10, -7.5, -5, -2.5, 0])
    }

    func testEveryRangeGetsFourToSevenEvenlySpacedTicksCoveringIt() {
        let bounds: [(Double, Double)] = [
            (0, 1), (0, 7), (1, 3), (-1e-3, 2e-3), (0.001, 0.0011), (12, 13.5), (-250, 10), (3, 1e6),
            (999.9, 1000.1), (0, 0.95), (0.1, 0.2),
        ]
        for (low, high) in bounds {
            for target in [1, 3, 5, 8, 20] {
                let ticks = NiceScale.ticks(min: low, max: high, targetCount: target)
                let context = "(\(low), \(high)) aiming at \(target): \(ticks)"
                XCTAssertTrue((4...7).contains(ticks.count), context)
                XCTAssertLessThanOrEqual(ticks.first!, low, context)
                XCTAssertGreaterThanOrEqual(ticks.last!, high, context)
                let step = ticks[1] - ticks[0]
                for (previous, next) in zip(ticks, ticks.dropFirst()) {
                    XCTAssertEqual(next - previous, step, accuracy: step * 1e-9, context)
                }
            }
        }
    }
}
