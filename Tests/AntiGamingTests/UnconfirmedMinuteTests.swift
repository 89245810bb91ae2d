import Platform
import XCTest

@testable import AntiGaming

/// A minute on a day its device has shown no use is held until the device shows use that day,
/// and not credited if the day closes first.
final class UnconfirmedMinuteTests: XCTestCase {
    /// Day 1: the phone's interval starts at 10:00 and math is used 10:01–10:05. Day 2: nobody
    /// touches it; on the charger at 20:00 it fires five thresholds at once. The first finds a
    /// minute behind it and is held; the four with it are faster than time; day 2 closes with
    /// nothing credited.
    func testAPhantomBurstOnAnUnusedDayIsNotCredited() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 5)
        script.advance(toDay: 2, hour: 20)
        for _ in 0..<5 { script.tick("phone", "math") }
        for strictness in ValidationStrictness.allCases {
            var validator = UsageValidator(strictness: strictness)
            let assessments = script.signals.compactMap { validator.observe($0) }
            XCTAssertEqual(assessments[5], TickAssessment(isKept: false, isHeld: true, reasons: []))
            XCTAssertTrue(assessments[6..<10].allSatisfy { $0.reasons == [.fasterThanTime] })
            validator.releaseHeldMinutes(through: UsageScript.firstDay.adding(days: 1))
            XCTAssertEqual(validator.tickCredited.filter { $0 }.count, 5, "day 1's five only: \(strictness)")
            XCTAssertEqual(validator.releasedTickIndexes, [0, 1], "day 1's held first minutes: \(strictness)")
        }
    }

    /// Day 2's interval start is lost; math is used 09:00–09:05. The 09:01 minute is held, and
    /// 09:02, a minute later, shows the phone in use: 09:01 is released then (09:02 is held as
    /// any session's second minute, and released at the third), and every minute is credited.
    func testAMinuteAMinuteLaterConfirmsADayWhoseStartWasLost() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 5)
        script.advance(toDay: 2, hour: 9)
        script.use("phone", "math", minutes: 5)
        var validator = UsageValidator(strictness: .moderate)
        let assessments = script.signals.compactMap { validator.observe($0) }
        XCTAssertEqual(assessments[5], TickAssessment(isKept: false, isHeld: true, reasons: []))
        XCTAssertEqual(assessments[6], TickAssessment(isKept: false, isHeld: true, reasons: []))
        XCTAssertEqual(validator.releasedTickIndexes, [0, 1, 5, 6])
        validator.releaseHeldMinutes(through: UsageScript.firstDay.adding(days: 1))
        XCTAssertEqual(validator.tickCredited.filter { $0 }.count, 10)
    }

    /// Day 2's interval start arrives 50 minutes late, at 09:50: the one lone minute at 09:10 is
    /// credited then.
    func testALateIntervalStartConfirmsTheMinutesBeforeIt() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 5)
        script.advance(toDay: 2, hour: 9, minute: 10)
        script.tick("phone", "math")
        script.advance(minutes: 40)
        script.startInterval("phone")
        var validator = UsageValidator(strictness: .moderate)
        _ = script.signals.compactMap { validator.observe($0) }
        XCTAssertEqual(validator.releasedTickIndexes, [0, 1, 5])
        XCTAssertEqual(validator.tickCredited, Array(repeating: true, count: 6))
    }

    /// The rule alone: a session of 2 March whose first minute, at 16:01, waits; a minute at
    /// 16:01:44 (44 s on) shows no use, one at 16:01:45 (45 s: a minute less the jitter) does;
    /// the interval's start confirms the minute, and a day closed without it drops it.
    func testTheRuleHoldsAMinuteUntilItsDayShowsUse() {
        let day = UsageScript.firstDay
        let firstMs = UsageScript.instantMs(day: 1, hour: 16, minute: 1)
        let tick = UsageTick(
            device: DeviceID("phone"), app: AppID("math"), category: .learning, minute: 1,
            at: LocalTimestamp(instant: Instant(millisecondsSinceEpoch: firstMs), utcOffsetSeconds: 0),
            uptimeMs: 0, isPaid: false
        )
        let sessions = [SessionVerdict(first: tick, strayIndexes: [], minimumSessionMinutes: 1)]
        var rule = UnusedDeviceRule()
        rule.unconfirmedMinutes.append(HeldMinute(tickIndex: 0, sessionIndex: 0, trustedMs: firstMs))
        XCTAssertFalse(rule.isUseShown(byMinuteAt: firstMs + 44_000, date: day, sessions: sessions))
        XCTAssertTrue(rule.isUseShown(byMinuteAt: firstMs + 45_000, date: day, sessions: sessions))
        XCTAssertEqual(rule.confirm(on: day.adding(days: 1), sessions: sessions), [], "another day's start")
        XCTAssertEqual(rule.confirm(on: day, sessions: sessions).map(\.tickIndex), [0])
        XCTAssertTrue(rule.hasShownUse(on: day))
        XCTAssertFalse(rule.isUseShown(byMinuteAt: firstMs + 60_000, date: day, sessions: sessions), "shown already")

        var closed = UnusedDeviceRule()
        closed.unconfirmedMinutes.append(HeldMinute(tickIndex: 0, sessionIndex: 0, trustedMs: firstMs))
        closed.dropMinutes(through: day, sessions: sessions)
        XCTAssertEqual(closed.unconfirmedMinutes, [])
    }
}
