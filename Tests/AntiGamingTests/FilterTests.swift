import Platform
import XCTest

@testable import AntiGaming

/// Filters drop minutes that never happened or are already counted; they run at every level
/// and never flag a session.
final class FilterTests: XCTestCase {
    func testADuplicateCallbackIsFilteredAndDoesNotFlag() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 5)
        script.advance(milliseconds: 200)
        script.tick("phone", "math", minute: 5)
        for strictness in ValidationStrictness.allCases {
            let replay = Replay(script.signals, strictness)
            XCTAssertEqual(replay.assessments[5], TickAssessment(isKept: false, reasons: [.duplicate]))
            XCTAssertEqual(replay.creditedCount(), 5)
            XCTAssertEqual(replay.sessions.count, 1)
            XCTAssertEqual(replay.sessions[0].tickIndexes, Array(0...5), "the duplicate joins the session")
            XCTAssertEqual(replay.sessions[0].minutes, 5)
            XCTAssertEqual(replay.sessions[0].status, .validated)
            XCTAssertEqual(replay.flags, [])
        }
    }

    /// +12:00 at 18:00 home time is 05:00 on 3 March: minutes 1…30 counted there. Home time
    /// again, then +09:00 the next morning — 3 March again, 18:00 — and a new interval: its
    /// minutes 1…25 are new use.
    func testAnIntervalStartedOnACountedDateInAnotherZoneCountsItsMinutesAgain() {
        let home = 3_600
        var script = UsageScript(hour: 18, utcOffsetSeconds: home)
        script.setZone("phone", utcOffsetSeconds: 12 * 3_600)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 30)
        script.setZone("phone", utcOffsetSeconds: home)
        script.advance(toDay: 2, hour: 10)
        script.setZone("phone", utcOffsetSeconds: 9 * 3_600)
        script.startInterval("phone")
        for minute in 1...25 {
            script.advance(seconds: 60)
            script.tick("phone", "math", minute: minute)
        }
        let replay = Replay(script.signals, .lenient)
        XCTAssertEqual(replay.assessments.count, 55)
        XCTAssertEqual(replay.assessments[0].reasons, [])
        XCTAssertFalse(replay.assessments.contains { $0.reasons.contains(.duplicate) })
        XCTAssertEqual(replay.creditedCount(), 55)
    }

    /// The clock set 3 h ahead at 21:00 reads 3 March: minutes 1…30 counted there. The clock
    /// set right again, the real 3 March's interval starts at 16:00 and its minutes 1…30 are
    /// new use, whatever the evening's minutes were judged (moderate and strict still suspect
    /// the clock within 24 hours of its change; lenient credits them).
    func testAnIntervalStartedOnADateAClockSetAheadCountedCountsItsMinutesAgain() {
        var script = UsageScript(hour: 16)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 20)
        script.advance(toDay: 1, hour: 21)
        script.setClock("phone", aheadBy: 3 * Instant.millisecondsPerHour)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 30)
        script.setClock("phone", aheadBy: 0)
        script.advance(toDay: 2, hour: 16)
        script.startInterval("phone")
        for minute in 1...30 {
            script.advance(seconds: 60)
            script.tick("phone", "math", minute: minute)
        }
        for strictness in ValidationStrictness.allCases {
            let replay = Replay(script.signals, strictness)
            XCTAssertEqual(replay.assessments.count, 80)
            XCTAssertFalse(replay.assessments.contains { $0.reasons.contains(.duplicate) }, "\(strictness)")
        }
        XCTAssertEqual(Replay(script.signals, .lenient).creditedCount(50..<80), 30)
    }

    /// The same interval start, spurious, in the zone the minutes were counted in: a replay of
    /// minute 5 after it is still a duplicate.
    func testAnIntervalStartedAgainInTheSameZoneKeepsTheCountedMinutes() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 5)
        script.advance(minutes: 10)
        script.startInterval("phone")
        script.advance(seconds: 30)
        script.tick("phone", "math", minute: 5)
        let replay = Replay(script.signals, .lenient)
        XCTAssertEqual(replay.assessments[5].reasons, [.duplicate])
        XCTAssertEqual(replay.creditedCount(), 5)
    }

    func testAFloodThreeSecondsAfterTheIntervalStartKeepsNothingExtra() {
        var script = UsageScript(hour: 7)
        script.startInterval("phone")
        script.advance(seconds: 3)
        for _ in 0..<20 { script.tick("phone", "math") }
        script.use("phone", "math", minutes: 5)
        for strictness in ValidationStrictness.allCases {
            let replay = Replay(script.signals, strictness)
            XCTAssertEqual(replay.creditedCount(0..<20), 0, "\(strictness)")
            XCTAssertTrue(replay.assessments[0..<20].allSatisfy { $0.reasons == [.fasterThanTime] })
            XCTAssertEqual(replay.creditedCount(20..<25), 5, "\(strictness)")
            XCTAssertEqual(replay.sessions.count, 1)
            XCTAssertEqual(
                replay.sessions[0].tickIndexes, Array(0..<25), "the flood joins the session after it"
            )
            XCTAssertEqual(replay.sessions[0].minutes, 5)
            XCTAssertEqual(replay.sessions[0].startedAt.iso8601, "2026-03-02T07:01:03.000Z")
        }
    }

    /// 30 callbacks held back and delivered within 1 s, 40 minutes after first pickup.
    private func lateBatch(afterQuietMinutes quietMinutes: Int64) -> [UsageSignal] {
        var script = UsageScript(hour: 15)
        script.startInterval("phone")
        script.advance(minutes: quietMinutes)
        for _ in 0..<30 {
            script.tick("phone", "math")
            script.advance(milliseconds: 30)
        }
        return script.signals
    }

    func testALateBatchAfterFortyQuietMinutesKeepsAllThirty() {
        for strictness in ValidationStrictness.allCases {
            let replay = Replay(lateBatch(afterQuietMinutes: 40), strictness)
            XCTAssertEqual(replay.creditedCount(), 30, "\(strictness)")
            XCTAssertEqual(replay.sessions.map(\.minutesKept), [30])
        }
    }

    func testALateBatchAfterTenQuietMinutesKeepsTen() {
        let replay = Replay(lateBatch(afterQuietMinutes: 10), .moderate)
        XCTAssertEqual(replay.creditedCount(), 10)
        XCTAssertEqual(replay.assessments[10].reasons, [.fasterThanTime])
    }

    func testADoubleOverCountKeepsHalf() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        for _ in 0..<40 {
            script.advance(seconds: 30)
            script.tick("phone", "math")
        }
        for strictness in ValidationStrictness.allCases {
            let replay = Replay(script.signals, strictness)
            XCTAssertEqual(replay.creditedCount(), 20, "\(strictness)")
            XCTAssertEqual(replay.assessments[0].reasons, [.fasterThanTime], "10:00:30 has 30 s behind it")
            // 10:01:00 has 60 s behind it: counted, and as the session's first minute held until
            // 10:02:00 continues the session. Every 30 s-later tick is dropped.
            XCTAssertTrue(replay.assessments[1].isHeld)
            XCTAssertEqual(replay.settled.tickCredited, (0..<40).map { !$0.isMultiple(of: 2) })
            XCTAssertEqual(replay.sessions.map(\.minutes), [20])
            XCTAssertEqual(replay.sessions[0].status, .validated, "a filter is not a suspicion")
        }
    }

    /// A 1.5× over-count: a callback every 40 s from 10:00:40 for 30 real minutes (45
    /// callbacks). 10:00:40 has only 40 s behind the interval start: dropped. 10:01:20 starts a
    /// run anchored at 10:00:20; 10:02:00 would be its second minute in 100 s (dropped),
    /// 10:02:40 its second in 140 s, 10:03:20 its third in 180 s: two of every three callbacks
    /// are kept, 29 minutes of the 30 used, where comparing each callback with the last
    /// counted one alone would keep one in 80 s (22).
    func testAnOverCountOfOneAndAHalfKeepsOneAMinute() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        for _ in 0..<45 {
            script.advance(seconds: 40)
            script.tick("phone", "math")
        }
        let replay = Replay(script.signals, .moderate)
        XCTAssertEqual(replay.creditedCount(), 29)
        XCTAssertEqual(
            replay.assessments.prefix(7).map(\.reasons.isEmpty), [false, true, false, true, true, false, true])
        XCTAssertEqual(replay.sessions[0].status, .validated, "a filter is not a suspicion")
    }

    /// Picked up at 15:00, quiet until 15:10:00, then math callbacks 30 ms apart and one more
    /// 30 s after the last; the budget has ten minutes of room, so only the early-fire check
    /// can drop that one. After a single live callback it is 30 s on: dropped. After five
    /// delivered together (a late burst of earlier minutes) nothing says when the next minute
    /// may end: counted.
    func testABurstDoesNotArmTheEarlyFireCheck() {
        func replay(deliveredAtTen count: Int) -> Replay {
            var script = UsageScript(hour: 15)
            script.startInterval("phone")
            script.advance(minutes: 10)
            for _ in 0..<count {
                script.tick("phone", "math")
                script.advance(milliseconds: 30)
            }
            script.advance(seconds: 30)
            script.tick("phone", "math")
            return Replay(script.signals, .moderate)
        }
        let live = replay(deliveredAtTen: 1)
        XCTAssertEqual(live.assessments[1], TickAssessment(isKept: false, reasons: [.fasterThanTime]))
        XCTAssertEqual(live.creditedCount(), 1)
        let burst = replay(deliveredAtTen: 5)
        XCTAssertEqual(burst.assessments[5], TickAssessment(isKept: true, reasons: []))
        XCTAssertEqual(burst.creditedCount(), 6)
    }

    /// Day 1 is picked up at 10:00 and used 10:01–10:05. On day 2 the interval start is lost
    /// and 20 callbacks flood at 09:00:00; math is then used 09:01–09:05. Without an interval
    /// start the day's first callback gets a floor one minute before it (08:59:00): it counts,
    /// the 19 delivered with it find no time. Without that floor the budget would reach back
    /// to day 1's 10:05 and count all 20.
    func testADayWithoutAnIntervalStartGetsAFloorBeforeItsFirstCallback() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 5)
        script.advance(toDay: 2, hour: 9)
        for _ in 0..<20 { script.tick("phone", "math") }
        script.use("phone", "math", minutes: 5)
        for strictness in ValidationStrictness.allCases {
            let replay = Replay(script.signals, strictness)
            XCTAssertEqual(replay.creditedCount(5..<25), 1, "\(strictness)")
            XCTAssertTrue(replay.assessments[6..<25].allSatisfy { $0.reasons == [.fasterThanTime] })
            XCTAssertEqual(replay.creditedCount(25..<30), 5, "09:01 has the minute after 09:00 behind it")
            XCTAssertEqual(replay.sessions.map(\.minutes), [5, 6])
        }
    }

    func testACatchUpFloodAfterReRegistrationIsFilteredAndTheDropIsFlagged() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 10)
        script.advance(seconds: 30)
        script.startMonitoring("phone", wasDropped: true)
        for minute in 1...10 { script.tick("phone", "math", minute: minute) }
        script.tick("phone", "math", minute: 11)
        let replay = Replay(script.signals, .lenient)
        XCTAssertEqual(replay.creditedCount(), 10)
        XCTAssertTrue(replay.assessments[10..<20].allSatisfy { $0.reasons == [.duplicate] })
        XCTAssertEqual(replay.assessments[20].reasons, [.fasterThanTime], "no time behind the restart")
        XCTAssertEqual(replay.flags.map(\.reason), [.monitoringDropped])
        XCTAssertEqual(replay.flags[0].at.iso8601, "2026-03-02T10:10:30.000Z")
    }

    func testAStartOfMonitoringThatWasNotDroppedIsNotFlagged() {
        var script = UsageScript(hour: 10)
        script.startMonitoring("phone", wasDropped: false)
        XCTAssertEqual(Replay(script.signals, .strict).flags, [])
    }

    /// The time-budget filter's look-back: 6 h, 3 h and 1 h; a minute with 44 s behind it finds
    /// no room (a minute less the 15 s tolerance is 45 s), one with 45 s does.
    func testTheTimeBudgetLooksBackPerLevelAndNeedsAMinuteLessTheTolerance() {
        let hourMs = Instant.millisecondsPerHour
        XCTAssertEqual(TimeBudgetFilter.parameters(for: .lenient)?.lookBackMs, 6 * hourMs)
        XCTAssertEqual(StrictnessPolicy(.moderate).timeBudget.lookBackMs, 3 * hourMs)
        XCTAssertEqual(TimeBudgetFilter.valuesText(for: .strict), "look-back 1 h, drop")
        var budget = PlausibilityBudget()
        XCTAssertFalse(budget.claim(tickMs: 44_000, floorMs: 0, lookBackMs: hourMs))
        XCTAssertTrue(budget.claim(tickMs: 45_000, floorMs: 0, lookBackMs: hourMs))
        XCTAssertFalse(budget.claim(tickMs: 60_000, floorMs: 0, lookBackMs: hourMs), "claimed to 60 s")
    }
}
