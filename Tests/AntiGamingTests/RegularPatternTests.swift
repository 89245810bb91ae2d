import AntiGaming
import XCTest

final class RegularPatternTests: XCTestCase {
    /// Each day at 16:00 a pickup and a session of `lengths[day - 1]` minutes from 16:01
    /// (16:01 + `startShifts[day - 1]`).
    private func dailySessions(lengths: [Int], startShifts: [Int]? = nil) -> [UsageSignal] {
        var script = UsageScript(hour: 8)
        for (offset, length) in lengths.enumerated() {
            script.advance(toDay: offset + 1, hour: 16, minute: startShifts?[offset] ?? 0)
            script.startInterval("tablet")
            script.use("tablet", "spelling", minutes: length)
        }
        return script.signals
    }

    func testABotLikeSessionIsWithheldWholeOnDayFourAtModerate() {
        let replay = Replay(dailySessions(lengths: [30, 30, 30, 30, 30]), .moderate)
        XCTAssertEqual(
            replay.sessions.map(\.status),
            [.validated, .validated, .validated, .rejected, .rejected]
        )
        XCTAssertEqual(replay.sessions[3].minutesKept, 0)
        XCTAssertEqual(replay.sessions[3].reasons, [.regularPattern])
        XCTAssertEqual(replay.assessments[90], TickAssessment(isKept: false, reasons: [.regularPattern]))
        XCTAssertFalse(replay.sessions[3].details.activeEngagement)
    }

    func testABotLikeSessionIsWithheldWholeOnDayThreeAtStrict() {
        let replay = Replay(dailySessions(lengths: [30, 30, 30, 30, 30]), .strict)
        XCTAssertEqual(
            replay.sessions.map(\.status),
            [.validated, .validated, .rejected, .rejected, .rejected]
        )
        XCTAssertEqual(replay.creditedCount(), 60)
    }

    func testLenientNeverSuspectsRepetition() {
        XCTAssertEqual(Replay(dailySessions(lengths: [30, 30, 30, 30, 30]), .lenient).creditedCount(), 150)
    }

    /// Lengths 30, 30, 31 agree within a minute, so day 4 is withheld; with 30, 30, 32 only two
    /// days agree before day 4, and day 5 is the first with three (days 1, 2 and 4).
    func testModerateAllowsAMinuteOfLength() {
        let alike = Replay(dailySessions(lengths: [30, 30, 31, 30, 30]), .moderate)
        XCTAssertEqual(
            alike.sessions.map(\.status), [.validated, .validated, .validated, .rejected, .rejected]
        )
        let apart = Replay(dailySessions(lengths: [30, 30, 32, 30, 30]), .moderate)
        XCTAssertEqual(
            apart.sessions.map(\.status), [.validated, .validated, .validated, .validated, .rejected]
        )
    }

    /// Day 1 starts 16:01 for 30 min, day 2 16:02 for 31: alike within ±1 min.
    func testStrictAllowsAMinuteEitherWay() {
        let alike = Replay(dailySessions(lengths: [30, 31, 30], startShifts: [0, 1, 0]), .strict)
        XCTAssertEqual(alike.sessions.map(\.status), [.validated, .validated, .rejected])
        let apart = Replay(dailySessions(lengths: [30, 32, 30], startShifts: [0, 0, 0]), .strict)
        XCTAssertEqual(apart.sessions.map(\.status), [.validated, .validated, .validated])
        let later = Replay(dailySessions(lengths: [30, 30, 30], startShifts: [0, 2, 0]), .strict)
        XCTAssertEqual(later.sessions.map(\.status), [.validated, .validated, .validated])
    }
}
