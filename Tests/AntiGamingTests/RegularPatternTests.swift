import AntiGaming
import XCTest

final class RegularPatternTests: XCTestCase {
    /// Each day at 16:00 a pickup and a session of `lengths[day - 1]` minutes from 16:01
    /// (16:01 + `startShifts[day - 1]` minutes + `secondShifts[day - 1]` seconds).
    private func dailySessions(
        lengths: [Int], startShifts: [Int]? = nil, secondShifts: [Int64]? = nil
    ) -> [UsageSignal] {
        var script = UsageScript(hour: 8)
        for (offset, length) in lengths.enumerated() {
            script.advance(toDay: offset + 1, hour: 16, minute: startShifts?[offset] ?? 0)
            script.advance(seconds: secondShifts?[offset] ?? 0)
            script.startInterval("tablet")
            script.use("tablet", "spelling", minutes: length)
        }
        return script.signals
    }

    func testABotLikeSessionIsWithheldWholeOnDayThreeAtModerate() {
        let replay = Replay(dailySessions(lengths: [30, 30, 30, 30, 30]), .moderate)
        XCTAssertEqual(
            replay.sessions.map(\.status),
            [.validated, .validated, .rejected, .rejected, .rejected]
        )
        XCTAssertEqual(replay.sessions[2].minutesKept, 0)
        XCTAssertEqual(replay.sessions[2].reasons, [.regularPattern])
        XCTAssertEqual(replay.assessments[60], TickAssessment(isKept: false, reasons: [.regularPattern]))
        XCTAssertFalse(replay.sessions[2].details.activeEngagement)
    }

    /// Moderate also asks for the same second of the minute: days 1 and 2 start 16:01:00 and
    /// 16:01:20, so day 3 (16:01:00) repeats only day 1 and is credited; day 4 (16:01:00.5, half
    /// a second off days 1 and 3) repeats two days and is withheld. Strict asks only for the minute.
    func testModerateAsksForTheSameSecondOfTheMinute() {
        let signals = dailySessions(lengths: [30, 30, 30, 30], secondShifts: [0, 20, 0, 0])
        XCTAssertEqual(
            Replay(signals, .moderate).sessions.map(\.status), [.validated, .validated, .validated, .rejected]
        )
        XCTAssertEqual(
            Replay(signals, .strict).sessions.map(\.status), [.validated, .validated, .rejected, .rejected]
        )
        let rule = RegularPatternRule(previousDaysMin: 2, toleranceMinutes: 1, secondToleranceMs: 1_000)
        XCTAssertTrue(rule.isSameSecond(57_660_200, 57_779_900), "16:01:00.2 and 16:02:59.9: 0.3 s")
        XCTAssertFalse(rule.isSameSecond(57_660_000, 57_681_000), "16:01:00 and 16:01:21")
    }

    /// Days 1–2 at 16:00 for 30 min; day 3's run is split by two lost callbacks: minutes 1–6
    /// 16:01–16:06, then minutes 9–30 from 16:09. The second part goes on with the patterned run
    /// (its first minute, 9, is within the 31 the run may last: 30 ± 1): withheld too. Minutes
    /// 32–36 from 18:01 are past the run: credited.
    func testARegularRunSplitByAGapIsWithheldWhole() {
        var script = UsageScript(hour: 8)
        for day in 1...3 {
            script.advance(toDay: day, hour: 16)
            script.startInterval("tablet")
            script.use("tablet", "spelling", minutes: day < 3 ? 30 : 6)
        }
        script.advance(minutes: 3)
        script.tick("tablet", "spelling", minute: 9)
        script.use("tablet", "spelling", minutes: 21)
        script.advance(toDay: 3, hour: 18, minute: 1)
        script.tick("tablet", "spelling", minute: 32)
        script.use("tablet", "spelling", minutes: 4)
        let replay = Replay(script.signals, .moderate)
        XCTAssertEqual(replay.sessions.map(\.minutes), [30, 30, 6, 22, 5])
        XCTAssertEqual(
            replay.sessions.map(\.status), [.validated, .validated, .rejected, .rejected, .validated]
        )
        XCTAssertEqual(replay.sessions[3].reasons, [.regularPattern])
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

    /// Lengths 30, 31 agree within a minute, so day 3 is withheld; with 30, 32 the first two
    /// days disagree, and day 4 is the first with two alike before it (days 1 and 3).
    func testModerateAllowsAMinuteOfLength() {
        let alike = Replay(dailySessions(lengths: [30, 31, 30, 30, 30]), .moderate)
        XCTAssertEqual(
            alike.sessions.map(\.status), [.validated, .validated, .rejected, .rejected, .rejected]
        )
        let apart = Replay(dailySessions(lengths: [30, 32, 30, 30, 30]), .moderate)
        XCTAssertEqual(
            apart.sessions.map(\.status), [.validated, .validated, .validated, .rejected, .rejected]
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
