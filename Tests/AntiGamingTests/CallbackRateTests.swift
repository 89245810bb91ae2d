@testable import AntiGaming
import XCTest

/// How fast an app's live callbacks come, and what a late batch's thresholds are worth then.
final class CallbackRateTests: XCTestCase {
    private let second: Int64 = 1_000

    /// Live callbacks every 30 s from 16:00:30 to 16:10:30: 20 gaps over 600 s, 2.0 a minute.
    /// Every 60 s (with a few seconds of latency either way) is a device counting right: no
    /// over-count. Nine minutes measured are too few to tell.
    func testLiveCallbacksShowTheOverCount() {
        var doubled = CallbackRate()
        for tick in 0...20 { doubled.noteLive(atMs: Int64(tick) * 30 * second) }
        XCTAssertEqual(doubled.overCountFactor, 2.0)
        var right = CallbackRate()
        for (tick, latency) in zip(0...20, [2, 9, 1, 3, 2, 2, 7, 1, 2, 3, 2, 1, 2, 12, 2, 2, 3, 1, 2, 2, 4]) {
            right.noteLive(atMs: Int64(tick) * 60 * second + Int64(latency) * second)
        }
        XCTAssertNil(right.overCountFactor)
        XCTAssertEqual(right.spanMs, 1_202 * second)
        var short = CallbackRate()
        for tick in 0...18 { short.noteLive(atMs: Int64(tick) * 30 * second) }
        XCTAssertNil(short.overCountFactor)
    }

    /// A break of more than two minutes, or a burst, measures no gap: two runs of 2× callbacks
    /// with an hour between them are still 2.0, not slowed by the hour.
    func testBreaksAndBurstsMeasureNothing() {
        var rate = CallbackRate()
        for tick in 0...10 { rate.noteLive(atMs: Int64(tick) * 30 * second) }
        rate.noteBurst()
        for tick in 0...10 { rate.noteLive(atMs: 3_600 * second + Int64(tick) * 30 * second) }
        XCTAssertEqual(rate.gaps, 20)
        XCTAssertEqual(rate.overCountFactor, 2.0)
    }

}
