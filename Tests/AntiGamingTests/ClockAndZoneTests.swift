import AntiGaming
import Platform
import XCTest

final class ClockAndZoneTests: XCTestCase {
    /// Ticks 10:01–10:10 right, then the clock 2 h ahead for ticks 10:11–10:20 (showing
    /// 12:11–12:20), then set right again for 10:21–10:30; the next day 10:01–10:05.
    private func clockSetTwoHoursAhead() -> [UsageSignal] {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 10)
        script.setClock("phone", aheadBy: 2 * Instant.millisecondsPerHour)
        script.use("phone", "math", minutes: 10)
        script.setClock("phone", aheadBy: 0)
        script.use("phone", "math", minutes: 10)
        script.advance(toDay: 2, hour: 10)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 5)
        return script.signals
    }

    func testAClockTwoHoursAheadIsFlaggedButKeptAtLenient() {
        let replay = Replay(clockSetTwoHoursAhead(), .lenient)
        XCTAssertEqual(replay.creditedCount(), 35)
        XCTAssertTrue(replay.assessments[10..<20].allSatisfy { $0.reasons == [.clockChanged] })
        XCTAssertEqual(replay.assessments[20].reasons, [])
        XCTAssertEqual(replay.flags.map(\.reason), [.clockChanged])
        XCTAssertEqual(replay.flags[0].at.iso8601, "2026-03-02T12:11:00.000Z", "as the device showed it")
        // Every minute is kept, so every session is validated; the off-clock one says why in
        // its reasons and details.
        XCTAssertEqual(replay.sessions.map(\.status), [.validated, .validated, .validated, .validated])
        XCTAssertEqual(replay.sessions.map(\.reasons), [[], [.clockChanged], [], []])
        XCTAssertTrue(replay.sessions[1].details.suspiciousActivityDetected)
    }

    func testAClockTwoHoursAheadIsWithheldWhileOffAtModerate() {
        let replay = Replay(clockSetTwoHoursAhead(), .moderate)
        XCTAssertEqual(replay.creditedCount(0..<10), 10)
        XCTAssertEqual(replay.creditedCount(10..<20), 0)
        XCTAssertEqual(replay.creditedCount(20..<35), 15)
        XCTAssertEqual(replay.sessions.map(\.status), [.validated, .rejected, .validated, .validated])
        XCTAssertEqual(replay.sessions[1].reasons, [.clockChanged])
    }

    func testAClockTwoHoursAheadWithholdsTheRestOfThatDayAtStrict() {
        let replay = Replay(clockSetTwoHoursAhead(), .strict)
        XCTAssertEqual(replay.creditedCount(0..<10), 10)
        XCTAssertEqual(replay.creditedCount(10..<30), 0)
        XCTAssertEqual(replay.assessments[25].reasons, [.clockChanged], "set right again, same day")
        XCTAssertEqual(replay.creditedCount(30..<35), 5, "the next day is clean")
        XCTAssertEqual(replay.sessions.map(\.status), [.validated, .rejected, .rejected, .validated])
    }

    /// A clock 90 s ahead: drift within 2 min, a change beyond 1 min.
    func testNinetySecondsOfDriftIsWithinModerateToleranceButNotStrict() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 5)
        script.setClock("phone", aheadBy: 90_000)
        script.use("phone", "math", minutes: 5)
        XCTAssertEqual(Replay(script.signals, .lenient).creditedCount(), 10)
        XCTAssertEqual(Replay(script.signals, .moderate).creditedCount(), 10)
        XCTAssertEqual(Replay(script.signals, .moderate).flags, [])
        XCTAssertEqual(Replay(script.signals, .strict).creditedCount(), 5)
    }

    /// UTC+1, 14:01–14:10 local; zone set to UTC+3 for 16:11–16:20 (13:11–13:20 UTC). Next day
    /// 09:01–09:10 (+3, 06:01 UTC: after local midnight, within 24 h) and 16:31–16:35 (+3,
    /// 13:31 UTC: more than 24 h after the change at 13:11 UTC).
    private func zoneChangedMidAfternoon() -> [UsageSignal] {
        var script = UsageScript(hour: 14, utcOffsetSeconds: 3_600)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 10)
        script.setZone("phone", utcOffsetSeconds: 3 * 3_600)
        script.use("phone", "math", minutes: 10)
        script.advance(toDay: 2, hour: 7)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 10)
        script.advance(toDay: 2, hour: 14, minute: 30)
        script.use("phone", "math", minutes: 5)
        return script.signals
    }

    func testATimeZoneChangeIsFlaggedUntilLocalMidnightAtLenient() {
        let replay = Replay(zoneChangedMidAfternoon(), .lenient)
        XCTAssertEqual(replay.creditedCount(), 35)
        XCTAssertTrue(replay.assessments[10..<20].allSatisfy { $0.reasons == [.timeZoneChanged] })
        XCTAssertEqual(replay.assessments[20].reasons, [])
        XCTAssertEqual(replay.flags.map(\.reason), [.timeZoneChanged])
        XCTAssertEqual(replay.flags[0].at.iso8601, "2026-03-02T16:11:00.000+03:00")
    }

    /// A traveller's zone change and a child's look the same: moderate flags the minutes until
    /// local midnight for review and keeps them.
    func testATimeZoneChangeIsFlaggedUntilLocalMidnightAtModerate() {
        let replay = Replay(zoneChangedMidAfternoon(), .moderate)
        XCTAssertEqual(replay.creditedCount(), 35)
        XCTAssertTrue(replay.assessments[10..<20].allSatisfy { $0.reasons == [.timeZoneChanged] })
        XCTAssertEqual(replay.sessions[0].minutes, 20, "the zone change does not break the session")
        XCTAssertEqual(replay.sessions[0].status, .validated)
        XCTAssertTrue(replay.sessions[0].details.suspiciousActivityDetected)
    }

    func testATimeZoneChangeIsWithheldForTwentyFourHoursAtStrict() {
        let replay = Replay(zoneChangedMidAfternoon(), .strict)
        XCTAssertEqual(replay.creditedCount(0..<10), 10)
        XCTAssertEqual(replay.creditedCount(10..<30), 0)
        XCTAssertEqual(replay.assessments[25].reasons, [.timeZoneChanged])
        XCTAssertEqual(replay.creditedCount(30..<35), 5)
    }

    /// UTC+1, 14:01–14:05 local; UTC+3 for 16:06–16:10; back to UTC+1 for 14:11–14:15. The
    /// change back to the zone the phone was first seen in closes the window at lenient and
    /// moderate; strict keeps 24 h from it.
    func testAZoneChangeAndBackClosesTheWindowAtModerate() {
        var script = UsageScript(hour: 14, utcOffsetSeconds: 3_600)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 5)
        script.setZone("phone", utcOffsetSeconds: 3 * 3_600)
        script.use("phone", "math", minutes: 5)
        script.setZone("phone", utcOffsetSeconds: 3_600)
        script.use("phone", "math", minutes: 5)

        let moderate = Replay(script.signals, .moderate)
        XCTAssertEqual(moderate.creditedCount(), 15)
        XCTAssertEqual(moderate.assessments[5].reasons, [.timeZoneChanged])
        XCTAssertEqual(moderate.assessments[10].reasons, [], "the window is closed")
        XCTAssertEqual(moderate.flags.map(\.reason), [.timeZoneChanged], "going home is not a change")
        XCTAssertEqual(moderate.sessions.map(\.minutesKept), [15])

        let lenient = Replay(script.signals, .lenient)
        XCTAssertEqual(lenient.creditedCount(), 15)
        XCTAssertEqual(lenient.assessments[10..<15].map(\.reasons), Array(repeating: [], count: 5))

        let strict = Replay(script.signals, .strict)
        XCTAssertEqual(strict.creditedCount(), 5)
        XCTAssertEqual(strict.assessments[10].reasons, [.timeZoneChanged])
        XCTAssertEqual(strict.flags.map(\.reason), [.timeZoneChanged, .timeZoneChanged])
    }

    /// Paid games 10:01–10:03 with the clock right, 10:04–10:06 with it 2 h ahead; then the
    /// clock set right and the zone moved from UTC+0 to UTC+3 for 13:07–13:09 (10:07–10:09 UTC).
    /// Reward minutes earn nothing, so every one is kept at every level; those played under
    /// the changed setting carry its reason, so the session is suspect — the parents' sign.
    func testRewardMinutesUnderAChangedClockOrZoneCarryItsReasonAndAreKept() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.use("phone", "games", minutes: 3, category: .reward, isPaid: true)
        script.setClock("phone", aheadBy: 2 * Instant.millisecondsPerHour)
        script.use("phone", "games", minutes: 3, category: .reward, isPaid: true)
        script.setClock("phone", aheadBy: 0)
        script.setZone("phone", utcOffsetSeconds: 3 * 3_600)
        script.use("phone", "games", minutes: 3, category: .reward, isPaid: true)
        for strictness in ValidationStrictness.allCases {
            let replay = Replay(script.signals, strictness)
            XCTAssertEqual(replay.creditedCount(), 9, "\(strictness)")
            XCTAssertEqual(replay.assessments[0..<3].map(\.reasons), [[], [], []], "\(strictness)")
            XCTAssertEqual(replay.assessments[3].reasons, [.clockChanged], "\(strictness)")
            XCTAssertEqual(replay.assessments[8].reasons.last, .timeZoneChanged, "\(strictness)")
            XCTAssertTrue(replay.sessions.allSatisfy { $0.status == .validated }, "\(strictness)")
            XCTAssertTrue(replay.sessions.last!.details.suspiciousActivityDetected, "\(strictness)")
        }
        XCTAssertEqual(Replay(script.signals, .moderate).assessments[6].reasons, [.timeZoneChanged])
        XCTAssertEqual(
            Replay(script.signals, .strict).assessments[6].reasons,
            [.clockChanged, .timeZoneChanged], "strict suspects the rest of the day the clock was off")
    }

    /// Uptime 5 h at 10:01; after a reboot, uptime 2 min at 10:05 with the clock still right.
    func testARebootIsNotAClockChange() {
        func tick(minute: Int, at minuteOfHour: Int64, uptimeMs: Int64) -> UsageSignal {
            let instantMs = UsageScript.instantMs(day: 1, hour: 10, minute: 0) + minuteOfHour * 60_000
            let at = LocalTimestamp(instant: Instant(millisecondsSinceEpoch: instantMs), utcOffsetSeconds: 0)
            return .tick(
                UsageTick(
                    device: DeviceID("phone"), app: AppID("math"), category: .learning, minute: minute,
                    at: at, uptimeMs: uptimeMs, isPaid: false
                ))
        }
        let signals = [
            tick(minute: 1, at: 1, uptimeMs: 5 * Instant.millisecondsPerHour),
            tick(minute: 2, at: 5, uptimeMs: 2 * Instant.millisecondsPerMinute),
        ]
        let replay = Replay(signals, .strict)
        XCTAssertEqual(replay.assessments.map(\.reasons), [[], []])
        XCTAssertEqual(replay.flags, [])
    }
}
