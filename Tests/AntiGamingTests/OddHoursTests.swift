import AntiGaming
import XCTest

final class OddHoursTests: XCTestCase {
    private func tenMinutes(from hour: Int, minute: Int = 0, count: Int = 10) -> [UsageSignal] {
        var script = UsageScript(hour: hour, minute: minute)
        script.startInterval("phone")
        script.use("phone", "math", minutes: count)
        return script.signals
    }

    func testThreeInTheMorningIsWithheldAtModerateAndStrict() {
        let signals = tenMinutes(from: 3)
        XCTAssertEqual(Replay(signals, .lenient).creditedCount(), 10)
        XCTAssertEqual(Replay(signals, .moderate).creditedCount(), 0)
        XCTAssertEqual(Replay(signals, .strict).creditedCount(), 0)
        XCTAssertEqual(Replay(signals, .moderate).assessments[0].reasons, [.oddHours])
        XCTAssertEqual(Replay(signals, .moderate).sessions[0].status, .rejected)
    }

    func testElevenAtNightIsWithheldOnlyAtStrict() {
        let signals = tenMinutes(from: 23)
        XCTAssertEqual(Replay(signals, .lenient).creditedCount(), 10)
        XCTAssertEqual(Replay(signals, .moderate).creditedCount(), 10)
        XCTAssertEqual(Replay(signals, .strict).creditedCount(), 0)
    }

    /// Ticks at 04:58, 04:59, 05:00, 05:01: the moderate window closes at 05:00.
    func testTheModerateWindowClosesAtFive() {
        let replay = Replay(tenMinutes(from: 4, minute: 57, count: 4), .moderate)
        XCTAssertEqual(replay.assessments.map(\.isKept), [false, false, true, true])
    }

    func testTheWindowsWrapMidnight() {
        let strict = OddHoursWindow(startMinuteOfDay: 22 * 60, endMinuteOfDay: 6 * 60)
        XCTAssertTrue(strict.contains(minuteOfDay: 23 * 60))
        XCTAssertTrue(strict.contains(minuteOfDay: 3 * 60))
        XCTAssertFalse(strict.contains(minuteOfDay: 6 * 60))
        XCTAssertFalse(strict.contains(minuteOfDay: 12 * 60))
        XCTAssertFalse(strict.contains(minuteOfDay: 22 * 60 - 1))
    }
}
