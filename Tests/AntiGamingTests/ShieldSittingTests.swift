import XCTest

@testable import AntiGaming

/// A reward session is flagged shieldSitting from its third live unpaid minute: a glance at
/// the shield, or a minute at the edge of a redemption, is not sitting on it.
final class ShieldSittingTests: XCTestCase {
    /// Games on the shield 15:01–15:04 (picked up at 15:00).
    func testShieldSittingNeedsThreeLiveUnpaidMinutes() {
        var script = UsageScript(hour: 15)
        script.startInterval("phone")
        script.use("phone", "games", minutes: 4, category: .reward, isPaid: false)
        for strictness in ValidationStrictness.allCases {
            let replay = Replay(script.signals, strictness)
            let reasons = replay.assessments.map(\.reasons)
            XCTAssertEqual(reasons, [[], [], [.shieldSitting], [.shieldSitting]], "\(strictness)")
            XCTAssertTrue(replay.assessments.allSatisfy(\.isKept))
            XCTAssertEqual(replay.sessions.map(\.unpaidMinutes), [4])
        }
        let twoMinutes = Replay(Array(script.signals.prefix(3)), .strict)
        XCTAssertEqual(twoMinutes.sessions.map(\.reasons), [[]])
        XCTAssertFalse(twoMinutes.sessions[0].details.suspiciousActivityDetected)
    }

    /// Picked up at 15:00; at 15:10:00 five unpaid games callbacks arrive 30 ms apart (a late
    /// burst: only the first is live), then live ones at 15:11 and 15:12. Live unpaid minutes:
    /// 15:10:00, 15:11, 15:12 — the third, 15:12, is the first flagged.
    func testUnpaidMinutesDeliveredInABurstDoNotCountTowardsSitting() {
        var script = UsageScript(hour: 15)
        script.startInterval("phone")
        script.advance(minutes: 10)
        for _ in 0..<5 {
            script.tick("phone", "games", category: .reward)
            script.advance(milliseconds: 30)
        }
        script.advance(toDay: 1, hour: 15, minute: 11)
        script.tick("phone", "games", category: .reward)
        script.use("phone", "games", minutes: 1, category: .reward)
        let replay = Replay(script.signals, .moderate)
        XCTAssertEqual(replay.creditedCount(), 7, "the budget holds ten quiet minutes")
        XCTAssertEqual(replay.sessions.count, 1)
        XCTAssertEqual(replay.sessions[0].unpaidMinutes, 3)
        XCTAssertEqual(replay.assessments.map(\.reasons.isEmpty), [true, true, true, true, true, true, false])
        XCTAssertEqual(replay.assessments[6].reasons, [.shieldSitting])
    }

    /// The rule alone: three unpaid minutes at every level; the third unpaid minute sits, a
    /// paid or burst one (not unpaid) never does.
    func testTheRuleSitsFromTheThirdUnpaidMinute() throws {
        for strictness in ValidationStrictness.allCases {
            XCTAssertEqual(ShieldSittingRule.parameters(for: strictness)?.minutesMin, 3)
            XCTAssertEqual(StrictnessPolicy(strictness).shieldSitting.minutesMin, 3)
        }
        let parameters = try XCTUnwrap(ShieldSittingRule.parameters(for: .moderate))
        XCTAssertFalse(ShieldSittingRule.judge(isUnpaid: true, unpaidMinutes: 2, parameters: parameters))
        XCTAssertTrue(ShieldSittingRule.judge(isUnpaid: true, unpaidMinutes: 3, parameters: parameters))
        XCTAssertFalse(ShieldSittingRule.judge(isUnpaid: false, unpaidMinutes: 5, parameters: parameters))
    }
}
