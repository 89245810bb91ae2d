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

    /// Three hours of study and a video left on for three hours look the same: only strict, a
    /// hard limit the parents chose, withholds; moderate flags past its hour, for review.
    func testAThreeHourSessionIsWithheldPastTheLimitOnlyAtStrict() {
        XCTAssertEqual(Replay(threeHours(), .lenient).creditedCount(), 180)
        XCTAssertEqual(Replay(threeHours(), .moderate).creditedCount(), 180)
        XCTAssertEqual(Replay(threeHours(), .strict).creditedCount(), 45)
    }

    func testModerateFlagsMinutesBeyondItsHourForReview() {
        let replay = Replay(threeHours(), .moderate)
        XCTAssertEqual(replay.assessments[59].reasons, [])
        XCTAssertEqual(replay.assessments[60], TickAssessment(isKept: true, reasons: [.unbrokenSession]))
        let session = replay.sessions[0]
        XCTAssertEqual(session.minutes, 180)
        XCTAssertEqual(session.minutesKept, 180)
        XCTAssertEqual(session.status, .validated)
        XCTAssertEqual(
            session.details,
            ValidationDetails(
                activeEngagement: false, minimumTimeThresholdMet: true, suspiciousActivityDetected: true
            )
        )
    }

    func testStrictWithholdsMinutesBeyondItsLimitAsPassive() {
        let replay = Replay(threeHours(), .strict)
        XCTAssertEqual(replay.assessments[45], TickAssessment(isKept: false, reasons: [.unbrokenSession]))
        XCTAssertEqual(replay.sessions[0].status, .partiallyValidated)
    }

    func testAThreeHourSessionIsValidatedAtLenient() {
        XCTAssertEqual(Replay(threeHours(), .lenient).sessions.map(\.status), [.validated])
    }

    /// The rule's row of the level table: 180 min flagged, 60 min flagged, 45 min withheld; the
    /// parents' review keeps strict's limit and flags past it.
    func testEachLevelHasItsLimitAndResponse() {
        XCTAssertEqual(
            ValidationStrictness.allCases.map { SessionLengthRule.parameters(for: $0)?.minutesMax }, [180, 60, 45]
        )
        XCTAssertEqual(
            ValidationStrictness.allCases.map { SessionLengthRule.parameters(for: $0)?.response },
            [.flag, .flag, .withhold]
        )
        let strict = SessionLengthRule.parameters(for: .strict)
        XCTAssertEqual(strict?.chosen(by: .review), SessionLengthRule.Parameters(minutesMax: 45, response: .flag))
        XCTAssertNil(strict?.chosen(by: .off))
        XCTAssertEqual(StrictnessPolicy(.strict).sessionLength, strict)
    }
}
