import AntiGaming
import Platform
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

    /// Moderate needs the last two days' runs starting within ±2 min with exactly the same
    /// length. Day 3's minutes are held on the prediction (minute 60 is day 3's first) and
    /// withheld when the run ends on minute 30.
    func testABotLikeSessionIsWithheldWholeOnDayThreeAtModerate() {
        let replay = Replay(dailySessions(lengths: [30, 30, 30, 30, 30]), .moderate)
        XCTAssertEqual(
            replay.sessions.map(\.status),
            [.validated, .validated, .rejected, .rejected, .rejected]
        )
        XCTAssertEqual(replay.sessions[2].minutesKept, 0)
        XCTAssertEqual(replay.sessions[2].reasons, [.regularPattern])
        XCTAssertEqual(replay.assessments[60], TickAssessment(isKept: false, isHeld: true, reasons: [.regularPattern]))
        XCTAssertFalse(replay.sessions[2].details.activeEngagement)
    }

    /// A bot that moves its start to hide: 16:01, 16:03, 15:59, 16:02, 16:03 plus stray seconds,
    /// 30 minutes each. Day 3 (15:59) has day 1 within 2 minutes but not day 2 (4 off): credited;
    /// day 4 (16:02) has days 1 and 2, day 5 (16:03) days 1, 2 and 4: both withheld.
    func testABotWithJitteredStartsIsWithheldAtModerate() {
        let signals = dailySessions(
            lengths: [30, 30, 30, 30, 30], startShifts: [0, 2, -2, 1, 2],
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
    /// The rule's row of the level table: off at lenient; two previous days at moderate
    /// (start ±2 min, the same length) and strict (±5 min, lengths ±1 min).
    func testEachLevelHasItsTolerances() {
        XCTAssertNil(RegularPatternRule.parameters(for: .lenient))
        let moderate = RegularPatternRule.parameters(for: .moderate)
        XCTAssertEqual(moderate?.previousDaysMin, 2)
        XCTAssertEqual(moderate?.startToleranceMinutes, 2)
        XCTAssertEqual(moderate?.lengthToleranceMinutes, 0)
        XCTAssertEqual(RegularPatternRule.parameters(for: .strict)?.startToleranceMinutes, 5)
        XCTAssertEqual(RegularPatternRule.parameters(for: .strict)?.lengthToleranceMinutes, 1)
        XCTAssertEqual(moderate?.chosen(by: .review)?.response, .flag)
        XCTAssertNil(StrictnessPolicy(.lenient).regularPattern)
    }

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

    /// Moderate asks the last two days for exactly the same length: with 30, 31, 30, 30, 30
    /// day 3's last two are 31 and 30, day 4's 30 and 31 (days 1 and 3 agree, but day 1 is no
    /// longer among the last two), day 5's 30 and 30 — the first prediction.
    func testModerateAsksTheLastDaysForTheSameLength() {
        let replay = Replay(dailySessions(lengths: [30, 31, 30, 30, 30]), .moderate)
        XCTAssertEqual(
            replay.sessions.map(\.status), [.validated, .validated, .validated, .validated, .rejected]
        )
    }

    /// A child kept to a timetable whose lengths come back: 30, 25, 30, 28, 30, 27, 25, 30 at
    /// 16:01. Matching any two earlier days, day 4 (two 30s before it) would be withheld whole
    /// though it ran 28; no two latest days agree here, so all 225 minutes are credited.
    func testATimetableWhoseLengthsComeBackIsCreditedAtModerate() {
        let replay = Replay(dailySessions(lengths: [30, 25, 30, 28, 30, 27, 25, 30]), .moderate)
        XCTAssertEqual(replay.creditedCount(), 225)
        XCTAssertTrue(replay.sessions.allSatisfy { !$0.reasons.contains(.regularPattern) })
    }

    /// Days 1–2 predict 30 for day 3. Day 3 stops at 25: short of the prediction, all 25
    /// credited once the run is over (held until then: the live validator credits none of
    /// them). Day 3 runs to 35: minute 31 goes past the prediction and releases minutes 1–30
    /// at once (31–35 credited as they come). Neither session is marked.
    func testARunThatBreaksThePredictionIsCreditedLate() {
        let short = Replay(dailySessions(lengths: [30, 30, 25]), .moderate)
        XCTAssertEqual(short.live.tickCredited.filter { $0 }.count, 60)
        XCTAssertEqual(short.creditedCount(), 85)
        XCTAssertEqual(short.sessions[2].reasons, [])
        let long = Replay(dailySessions(lengths: [30, 30, 35]), .moderate)
        XCTAssertEqual(long.live.tickCredited.filter { $0 }.count, 95)
        XCTAssertEqual(long.assessments[90], TickAssessment(isKept: true, reasons: []))
        XCTAssertEqual(long.live.releasedTickIndexes.filter { $0 >= 60 }, Array(60..<90))
        XCTAssertEqual(long.sessions[2].reasons, [])
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

extension RegularPatternTests {
    /// Homework from 23:30 every night for 50, 45 and 55 minutes: the part before midnight is
    /// a session of 29 minutes each night, cut there. A cut run has no length: nothing is
    /// predicted, and the third night's 29 minutes before midnight are credited at moderate.
    func testARunCutByMidnightHasNoLength() {
        var script = UsageScript(hour: 8)
        for (offset, length) in [50, 45, 55].enumerated() {
            script.advance(toDay: offset + 1, hour: 23, minute: 30)
            script.startInterval("tablet")
            script.use("tablet", "spelling", minutes: length)
        }
        let replay = Replay(script.signals, .moderate)
        XCTAssertEqual(
            replay.sessions.filter { $0.startedAt.millisecondOfDay >= 23 * Instant.millisecondsPerHour }.map(\.minutes),
            [29, 29, 29])
        XCTAssertTrue(replay.sessions.allSatisfy { !$0.reasons.contains(.regularPattern) })
    }
}
