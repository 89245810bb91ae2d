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
        addFarmDeliveredInABatch(to: &script, batchMinutes: 10)
        return script.signals
    }

    /// The lesson and the farm above from the script's present hour on, with the batch holding
    /// `batchMinutes` of the farm's minutes.
    private func addFarmDeliveredInABatch(to script: inout UsageScript, batchMinutes: Int) {
        script.startInterval("ipad")
        script.use("ipad", "reading", minutes: 2)
        script.advance(seconds: 30)
        script.startInterval("phone")
        script.advance(seconds: 30)
        script.tick("ipad", "reading")
        script.use("ipad", "reading", minutes: 12)
        script.advance(seconds: 20)
        for _ in 0..<batchMinutes {
            script.tick("phone", "videos")
            script.advance(milliseconds: 10)
        }
        script.advance(milliseconds: 40_000 - 10 * Int64(batchMinutes))
        script.tick("ipad", "reading")
        script.use("ipad", "reading", minutes: 4)
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

    /// The same batch on day 3, after the phone ran "videos" live at 10:15 for 10 minutes on
    /// days 1 and 2: the bot rule holds the batch's first minute on a run predicted to last 10.
    /// The batch stops at minute 8, short of the prediction, so the bot rule would credit what
    /// it held; but minute 2 showed the whole session beside the lesson, and minute 1 goes with it.
    private func patternedFarmDeliveredInABatch() -> [UsageSignal] {
        var script = UsageScript(hour: 10)
        for day in 1...2 {
            script.advance(toDay: day, hour: 10, minute: 14)
            script.advance(seconds: 20)
            script.startInterval("phone")
            script.use("phone", "videos", minutes: 10)
        }
        script.advance(toDay: 3, hour: 10)
        addFarmDeliveredInABatch(to: &script, batchMinutes: 8)
        return script.signals
    }

    func testAMinuteTheBotRuleHeldGoesWithTheSessionFoundBesideTheLesson() {
        let replay = Replay(patternedFarmDeliveredInABatch(), .moderate)
        XCTAssertEqual(replay.sessions.map(\.device.rawValue), ["phone", "phone", "ipad", "phone"])
        XCTAssertEqual(replay.sessions.map(\.minutesKept), [10, 10, 20, 0])
        let firstOfBatch = 20 + 15
        XCTAssertTrue(replay.assessments[firstOfBatch].isHeld, "held on the run the pattern predicts")
        XCTAssertTrue(replay.assessments[firstOfBatch + 1].reasons.contains(.otherDeviceInUse))
        XCTAssertEqual(replay.creditedCount(firstOfBatch..<(firstOfBatch + 8)), 0)
    }

    func testAtLenientTheBatchIsFlaggedAndKept() {
        let replay = Replay(farmDeliveredInABatch(), .lenient)
        XCTAssertEqual(replay.sessions.map(\.minutesKept), [20, 10])
        XCTAssertEqual(replay.sessions[1].reasons, [.otherDeviceInUse])
    }

    /// The second-device rule's row of the level table: flagged at lenient, withheld above.
    func testTheSecondDeviceRuleWithholdsFromModerate() {
        XCTAssertEqual(OtherDeviceRule.parameters(for: .lenient)?.response, .flag)
        XCTAssertEqual(StrictnessPolicy(.moderate).otherDevice.response, .withhold)
        XCTAssertEqual(OtherDeviceRule.valuesText(for: .strict), "withhold")
        XCTAssertFalse(StrictnessPolicy(.lenient).withholds(.otherDeviceInUse))
    }
}
