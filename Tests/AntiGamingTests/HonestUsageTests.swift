import AntiGaming
import Platform
import XCTest

final class HonestUsageTests: XCTestCase {
    /// Phone picked up at 10:00, 30 minutes of one learning app: ticks at 10:01 … 10:30.
    private func honestHalfHour() -> [UsageSignal] {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 30)
        return script.signals
    }

    func testAnHonestHalfHourIsValidatedAtEveryLevel() {
        for strictness in ValidationStrictness.allCases {
            let replay = Replay(honestHalfHour(), strictness)
            XCTAssertEqual(replay.creditedCount(), 30, "\(strictness)")
            XCTAssertEqual(replay.live.releasedTickIndexes, [0, 1], "10:01 and 10:02 are held until 10:03")
            XCTAssertTrue(replay.assessments.allSatisfy { $0.reasons.isEmpty }, "\(strictness)")
            XCTAssertEqual(replay.sessions.count, 1)
            let session = replay.sessions[0]
            XCTAssertEqual(session.minutes, 30)
            XCTAssertEqual(session.minutesKept, 30)
            XCTAssertEqual(session.tickIndexes, Array(0..<30))
            XCTAssertEqual(session.status, .validated)
            XCTAssertEqual(session.startedAt.iso8601, "2026-03-02T10:01:00.000Z")
            XCTAssertEqual(session.endedAt.iso8601, "2026-03-02T10:30:00.000Z")
            XCTAssertEqual(replay.flags, [])
        }
    }

    func testAnHonestHalfHourHasActiveEngagementAndNoSuspicion() {
        let session = Replay(honestHalfHour(), .strict).sessions[0]
        XCTAssertEqual(
            session.details,
            ValidationDetails(
                activeEngagement: true, minimumTimeThresholdMet: true, suspiciousActivityDetected: false
            )
        )
    }

    func testTheMinimumSessionTimeCountsCountedMinutes() {
        let settings = ValidatorSettings(minimumSessionMinutes: 31)
        let short = Replay(honestHalfHour(), .moderate, settings: settings).sessions[0]
        XCTAssertFalse(short.details.minimumTimeThresholdMet)
        XCTAssertEqual(short.status, .validated, "the minimum time does not change the status")
        let exact = ValidatorSettings(minimumSessionMinutes: 30)
        let enough = Replay(honestHalfHour(), .moderate, settings: exact)
        XCTAssertTrue(enough.sessions[0].details.minimumTimeThresholdMet)
    }

    func testTheTickCountNumbersEveryTickSignal() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.runApp("phone")
        script.use("phone", "math", minutes: 3)
        let replay = Replay(script.signals, .lenient)
        XCTAssertEqual(replay.live.tickCount, 3)
        XCTAssertEqual(replay.assessments.count, 3)
    }
}
