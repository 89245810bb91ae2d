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
        XCTAssertEqual(sessions[1].startedAt.iso8601, "2026-03-02T10:09:01.000Z")
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
