import AntiGaming
import XCTest

/// The parents' say over the rules that can punish an honest pattern.
final class RuleChoiceTests: XCTestCase {
    /// Five days of 30 minutes at 16:01 (a timetable, or a bot): 150 minutes.
    private func timetable() -> [UsageSignal] {
        var script = UsageScript(hour: 8)
        for day in 1...5 {
            script.advance(toDay: day, hour: 16)
            script.startInterval("tablet")
            script.use("tablet", "spelling", minutes: 30)
        }
        return script.signals
    }

    /// Moderate withholds days 3–5 (90 minutes); under review it keeps all 150 and the three
    /// sessions still carry the reason for the parents; off, nothing is suspected.
    func testTheRegularPatternRuleWithheldReviewedOrOff() {
        XCTAssertEqual(Replay(timetable(), .moderate).creditedCount(), 60)
        let reviewed = Replay(
            timetable(), .moderate, settings: ValidatorSettings(choices: ParentChoices(regularPattern: .review)))
        XCTAssertEqual(reviewed.creditedCount(), 150)
        XCTAssertEqual(
            reviewed.sessions.map { $0.reasons.contains(.regularPattern) }, [false, false, true, true, true])
        XCTAssertTrue(reviewed.sessions[2].details.suspiciousActivityDetected)
        let off = Replay(
            timetable(), .moderate, settings: ValidatorSettings(choices: ParentChoices(regularPattern: .off)))
        XCTAssertEqual(off.creditedCount(), 150)
        XCTAssertTrue(off.sessions.allSatisfy { $0.reasons.isEmpty })
    }

    /// One session of 70 minutes from 16:01. Strict withholds beyond 45 (25); `review` keeps all
    /// 70; moderate with `withhold` withholds beyond its 60 (10).
    func testTheSessionLengthLimitFollowsTheChoice() {
        var script = UsageScript(hour: 16)
        script.startInterval("tablet")
        script.use("tablet", "spelling", minutes: 70)
        let signals = script.signals
        XCTAssertEqual(Replay(signals, .strict).creditedCount(), 45)
        XCTAssertEqual(
            Replay(signals, .strict, settings: ValidatorSettings(choices: ParentChoices(sessionLength: .review)))
                .creditedCount(), 70)
        XCTAssertEqual(Replay(signals, .moderate).creditedCount(), 70)
        XCTAssertEqual(
            Replay(signals, .moderate, settings: ValidatorSettings(choices: ParentChoices(sessionLength: .withhold)))
                .creditedCount(), 60)
    }

    /// Twenty minutes from 00:30: moderate's 00:00–05:00 window withholds them; reviewed, they
    /// are kept and flagged. Lenient has no window, and `withhold` gives it none.
    func testTheOddHoursWindowFollowsTheChoiceButIsNeverWidened() {
        var script = UsageScript(day: 2, hour: 0, minute: 30)
        script.startInterval("tablet")
        script.use("tablet", "spelling", minutes: 20)
        let signals = script.signals
        XCTAssertEqual(Replay(signals, .moderate).creditedCount(), 0)
        let reviewed = Replay(
            signals, .moderate, settings: ValidatorSettings(choices: ParentChoices(oddHours: .review)))
        XCTAssertEqual(reviewed.creditedCount(), 20)
        XCTAssertEqual(reviewed.sessions[0].reasons, [.oddHours])
        XCTAssertEqual(
            Replay(signals, .lenient, settings: ValidatorSettings(choices: ParentChoices(oddHours: .withhold)))
                .creditedCount(), 20)
        XCTAssertNil(StrictnessPolicy.lenient.chosen(by: ParentChoices(oddHours: .withhold)).oddHours)
    }
}
