import Platform
import XCTest

@testable import AntiGaming

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

/// A late batch on a device whose live callbacks over-count, judged end to end.
final class OverCountedBatchTests: XCTestCase {
    private let device = DeviceID("alex-ipad")
    private let sixteen: Int64 = 1_772_467_200_000  // 2026-03-02 16:00:00 UTC

    private func tick(_ minute: Int, atMs ms: Int64) -> UsageSignal {
        .tick(
            UsageTick(
                device: device, app: AppID("duolingo"), category: .learning, minute: minute,
                at: LocalTimestamp(instant: Instant(millisecondsSinceEpoch: ms), utcOffsetSeconds: 0),
                uptimeMs: ms - sixteen + 3_600_000, isPaid: false
            ))
    }

    /// Live, a 2× device fires thresholds 1–24 every 30 s from 16:00:30, after its interval
    /// start at 16:00: the filters keep the even ones (one a minute; the first had 30 s behind
    /// it) and the app measures 23 gaps over 690 s — 2.0 a minute. At 16:30 a
    /// batch of thresholds 25–44 arrives 10 ms apart: 25 comes as if live and is counted by its
    /// time (highest 25: 12.5 → 13 minutes); then 26 says 13 (dropped), 27 says 14 (counted), …,
    /// 43 says 22 (counted), 44 says 22 (dropped): 10 minutes for the batch's 10 minutes of use.
    /// Without a measured rate the time budget had 18 unclaimed minutes behind the batch and
    /// kept all 20.
    func testABatchKeepsOneMinuteForEachMinuteItsThresholdsSay() {
        var validator = UsageValidator(strictness: .lenient)
        _ = validator.observe(
            .intervalStarted(
                device: device,
                at: LocalTimestamp(instant: Instant(millisecondsSinceEpoch: sixteen), utcOffsetSeconds: 0),
                uptimeMs: 3_600_000
            ))
        var live: [Int] = []
        for minute in 1...24 {
            let assessment = validator.observe(tick(minute, atMs: sixteen + Int64(minute) * 30_000))!
            if assessment.reasons != [.fasterThanTime] { live.append(minute) }
        }
        XCTAssertEqual(live, Array(stride(from: 2, through: 24, by: 2)))
        var batch: [Int] = []
        for (position, minute) in (25...44).enumerated() {
            let assessment = validator.observe(tick(minute, atMs: sixteen + 30 * 60_000 + Int64(position) * 10))!
            if assessment.reasons.isEmpty {
                batch.append(minute)
            } else {
                XCTAssertEqual(assessment.reasons, [.fasterThanTime], "threshold \(minute)")
            }
        }
        XCTAssertEqual(batch, Array(stride(from: 25, through: 43, by: 2)))
    }
}
