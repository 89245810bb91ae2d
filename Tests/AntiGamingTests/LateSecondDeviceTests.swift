import AntiGaming
import XCTest

/// A second device whose callbacks come late, in a batch: judged by the minutes the batch
/// claims, not by when it came.
final class LateSecondDeviceTests: XCTestCase {
    /// The iPad's "reading" lesson from 10:00 (minute 1 at 10:01 … minute 20 at 10:20), live.
    /// The phone is picked up at 10:02:30 and runs "videos"; its callbacks are held back and
    /// minutes 1–10 come at 10:15:20, 10 ms apart.
    private func farmDeliveredInABatch() -> [UsageSignal] {
        var script = UsageScript(hour: 10)
        script.startInterval("ipad")
        script.use("ipad", "reading", minutes: 2)
        script.advance(seconds: 30)
        script.startInterval("phone")
        script.advance(seconds: 30)
        script.tick("ipad", "reading")
        script.use("ipad", "reading", minutes: 12)
        script.advance(seconds: 20)
        for _ in 0..<10 {
            script.tick("phone", "videos")
            script.advance(milliseconds: 10)
        }
        script.advance(milliseconds: 39_900)
        script.tick("ipad", "reading")
        script.use("ipad", "reading", minutes: 4)
        return script.signals
    }

    func testABatchAddedBesideALessonIsWithheldWholeAtModerate() {
        let replay = Replay(farmDeliveredInABatch(), .moderate)
        XCTAssertEqual(replay.sessions.map(\.device.rawValue), ["ipad", "phone"])
        XCTAssertEqual(replay.sessions.map(\.minutesKept), [20, 0], "the lesson keeps all, the batch nothing")
        XCTAssertEqual(replay.sessions[0].reasons, [], "the lesson was there first")
        XCTAssertEqual(replay.sessions[1].reasons, [.otherDeviceInUse])
        // Minute 1 claims only its delivery (10:15:20): judged alone it is no concurrency, and it
        // is held; minute 2 claims 10:14:20, inside the lesson, and takes minute 1 with it.
        XCTAssertEqual(replay.assessments[15].reasons, [])
        XCTAssertTrue(replay.assessments[15].isHeld)
        XCTAssertEqual(replay.assessments[16].reasons, [.otherDeviceInUse])
    }

    func testAtLenientTheBatchIsFlaggedAndKept() {
        let replay = Replay(farmDeliveredInABatch(), .lenient)
        XCTAssertEqual(replay.sessions.map(\.minutesKept), [20, 10])
        XCTAssertEqual(replay.sessions[1].reasons, [.otherDeviceInUse])
    }
}
