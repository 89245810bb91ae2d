import AntiGaming
import Platform
import XCTest

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
            XCTAssertEqual(replay.keptCount(), 5)
            XCTAssertEqual(replay.sessions.count, 1)
            XCTAssertEqual(replay.sessions[0].tickIndexes, Array(0...5), "the duplicate joins the session")
            XCTAssertEqual(replay.sessions[0].minutes, 5)
            XCTAssertEqual(replay.sessions[0].status, .validated)
            XCTAssertEqual(replay.flags, [])
        }
    }

    func testAFloodThreeSecondsAfterTheIntervalStartKeepsNothingExtra() {
        var script = UsageScript(hour: 7)
        script.startInterval("phone")
        script.advance(seconds: 3)
        for _ in 0..<20 { script.tick("phone", "math") }
        script.use("phone", "math", minutes: 5)
        for strictness in ValidationStrictness.allCases {
            let replay = Replay(script.signals, strictness)
            XCTAssertEqual(replay.keptCount(0..<20), 0, "\(strictness)")
            XCTAssertTrue(replay.assessments[0..<20].allSatisfy { $0.reasons == [.fasterThanTime] })
            XCTAssertEqual(replay.keptCount(20..<25), 5, "\(strictness)")
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
            XCTAssertEqual(replay.keptCount(), 30, "\(strictness)")
            XCTAssertEqual(replay.sessions.map(\.minutesKept), [30])
        }
    }

    func testALateBatchAfterTenQuietMinutesKeepsTen() {
        let replay = Replay(lateBatch(afterQuietMinutes: 10), .moderate)
        XCTAssertEqual(replay.keptCount(), 10)
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
            XCTAssertEqual(replay.keptCount(), 20, "\(strictness)")
            XCTAssertEqual(replay.assessments[0].reasons, [.fasterThanTime], "10:00:30 has 30 s behind it")
            XCTAssertTrue(replay.assessments[1].isKept, "10:01:00 has 60 s behind it")
            XCTAssertEqual(replay.sessions.map(\.minutes), [20])
            XCTAssertEqual(replay.sessions[0].status, .validated, "a filter is not a suspicion")
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
        XCTAssertEqual(replay.keptCount(), 10)
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
}
