import Platform
import XCTest

@testable import Scenarios

/// A screen's age at each reading, and the late facts that make confusion moments, on worked
/// numbers.
final class FreshnessTests: XCTestCase {
    let minuteMs: Int64 = 60_000

    func testTheReadingsAreEveryWholeMinuteAfterTheStartUpToTheEnd() {
        XCTAssertEqual(Freshness.moments(fromMs: 1_000, throughMs: 1_000 + 3 * minuteMs), [61_000, 121_000, 181_000])
        XCTAssertEqual(Freshness.moments(fromMs: 0, throughMs: minuteMs - 1), [])
    }

    /// Facts true at 1, 2 and 4 minutes; the first shown at 5, the second at 3, the third
    /// never. At 1: the first is not shown yet, 0 old. At 2: 1 min. At 3: the second is shown
    /// but the first is not: 2 min. At 5: the first is shown; the oldest unshown is the third,
    /// 1 min. At 6: 2 min.
    func testTheAgeIsThatOfTheOldestFactNotYetShown() {
        let arrivals = [
            Arrival(trueAtMs: 2 * minuteMs, shownAtMs: 3 * minuteMs),
            Arrival(trueAtMs: 4 * minuteMs, shownAtMs: nil),
            Arrival(trueAtMs: 1 * minuteMs, shownAtMs: 5 * minuteMs),
        ]
        let moments = (1...6).map { Int64($0) * minuteMs }
        XCTAssertEqual(
            Freshness.ages(of: arrivals, at: moments).map { $0 / minuteMs }, [0, 1, 2, 3, 1, 2])
    }

    func testAScreenThatShowsEverythingIsNeverOld() {
        let arrivals = [Arrival(trueAtMs: 10_000, shownAtMs: 10_000), Arrival(trueAtMs: 20_000, shownAtMs: 25_000)]
        XCTAssertEqual(Freshness.ages(of: arrivals, at: [30_000, 90_000]), [0, 0])
        XCTAssertEqual(Freshness.ages(of: arrivals, at: [22_000]), [2_000])
    }

    /// Late by more than 5 s: shown 5.001 s after (late), 5 s after (not), never and true
    /// 6 s before now (late), never and true 4 s before now (not yet).
    func testAFactShownMoreThanTheBoundLateOrNotAtAllIsAConfusionMoment() {
        let arrivals = [
            Arrival(trueAtMs: 0, shownAtMs: 5_001),
            Arrival(trueAtMs: 0, shownAtMs: 5_000),
            Arrival(trueAtMs: 14_000, shownAtMs: nil),
            Arrival(trueAtMs: 16_000, shownAtMs: nil),
        ]
        XCTAssertEqual(Freshness.lateCount(arrivals, nowMs: 20_000), 2)
    }
}
