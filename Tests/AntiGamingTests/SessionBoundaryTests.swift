import AntiGaming
import XCTest

final class SessionBoundaryTests: XCTestCase {
    /// Ticks 10:01–10:05, 10:07:00 (exactly the 2-minute gap), 10:09:01 (2 min 1 s later).
    func testAGapLongerThanTheSessionGapStartsANewSession() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 5)
        script.advance(minutes: 1)
        script.use("phone", "math", minutes: 1)
        script.advance(seconds: 61)
        script.use("phone", "math", minutes: 1)
        let sessions = Replay(script.signals, .moderate).sessions
        XCTAssertEqual(sessions.map(\.minutes), [6, 1])
        XCTAssertEqual(sessions.map(\.tickIndexes), [Array(0..<6), [6]])
        // Read without indexing: a rule that joins them must fail this test, not crash the run.
        XCTAssertEqual(sessions.last?.startedAt.iso8601, "2026-03-02T10:09:01.000Z")
    }

    /// A video at strict from 16:00; each callback 2 s late, minute 30's lost, minute 31 3 s
    /// late: 16:29:02 → 16:31:03 is 121 s, over the gap by delivery time, but minutes 30 and 31
    /// fill 120 s of it — 1 s idle. One session of 59 minutes: strict withholds the 14 beyond its
    /// 45. Judged by delivery time it was two of 29 and 30, and all 59 were credited.
    func testALostCallbackUnderLatencyIsNoPause() {
        let replay = Replay(videoWithLostCallback(resumeAfterSeconds: 121), .strict)
        XCTAssertEqual(replay.sessions.map(\.minutes), [59])
        XCTAssertEqual(replay.sessions.first?.reasons, [.unbrokenSession])
        XCTAssertEqual(replay.creditedCount(), 45)
    }

    /// The same skipped minute number after 4 min 3 s: two minutes of use and 123 s idle, a
    /// pause longer than the gap leaves between minutes (60 s): two sessions, all 59 kept.
    func testASkippedMinuteAfterAPauseIsStillAPause() {
        let replay = Replay(videoWithLostCallback(resumeAfterSeconds: 243), .strict)
        XCTAssertEqual(replay.sessions.map(\.minutes), [29, 30])
        XCTAssertEqual(replay.creditedCount(), 59)
    }

    /// Minute 200 at 17:00, 31 minutes after minute 29: it claims 171 minutes in 31 — a flood,
    /// not use — so only delivery time counts, and it starts a session of its own.
    func testAClaimThatDoesNotFitTheTimeIsJudgedByDeliveryTime() {
        var script = UsageScript(hour: 16)
        script.startInterval("phone")
        script.use("phone", "video-lessons", minutes: 29)
        script.advance(minutes: 31)
        script.tick("phone", "video-lessons", minute: 200)
        XCTAssertEqual(Replay(script.signals, .lenient).sessions.count, 2)
    }

    /// 16:00 start; minutes 1–29 each 2 s after their minute; minute 30's callback lost; minutes
    /// 31–60 from `resumeAfterSeconds` after minute 29's, a minute apart.
    private func videoWithLostCallback(resumeAfterSeconds: Int64) -> [UsageSignal] {
        var script = UsageScript(hour: 16)
        script.startInterval("phone")
        script.advance(seconds: 2)
        script.use("phone", "video-lessons", minutes: 29)
        script.advance(seconds: resumeAfterSeconds - 60)
        for number in 31...60 {
            script.tick("phone", "video-lessons", minute: number)
            script.advance(seconds: 60)
        }
        return script.signals
    }

    func testALongerSessionGapSettingJoinsThem() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 5)
        script.advance(minutes: 3)
        script.use("phone", "math", minutes: 1)
        let settings = ValidatorSettings(sessionGapMinutes: 4)
        XCTAssertEqual(Replay(script.signals, .moderate, settings: settings).sessions.map(\.minutes), [6])
        XCTAssertEqual(Replay(script.signals, .moderate).sessions.map(\.minutes), [5, 1])
    }

    func testAnotherAppStartsANewSession() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 3)
        script.use("phone", "reading", minutes: 3)
        script.use("phone", "math", minutes: 3)
        let sessions = Replay(script.signals, .moderate).sessions
        XCTAssertEqual(sessions.map(\.app.rawValue), ["math", "reading", "math"])
        XCTAssertEqual(sessions.map(\.minutes), [3, 3, 3])
    }

    /// Ticks 23:56–23:59 on day 1 and 00:00–00:05 on day 2.
    func testLocalMidnightStartsANewSession() {
        var script = UsageScript(hour: 23, minute: 55)
        script.use("phone", "math", minutes: 10)
        let sessions = Replay(script.signals, .lenient).sessions
        XCTAssertEqual(sessions.map(\.minutes), [4, 6])
        XCTAssertEqual(sessions.map(\.startedAt.date.description), ["2026-03-02", "2026-03-03"])
        XCTAssertEqual(
            sessions.map(\.endedAt.iso8601), ["2026-03-02T23:59:00.000Z", "2026-03-03T00:05:00.000Z"]
        )
    }

    func testDevicesHaveSeparateSessions() {
        var script = UsageScript(hour: 8)
        script.startInterval("phone")
        script.startInterval("ipad")
        script.advance(toDay: 1, hour: 10)
        script.use("phone", "math", minutes: 2)
        script.use("ipad", "math", minutes: 2)
        script.use("phone", "math", minutes: 2)
        let sessions = Replay(script.signals, .moderate).sessions
        XCTAssertEqual(sessions.map(\.device.rawValue), ["phone", "ipad", "phone"])
        XCTAssertEqual(sessions.map(\.tickIndexes), [[0, 1], [2, 3], [4, 5]])
    }

    func testFilteredTicksWithNoSessionToJoinBelongToNone() {
        var script = UsageScript(hour: 10)
        script.startInterval("phone")
        script.advance(seconds: 3)
        for _ in 0..<3 { script.tick("phone", "math") }
        script.advance(minutes: 5)
        script.use("phone", "math", minutes: 2)
        let sessions = Replay(script.signals, .moderate).sessions
        XCTAssertEqual(sessions.map(\.tickIndexes), [[3, 4]], "the flood was more than the gap before")
    }
}
