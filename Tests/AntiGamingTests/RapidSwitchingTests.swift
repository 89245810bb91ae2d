import XCTest

@testable import AntiGaming

/// Two learning apps alternating every minute, 10:01–10:20 (a change at every tick from the
/// second), then one app alone 10:21–10:30 (10:21 is the last change). Every alternating tick
/// is a one-minute session: its minute is held, and the other app's minute 60 s later makes it
/// a fragment, which then waits out the 10-minute window: withheld if a storm forms in it.
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

    /// Strict (6 changes, 2 fragments): 10:01 becomes the first fragment when 10:02 comes and
    /// waits; 10:02 is the second when 10:03 comes: both withheld, and 10:03–10:06 as the 3rd–6th.
    /// 10:07 brings the 6th change and is withheld at once, as is everything up to 10:25;
    /// (10:16, 10:26] holds 5 changes. Credited: 10:26–10:30.
    /// The rule's row of the level table: 12, 8 and 6 app changes, or 4, 2 and 2 fragments,
    /// in a ten-minute window.
    func testEachLevelHasItsStormSizes() {
        XCTAssertEqual(
            ValidationStrictness.allCases.map { RapidSwitchingRule.parameters(for: $0)?.changesMin }, [12, 8, 6]
        )
        XCTAssertEqual(
            ValidationStrictness.allCases.map { RapidSwitchingRule.parameters(for: $0)?.fragmentsMin }, [4, 2, 2]
        )
        XCTAssertEqual(RapidSwitchingRule.windowMs, 600_000)
        XCTAssertEqual(StrictnessPolicy(.moderate).rapidSwitching, RapidSwitchingRule.parameters(for: .moderate))
    }

    func testStrictWithholdsFragmentsAndThenFromTheSixthChangeUntilTheStormPasses() {
        let replay = Replay(alternatingThenSteady(), .strict)
        XCTAssertEqual(replay.creditedCount(), 5)
        XCTAssertTrue(replay.assessments[0..<6].allSatisfy(\.isHeld))
        XCTAssertEqual(Array(replay.settled.tickCredited[0..<6]), [false, false, false, false, false, false])
        XCTAssertEqual(replay.sessions[0].reasons, [.rapidSwitching], "the first fragment joins the storm")
        XCTAssertEqual(replay.sessions[1].reasons, [.rapidSwitching], "a withheld fragment says why")
        XCTAssertEqual(replay.assessments[6], TickAssessment(isKept: false, reasons: [.rapidSwitching]))
        XCTAssertFalse(replay.assessments[24].isKept)
        XCTAssertTrue(replay.assessments[25].isKept, "not held: the 10:21 session had counted minutes")
    }

    /// Moderate (8 changes, 2 fragments): 10:01 waits as the first fragment and is withheld with
    /// 10:02, the second; 10:03–10:08 withheld as fragments, 10:09–10:23 as the 8th and later
    /// changes; (10:14, 10:24] holds 7. Credited: 10:24–10:30.
    func testModerateWithholdsFragmentsAndThenFromTheEighthChange() {
        let replay = Replay(alternatingThenSteady(), .moderate)
        XCTAssertEqual(replay.creditedCount(), 7)
        XCTAssertEqual(replay.creditedCount(0..<8), 0)
        XCTAssertTrue(replay.assessments[7].isHeld)
        XCTAssertEqual(replay.assessments[8], TickAssessment(isKept: false, reasons: [.rapidSwitching]))
        XCTAssertFalse(replay.assessments[22].isKept)
        XCTAssertTrue(replay.assessments[23].isKept)
        XCTAssertFalse(replay.sessions[6].details.activeEngagement)
    }

    /// Lenient (12 changes, 4 fragments): no 10 minutes hold 12 changes, so no tick is withheld
    /// as it comes, but the 4th fragment in 10 minutes makes a storm: 10:01–10:03 wait as the
    /// 1st–3rd and are withheld with 10:04, and 10:05–10:20 after them. 10:21–10:30 are one
    /// session, its first two minutes released by 10:23. Credited: 10.
    func testLenientWithholdsFromTheFourthFragment() {
        let replay = Replay(alternatingThenSteady(), .lenient)
        XCTAssertEqual(replay.creditedCount(), 10)
        XCTAssertTrue(replay.assessments.allSatisfy(\.reasons.isEmpty), "no change storm")
        XCTAssertEqual(Array(replay.settled.tickCredited[0..<5]), [false, false, false, false, false])
        XCTAssertEqual(replay.settled.releasedTickIndexes, [20, 21])
        XCTAssertEqual(replay.sessions.count, 21, "every change of app starts a session")
        XCTAssertEqual(replay.sessions.map(\.status)[2...4], [.rejected, .rejected, .rejected])
        XCTAssertEqual(replay.sessions[3].reasons, [.rapidSwitching])
    }

    /// Switching every 30 s from 16:00 to 16:20: each app reaches a minute every 2 min, so
    /// duolingo ticks at 16:01:30, 16:03:30 … 16:19:30 and khan at 16:02:00 … 16:20:00, 20 one-
    /// minute sessions. Moderate: 16:01:30 waits as the first fragment, 16:02:00 is the second:
    /// both withheld, and 16:03:30–16:08:00 as later fragments; 16:09:30 brings the 8th change in
    /// 10 min: it and the 11 after it are withheld as they come. No minute of twenty is credited.
    func testAStormSwitchingEveryThirtySecondsKeepsNoMinuteAtModerate() {
        var script = UsageScript(hour: 16)
        script.startInterval("phone")
        script.advance(seconds: 30)
        for _ in 0..<10 {
            script.advance(minutes: 1)
            script.tick("phone", "duolingo")
            script.advance(seconds: 30)
            script.tick("phone", "khan")
            script.advance(seconds: 30)
        }
        let replay = Replay(script.signals, .moderate)
        XCTAssertEqual(replay.creditedCount(), 0)
        XCTAssertEqual(replay.settled.releasedTickIndexes, [])
        XCTAssertEqual(replay.sessions.count, 20)
        XCTAssertEqual(replay.sessions[19].endedAt.iso8601, "2026-03-02T16:20:00.000Z")
        XCTAssertTrue(replay.assessments[0..<8].allSatisfy(\.isHeld))
        XCTAssertEqual(replay.assessments[8], TickAssessment(isKept: false, reasons: [.rapidSwitching]))
        XCTAssertEqual(replay.sessions.map(\.status)[0...1], [.rejected, .rejected])
        XCTAssertTrue(replay.sessions.allSatisfy { $0.reasons == [.rapidSwitching] })
        // Lenient: 16:01:30, 16:02:00 and 16:03:30 wait as the 1st–3rd fragments and are withheld
        // with the 4th; 16:20:00 is a last held minute no other app follows, but it began with
        // the tick that showed the storm's last fragment: withheld when the stream ends.
        let lenient = Replay(script.signals, .lenient)
        XCTAssertEqual(lenient.settled.releasedTickIndexes, [])
        XCTAssertEqual(lenient.creditedCount(), 0)
    }

    /// Flicking back before the gap closes makes two-minute sessions: math 10:01:00 and
    /// 10:02:40, reading 10:03:00 and 10:04:40, and so on for six pairs to 10:12:40; then math
    /// alone 10:13:00–10:17:00. Each pair's minutes are held, and the other app's minute 20 s
    /// after its second makes it a fragment. The change rule never fires (a change every 2 min
    /// is 5 in 10 min). At every level the fragments at 10:03, 10:05, 10:07 (and 10:09 for
    /// lenient's fourth) form a storm: all twelve paired minutes are withheld, the steady five
    /// credited — its first two once 10:15 comes.
    func testTwoMinuteSessionsOfAlternatingAppsAreFragmentsOfAStorm() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.advance(seconds: 60)
        for pair in 0..<6 {
            let app = pair.isMultiple(of: 2) ? "math" : "reading"
            script.tick("phone", app)
            script.advance(seconds: 100)
            script.tick("phone", app)
            script.advance(seconds: 20)
        }
        script.tick("phone", "math")
        script.use("phone", "math", minutes: 4)
        for strictness in ValidationStrictness.allCases {
            let replay = Replay(script.signals, strictness)
            XCTAssertEqual(replay.sessions.map(\.minutes), [2, 2, 2, 2, 2, 2, 5], "\(strictness)")
            XCTAssertEqual(replay.creditedCount(0..<12), 0, "\(strictness)")
            XCTAssertEqual(replay.creditedCount(12..<17), 5, "\(strictness)")
            let reasons = replay.sessions[0..<6].map(\.reasons)
            XCTAssertTrue(reasons.allSatisfy { $0 == [.rapidSwitching] }, "\(strictness)")
            XCTAssertEqual(replay.sessions[0].status, .rejected, "\(strictness)")
            XCTAssertTrue(replay.assessments[1].isHeld, "a pair's second minute is held too")
        }
    }

    /// Moderate. Duolingo 16:01, khan 16:02, duolingo 16:03: khan's fragment (shown by 16:03)
    /// is the second in the window, a storm. If the child then stops (the host app runs at
    /// 16:10), duolingo 16:03 is the storm's tail: withheld. If duolingo goes on to 16:05, the
    /// third minute shows a session: 16:03 and 16:04 are released.
    func testAStormsLastFragmentIsWithheldWhenTheChildStops() {
        func replay(duolingoMinutesAtTheEnd minutes: Int) -> Replay {
            var script = UsageScript(hour: 16)
            script.startInterval("phone")
            script.use("phone", "duolingo", minutes: 1)
            script.use("phone", "khan", minutes: 1)
            script.use("phone", "duolingo", minutes: minutes)
            script.advance(toDay: 1, hour: 16, minute: 10)
            script.runApp("phone")
            return Replay(script.signals, .moderate)
        }
        let stopped = replay(duolingoMinutesAtTheEnd: 1)
        XCTAssertEqual(stopped.live.tickCredited, [false, false, false])
        XCTAssertEqual(stopped.sessions.map(\.reasons), Array(repeating: [.rapidSwitching], count: 3))
        XCTAssertEqual(stopped.sessions[2].status, .rejected)

        let goesOn = replay(duolingoMinutesAtTheEnd: 3)
        XCTAssertEqual(goesOn.live.tickCredited, [false, false, true, true, true])
        XCTAssertEqual(goesOn.live.releasedTickIndexes, [2, 3])
        XCTAssertEqual(goesOn.sessions.map(\.status), [.rejected, .rejected, .validated])
    }

    /// One minute of math at 10:01, then reading 10:02–10:04: the math minute is a fragment
    /// (reading follows 60 s later) and waits out the window, but one fragment is no storm at
    /// any level — both sessions are credited in full, the math minute once the window passes,
    /// reading's first two minutes when its third comes.
    func testAnHonestOneMinuteSessionThenAnotherAppIsReleasedNotAStorm() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 1)
        script.use("phone", "reading", minutes: 3)
        for strictness in ValidationStrictness.allCases {
            let replay = Replay(script.signals, strictness)
            XCTAssertEqual(replay.live.tickCredited, [false, true, true, true], "\(strictness)")
            XCTAssertEqual(replay.live.releasedTickIndexes, [1, 2])
            XCTAssertEqual(replay.settled.tickCredited, [true, true, true, true])
            XCTAssertEqual(replay.sessions.map(\.minutesKept), [1, 3])
            XCTAssertEqual(replay.sessions.map(\.reasons), [[], []])
            XCTAssertEqual(replay.sessions.map(\.status), [.validated, .validated])
        }
    }

    /// The rule alone, moderate (two fragments): a held minute at 16:01:30 turns a fragment at
    /// 16:02:00 (one: it waits); another held at 16:02:00 turns one at 16:03:30 — the second in
    /// the window: both are returned to be withheld, and the session held from 16:03:30 on is the
    /// storm's tail.
    func testTheRuleWithholdsTheSecondFragmentInTheWindowWithTheFirst() throws {
        let moderate = try XCTUnwrap(RapidSwitchingRule.parameters(for: .moderate))
        let secondMs: Int64 = 1000
        var rule = RapidSwitchingRule()
        rule.hold(HeldMinute(tickIndex: 0, sessionIndex: 0, trustedMs: 90 * secondMs))
        let first = rule.heldMinutes
        rule.heldMinutes = []
        XCTAssertNil(rule.noteFragment(first, atMs: 120 * secondMs, parameters: moderate))
        XCTAssertEqual(rule.pendingFragments.map(\.tickIndex), [0])
        rule.hold(HeldMinute(tickIndex: 1, sessionIndex: 1, trustedMs: 120 * secondMs))
        let second = rule.heldMinutes
        rule.heldMinutes = []
        let storm = try XCTUnwrap(rule.noteFragment(second, atMs: 210 * secondMs, parameters: moderate))
        XCTAssertEqual(storm.map(\.tickIndex), [0, 1])
        XCTAssertEqual(rule.pendingFragments, [])
        rule.hold(HeldMinute(tickIndex: 2, sessionIndex: 2, trustedMs: 210 * secondMs))
        XCTAssertTrue(rule.isHeldSessionStormTail)
    }
}
