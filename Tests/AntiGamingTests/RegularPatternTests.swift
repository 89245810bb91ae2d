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

    /// Moderate needs two earlier days starting within ±2 min with exactly the same length.
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

    /// A bot that moves its start to hide: 16:01, 16:03, 15:59, 16:02, 16:03 plus stray seconds,
    /// 30 minutes each. Day 3 (15:59) has day 1 within 2 minutes but not day 2 (4 off): credited;
    /// day 4 (16:02) has days 1 and 2, day 5 (16:03) days 1, 2 and 4: both withheld.
    func testABotWithJitteredStartsIsWithheldAtModerate() {
        let signals = dailySessions(lengths: [30, 30, 30, 30, 30], startShifts: [0, 2, -2, 1, 2],
                                    secondShifts: [0, 17, 41, 5, 33])
        XCTAssertEqual(
            Replay(signals, .moderate).sessions.map(\.status),
            [.validated, .validated, .validated, .rejected, .rejected]
        )
    }

    /// A child kept to a timetable: every day at 16:01 to the second, but the lesson takes 30,
    /// 31, 29, 32, 30 minutes. No day has two earlier ones of its own length: all credited.
    func testALessonAtTheSameMinuteOfVaryingLengthIsCreditedAtModerate() {
        let signals = dailySessions(lengths: [30, 31, 29, 32, 30])
        XCTAssertEqual(Replay(signals, .moderate).creditedCount(), 152)
    }

    /// Days 1–3 at 16:00 for 30 min (day 3 already withheld); day 4's run is split by a pause
    /// and two lost callbacks: minutes 1–6 16:01–16:06, then minutes 9–30 from 16:12 (two
    /// minutes of use in six: four idle, longer than the gap allows). The second part goes on
    /// with the patterned run (its first minute, 9, is within the 30 the run may last):
    /// withheld too. Minutes 32–36 from 18:01 are past the run: credited. (Minute 9 at 16:09
    /// would claim the whole gap: no pause, one session of 28 — see SessionBoundaryTests.)
    func testARegularRunSplitByAGapIsWithheldWhole() {
        var script = UsageScript(hour: 8)
        for day in 1...4 {
            script.advance(toDay: day, hour: 16)
            script.startInterval("tablet")
            script.use("tablet", "spelling", minutes: day < 4 ? 30 : 6)
        }
        script.advance(minutes: 6)
        script.tick("tablet", "spelling", minute: 9)
        script.use("tablet", "spelling", minutes: 21)
        script.advance(toDay: 4, hour: 18, minute: 1)
        script.tick("tablet", "spelling", minute: 32)
        script.use("tablet", "spelling", minutes: 4)
        let replay = Replay(script.signals, .moderate)
        XCTAssertEqual(replay.sessions.map(\.minutes), [30, 30, 30, 6, 22, 5])
        XCTAssertEqual(
            replay.sessions.map(\.status), [.validated, .validated, .rejected, .rejected, .rejected, .validated]
        )
        XCTAssertEqual(replay.sessions[4].reasons, [.regularPattern])
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

    /// Moderate asks for exactly the same length: with 30, 31, 30, 30, 30 day 3 has only day 1
    /// of its length before it, and day 4 is the first with two.
    func testModerateAsksForTheSameLength() {
        let replay = Replay(dailySessions(lengths: [30, 31, 30, 30, 30]), .moderate)
        XCTAssertEqual(
            replay.sessions.map(\.status), [.validated, .validated, .validated, .rejected, .rejected]
        )
    }

    /// Day 1 starts 16:01 for 30 min, day 2 16:05 for 31: alike within ±5 min and ±1 min.
    func testStrictAllowsFiveMinutesOfStartAndAMinuteOfLength() {
        let alike = Replay(dailySessions(lengths: [30, 31, 30], startShifts: [0, 4, 0]), .strict)
        XCTAssertEqual(alike.sessions.map(\.status), [.validated, .validated, .rejected])
        let apart = Replay(dailySessions(lengths: [30, 32, 30], startShifts: [0, 0, 0]), .strict)
        XCTAssertEqual(apart.sessions.map(\.status), [.validated, .validated, .validated])
        let later = Replay(dailySessions(lengths: [30, 30, 30], startShifts: [0, 6, 0]), .strict)
        XCTAssertEqual(later.sessions.map(\.status), [.validated, .validated, .validated])
    }
}
