import AntiGaming
import Platform
import XCTest

final class ReplayDeterminismTests: XCTestCase {
    /// A day mixing most rules on two devices: a flood, honest use, parallel use, a clock change,
    /// a dropped registration, a zone change and shield sitting.
    static func busyDay() -> [UsageSignal] {
        var script = UsageScript(hour: 7)
        script.runApp("phone")
        script.startInterval("phone")
        script.advance(seconds: 2)
        for _ in 0..<5 { script.tick("phone", "math") }
        script.use("phone", "math", minutes: 20)
        script.startInterval("ipad")
        script.advance(toDay: 1, hour: 9)
        for _ in 0..<8 {
            script.advance(seconds: 30)
            script.tick("ipad", "reading")
            script.advance(seconds: 30)
            script.tick("phone", "spelling")
        }
        script.setClock("ipad", aheadBy: 3 * Instant.millisecondsPerHour)
        script.use("ipad", "reading", minutes: 5)
        script.startMonitoring("phone", wasDropped: true)
        script.use("phone", "math", minutes: 70)
        script.setZone("phone", utcOffsetSeconds: -5 * 3_600)
        script.use("phone", "games", minutes: 4, category: .reward, isPaid: false)
        script.changeAuthorization("ipad", to: .denied)
        return script.signals
    }

    func testReplayingTheSameSignalsGivesTheSameSessionsFlagsAndAssessments() {
        let signals = Self.busyDay()
        for strictness in ValidationStrictness.allCases {
            let first = Replay(signals, strictness)
            let second = Replay(signals, strictness)
            XCTAssertEqual(first.sessions, second.sessions)
            XCTAssertEqual(first.flags, second.flags)
            XCTAssertEqual(first.assessments, second.assessments)
            XCTAssertEqual(first.live.releasedTickIndexes, second.live.releasedTickIndexes)
        }
    }

    func testOneStreamReplaysThroughEveryLevelWithStricterLevelsKeepingLess() {
        let signals = Self.busyDay()
        // Credited once held first minutes are released. Lenient drops only the 5-tick flood;
        // moderate also withholds the phone's 8 parallel minutes and the iPad's 5 off-clock
        // minutes (the 10 beyond 60 unbroken are only flagged); strict 25 beyond 45.
        let kept = ValidationStrictness.allCases.map { Replay(signals, $0).creditedCount() }
        XCTAssertEqual(kept, [115, 102, 77])
        let flags = Replay(signals, .moderate).flags.map(\.reason)
        XCTAssertEqual(flags, [.clockChanged, .monitoringDropped, .timeZoneChanged, .permissionLost])
    }

    func testEverySessionListsItsTicksOnceAndInOrder() {
        let replay = Replay(Self.busyDay(), .moderate)
        let indexes = replay.sessions.flatMap(\.tickIndexes)
        XCTAssertEqual(Set(indexes).count, indexes.count)
        for session in replay.sessions {
            XCTAssertEqual(session.tickIndexes, session.tickIndexes.sorted())
            XCTAssertLessThanOrEqual(session.minutesKept, session.minutes)
            XCTAssertLessThanOrEqual(session.minutes, session.tickIndexes.count)
        }
    }
}
