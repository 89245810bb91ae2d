import Platform
import XCTest

@testable import AntiGaming

/// The clock rule alone, on its own state: what a minute gets while the clock is off and on the
/// rest of a day a change was seen on. The whole validator's view is `ClockAndZoneTests`.
final class ClockChangeRuleTests: XCTestCase {
    private let march2 = CivilDate(year: 2026, month: 3, day: 2)

    /// Tolerances 5, 2 and 1 min; withheld from moderate; strict withholds the rest of the day.
    func testEachLevelHasItsToleranceAndResponse() {
        XCTAssertEqual(ClockChangeRule.parameters(for: .lenient)?.toleranceMs, 300_000)
        XCTAssertEqual(ClockChangeRule.parameters(for: .lenient)?.response, .flag)
        XCTAssertEqual(ClockChangeRule.parameters(for: .moderate)?.toleranceMs, 120_000)
        XCTAssertEqual(ClockChangeRule.parameters(for: .moderate)?.response, .withhold)
        XCTAssertEqual(ClockChangeRule.parameters(for: .strict)?.withholdsRestOfDay, true)
        XCTAssertEqual(StrictnessPolicy(.moderate).clockChange, ClockChangeRule.parameters(for: .moderate))
        XCTAssertEqual(ClockChangeRule.valuesText(for: .strict), "tolerance 1 min, withhold, and the rest of that day")
    }

    /// Moderate: a minute while the clock is off is withheld; once it is set right, the next is
    /// not — a change seen at 10:00 withholds nothing at 18:00.
    func testModerateJudgesOnlyWhileTheClockIsOff() throws {
        let moderate = try XCTUnwrap(ClockChangeRule.parameters(for: .moderate))
        var rule = ClockChangeRule()
        rule.noteReading(isClockOff: true, date: march2, parameters: moderate)
        XCTAssertEqual(rule.judge(isClockOff: true, date: march2, parameters: moderate), .withhold)
        rule.noteReading(isClockOff: false, date: march2, parameters: moderate)
        XCTAssertNil(rule.judge(isClockOff: false, date: march2, parameters: moderate))
    }

    /// Strict: the clock set forward at 10:00 and back at 10:10 still withholds a minute at
    /// 18:00 that day, and none the next day.
    func testStrictWithholdsTheRestOfTheDayOfAChange() throws {
        let strict = try XCTUnwrap(ClockChangeRule.parameters(for: .strict))
        var rule = ClockChangeRule()
        rule.noteReading(isClockOff: true, date: march2, parameters: strict)
        rule.noteReading(isClockOff: false, date: march2, parameters: strict)
        XCTAssertEqual(rule.judge(isClockOff: false, date: march2, parameters: strict), .withhold)
        XCTAssertNil(rule.judge(isClockOff: false, date: march2.adding(days: 1), parameters: strict))
    }

    /// Lenient flags the minutes and keeps them.
    func testLenientFlags() throws {
        let lenient = try XCTUnwrap(ClockChangeRule.parameters(for: .lenient))
        var rule = ClockChangeRule()
        rule.noteReading(isClockOff: true, date: march2, parameters: lenient)
        XCTAssertEqual(rule.judge(isClockOff: true, date: march2, parameters: lenient), .flag)
        XCTAssertNil(rule.judge(isClockOff: false, date: march2, parameters: lenient))
    }
}
