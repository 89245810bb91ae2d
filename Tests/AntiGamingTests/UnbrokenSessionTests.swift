import AntiGaming
import XCTest

final class UnbrokenSessionTests: XCTestCase {
    /// 09:00 pickup, one learning app for 3 hours without a break: 180 ticks.
    private func threeHours() -> [UsageSignal] {
        var script = UsageScript(hour: 9)
        script.startInterval("phone")
        script.use("phone", "video-lessons", minutes: 180)
        return script.signals
    }

    func testAThreeHourSessionKeepsTheLevelsLimit() {
        XCTAssertEqual(Replay(threeHours(), .lenient).creditedCount(), 180)
        XCTAssertEqual(Replay(threeHours(), .moderate).creditedCount(), 60)
        XCTAssertEqual(Replay(threeHours(), .strict).creditedCount(), 45)
    }

    func testMinutesBeyondTheLimitAreWithheldAsPassive() {
        let replay = Replay(threeHours(), .moderate)
        XCTAssertTrue(replay.assessments[59].isKept)
        XCTAssertEqual(replay.assessments[60], TickAssessment(isKept: false, reasons: [.unbrokenSession]))
        let session = replay.sessions[0]
        XCTAssertEqual(session.minutes, 180)
        XCTAssertEqual(session.minutesKept, 60)
        XCTAssertEqual(session.status, .partiallyValidated)
        XCTAssertEqual(
            session.details,
            ValidationDetails(
                activeEngagement: false, minimumTimeThresholdMet: true, suspiciousActivityDetected: true
            )
        )
    }

    func testAThreeHourSessionIsValidatedAtLenient() {
        XCTAssertEqual(Replay(threeHours(), .lenient).sessions.map(\.status), [.validated])
    }
}
