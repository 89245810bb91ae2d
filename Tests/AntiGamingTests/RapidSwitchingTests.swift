import AntiGaming
import XCTest

/// Two learning apps alternating every minute, 10:01–10:20 (a change at every tick from the
/// second), then one app alone 10:21–10:30 (10:21 is the last change).
final class RapidSwitchingTests: XCTestCase {
    private func alternatingThenSteady() -> [UsageSignal] {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        for index in 0..<20 {
            script.use("phone", index.isMultiple(of: 2) ? "math" : "reading", minutes: 1)
        }
        script.use("phone", "math", minutes: 10)
        return script.signals
    }

    /// Strict (4): the 5th tick (10:05) brings the 4th change; the storm ends at 10:28, when
    /// (10:18, 10:28] holds 3 changes. Kept: 10:01–10:04 and 10:28–10:30.
    func testStrictWithholdsFromTheFourthChangeUntilTheStormPasses() {
        let replay = Replay(alternatingThenSteady(), .strict)
        XCTAssertEqual(replay.keptCount(), 7)
        XCTAssertEqual(replay.assessments[3].reasons, [])
        XCTAssertEqual(replay.assessments[4], TickAssessment(isKept: false, reasons: [.rapidSwitching]))
        XCTAssertFalse(replay.assessments[26].isKept)
        XCTAssertTrue(replay.assessments[27].isKept)
    }

    /// Moderate (6): withheld from 10:07; (10:16, 10:26] holds 5 changes. Kept: 10:01–10:06 and
    /// 10:26–10:30.
    func testModerateWithholdsFromTheSixthChange() {
        let replay = Replay(alternatingThenSteady(), .moderate)
        XCTAssertEqual(replay.keptCount(), 11)
        XCTAssertTrue(replay.assessments[5].isKept)
        XCTAssertFalse(replay.assessments[6].isKept)
        XCTAssertFalse(replay.assessments[24].isKept)
        XCTAssertTrue(replay.assessments[25].isKept)
        XCTAssertFalse(replay.sessions[6].details.activeEngagement)
    }

    /// Lenient (12): one change a minute never reaches 12 in 10 minutes.
    func testLenientToleratesAChangeEveryMinute() {
        let replay = Replay(alternatingThenSteady(), .lenient)
        XCTAssertEqual(replay.keptCount(), 30)
        XCTAssertEqual(replay.sessions.count, 21, "every change of app starts a session")
    }
}
