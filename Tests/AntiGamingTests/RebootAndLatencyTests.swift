import AntiGaming
import Platform
import XCTest

/// Readings across a restart, and callbacks that arrive some seconds late.
final class RebootAndLatencyTests: XCTestCase {
    /// The phone booted at 08:00. Ten minutes from 10:00; a restart at 10:30; ten minutes from
    /// 16:00, when uptime (5.5 h) is past every reading before the restart (2 h 10 min).
    private func restartBetweenTwoLessons(announced: Bool) -> [UsageSignal] {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 10)
        script.advance(toDay: 1, hour: 10, minute: 30)
        script.reboot("phone", announced: announced)
        script.advance(toDay: 1, hour: 16)
        script.use("phone", "math", minutes: 10)
        return script.signals
    }

    func testARestartTheAppAnnouncesAnchorsTheClockAfreshAndCostsNothing() {
        let replay = Replay(restartBetweenTwoLessons(announced: true), .moderate)
        XCTAssertEqual(replay.creditedCount(), 20)
        XCTAssertTrue(replay.flags.isEmpty)
    }

    func testUnannouncedTheRestartLooksLikeAClockSetAhead() {
        // Clock − uptime moved by the 2.5 h between the two boots, and uptime never went
        // backwards between two readings: nothing but the boot session tells it from a clock
        // change.
        let replay = Replay(restartBetweenTwoLessons(announced: false), .moderate)
        XCTAssertEqual(replay.creditedCount(), 10)
        XCTAssertEqual(replay.flags.map(\.reason), [.clockChanged])
    }

    /// The interval starts at 10:00:00; minute 1's callback comes `firstLateSeconds` late, the
    /// nine after it on time (10:02:00 … 10:10:00).
    private func creditedMinutes(firstLateSeconds: Int64) -> Int {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.advance(seconds: 60 + firstLateSeconds)
        script.tick("phone", "math")
        script.advance(seconds: 60 - firstLateSeconds)
        script.tick("phone", "math")
        script.use("phone", "math", minutes: 8)
        script.advance(minutes: 30)
        script.runApp("phone")
        return Replay(script.signals, .moderate).creditedCount()
    }

    func testAFirstCallbackFifteenSecondsLateCostsNothing() {
        XCTAssertEqual(creditedMinutes(firstLateSeconds: 15), 10, "the second has 45 s behind it")
    }

    func testAFirstCallbackTwentySecondsLateCostsTheMinuteAfterIt() {
        XCTAssertEqual(creditedMinutes(firstLateSeconds: 20), 9, "the second has 40 s behind it")
    }
    /// Ten honest minutes from 10:00; at 10:20 the clock is set 3 h ahead and a minute counted
    /// at 10:21 (13:21 on the clock); the phone restarts at 10:23 and ten minutes follow from
    /// 10:30. With `setRightFirst`, the clock is set right just before the restart.
    private func clockSetAheadThenRestart(setRightFirst: Bool) -> [UsageSignal] {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 10)
        script.advance(toDay: 1, hour: 10, minute: 20)
        script.setClock("phone", aheadBy: 3 * Instant.millisecondsPerHour)
        script.use("phone", "math", minutes: 1)
        script.advance(minutes: 2)
        if setRightFirst { script.setClock("phone", aheadBy: 0) }
        script.reboot("phone", announced: true)
        script.advance(toDay: 1, hour: 10, minute: 30)
        script.use("phone", "math", minutes: 10)
        return script.signals
    }

    func testAClockSetAheadStaysOffAcrossARestart() {
        // At the restart the clock reads 13:23, no earlier than the last trusted reading
        // (10:21) plus the 3 h lead: the lead is carried over, and the ten minutes after the
        // restart are withheld at moderate as the one before it was.
        let replay = Replay(clockSetAheadThenRestart(setRightFirst: false), .moderate)
        XCTAssertEqual(replay.creditedCount(), 10)
        XCTAssertEqual(replay.flags.map(\.reason), [.clockChanged])
        XCTAssertTrue(replay.assessments[10...].allSatisfy { $0.reasons == [.clockChanged] })
    }

    func testAClockSetRightBeforeTheRestartIsAnchoredAfresh() {
        // The clock reads 10:23 at the restart: less the 3 h lead it would read 07:23, before
        // the last trusted reading (10:21) — time cannot run backwards, so the clock was set
        // right, and the ten minutes after the restart are kept.
        let replay = Replay(clockSetAheadThenRestart(setRightFirst: true), .moderate)
        XCTAssertEqual(replay.creditedCount(), 20)
        XCTAssertEqual(replay.flags.map(\.reason), [.clockChanged])
        XCTAssertTrue(replay.assessments[11...].allSatisfy { $0.reasons.isEmpty })
    }
}
