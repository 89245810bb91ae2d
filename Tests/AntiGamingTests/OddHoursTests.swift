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

    /// The rule's row of the level table: no window at lenient; moderate 00:00–05:00 with a
    /// carried run flagged for its first hour there; strict 22:00–06:00, every minute withheld.
    func testEachLevelHasItsWindowAndCarriedAllowance() {
        XCTAssertNil(OddHoursRule.parameters(for: .lenient))
        XCTAssertEqual(OddHoursRule.parameters(for: .moderate)?.window.description, "00:00–05:00")
        XCTAssertEqual(OddHoursRule.parameters(for: .moderate)?.carriedMinutesMax, 60)
        XCTAssertEqual(OddHoursRule.parameters(for: .strict)?.window.description, "22:00–06:00")
        XCTAssertEqual(OddHoursRule.parameters(for: .strict)?.carriedMinutesMax, 0)
        XCTAssertEqual(StrictnessPolicy(.moderate).oddHours, OddHoursRule.parameters(for: .moderate))
    }

    /// The parents' withhold takes the carried allowance away; their review flags and keeps.
    func testTheParentsChoiceChangesTheResponseNotTheWindow() {
        let moderate = OddHoursRule.parameters(for: .moderate)
        XCTAssertEqual(moderate?.chosen(by: .withhold)?.carriedMinutesMax, 0)
        XCTAssertEqual(moderate?.chosen(by: .review)?.response, .flag)
        XCTAssertEqual(moderate?.chosen(by: .review)?.window, moderate?.window)
        XCTAssertNil(moderate?.chosen(by: .off))
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

/// A run begun before the window and carried on into it is judged by where it began.
final class OddHoursCarriedRunTests: XCTestCase {
    /// Homework from 23:40 to 01:20 (100 minutes, a tick at the end of each): 23:41…23:59 and
    /// the first 60 minutes after midnight (00:00…00:59) credited, the session after midnight
    /// flagged oddHours; 01:00…01:20 (21 minutes) withheld.
    private func homeworkPastMidnight() -> [UsageSignal] {
        var script = UsageScript(hour: 23, minute: 40)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 100)
        return script.signals
    }

    func testARunBegunBeforeMidnightIsFlaggedForItsFirstHourAtModerate() {
        let replay = Replay(homeworkPastMidnight(), .moderate)
        XCTAssertEqual(replay.creditedCount(), 79)
        XCTAssertEqual(replay.sessions.map(\.minutes), [19, 81])
        XCTAssertEqual(replay.sessions[1].minutesKept, 60)
        XCTAssertTrue(replay.sessions[1].reasons.contains(.oddHours))
        XCTAssertEqual(replay.assessments[19].reasons.first, .oddHours)
        XCTAssertEqual(replay.assessments[79], TickAssessment(isKept: false, reasons: [.oddHours, .unbrokenSession]))
    }

    /// Strict's window opens at 22:00 and carries nothing: all 100 withheld. The parents'
    /// `withhold` at moderate withholds from midnight: 19 kept; their `review` keeps all 100.
    func testStrictAndTheParentsWithholdFromTheWindowsFirstMinute() {
        XCTAssertEqual(Replay(homeworkPastMidnight(), .strict).creditedCount(), 0)
        let withhold = ValidatorSettings(choices: ParentChoices(oddHours: .withhold))
        XCTAssertEqual(Replay(homeworkPastMidnight(), .moderate, settings: withhold).creditedCount(), 19)
        let review = ValidatorSettings(choices: ParentChoices(oddHours: .review))
        XCTAssertEqual(Replay(homeworkPastMidnight(), .moderate, settings: review).creditedCount(), 100)
    }

    /// A night begun at 00:10 gets nothing, and a run that stopped at 23:50 carries nothing into
    /// a new one begun at 00:05 (15 minutes later, beyond the 2-minute gap).
    func testARunBegunInsideTheWindowIsWithheld() {
        var script = UsageScript(hour: 23, minute: 40)
        script.startInterval("phone")
        script.use("phone", "math", minutes: 10)
        script.advance(minutes: 15)
        script.use("phone", "math", minutes: 20)
        XCTAssertEqual(Replay(script.signals, .moderate).creditedCount(), 10)
    }
}
