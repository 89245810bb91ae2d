import Platform
import XCTest

@testable import Simulation

/// The window keeps exactly the segments that ended within the retention of the latest one.
final class UsageSegmentWindowTests: XCTestCase {
    func segment(endingAtMinute minute: Int64) -> UsageSegment {
        UsageSegment(app: AppID("duolingo"), startMs: (minute - 1) * 60_000, endMs: minute * 60_000, label: .engaged)
    }

    func testSegmentsOlderThanTheRetentionLeaveTheWindow() {
        let retentionMinutes = UsageSegment.retentionMs / 60_000
        var window = UsageSegmentWindow()
        for minute in Int64(1)...(retentionMinutes + 500) {
            window.append(segment(endingAtMinute: minute))
        }
        // The latest ends at retention + 500 minutes; those ending before minute 500 are gone.
        XCTAssertEqual(window.live.first?.endMs, 500 * 60_000)
        XCTAssertEqual(window.live.last?.endMs, (retentionMinutes + 500) * 60_000)
        XCTAssertEqual(window.live.count, Int(retentionMinutes) + 1)
    }

    func testAFewExpiredSegmentsArePassedOverAndTheRestKept() {
        var window = UsageSegmentWindow()
        window.append(segment(endingAtMinute: 1))
        window.append(segment(endingAtMinute: 2))
        window.append(segment(endingAtMinute: 2 + UsageSegment.retentionMs / 60_000))
        XCTAssertEqual(window.live.map(\.endMs), [2 * 60_000, 2 * 60_000 + UsageSegment.retentionMs])
    }
}
