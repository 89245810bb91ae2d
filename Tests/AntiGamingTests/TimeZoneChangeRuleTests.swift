import Platform
import XCTest

@testable import AntiGaming

/// The zone rule alone, on its own state: how long a change keeps a device's minutes suspect,
/// and what closes the window. The whole validator's view is `ClockAndZoneTests`.
final class TimeZoneChangeRuleTests: XCTestCase {
    /// 15:00 on 2 March at +09:00, the new zone: 06:00 UTC.
    private let change = LocalTimestamp(
        instant: Instant(millisecondsSinceEpoch: 1_772_431_200_000), utcOffsetSeconds: 9 * 3600
    )
    private let hourMs = Instant.millisecondsPerHour

    private func minute(hoursAfterChange hours: Int64) -> Int64 {
        change.instant.millisecondsSinceEpoch + hours * hourMs
    }

    func testTheChangeIsFifteenHundredLocal() {
        XCTAssertEqual(change.millisecondOfDay, 15 * hourMs)
    }

    /// Moderate: a change at 15:00 is flagged until 24:00 — 23:59 suspect, 00:00 not.
    func testModerateFlagsUntilTheNextLocalMidnight() throws {
        let moderate = try XCTUnwrap(TimeZoneChangeRule.parameters(for: .moderate))
        var rule = TimeZoneChangeRule()
        XCTAssertTrue(
            rule.noteChange(to: change, isBackHome: false, requiresAutomaticDateAndTime: false, parameters: moderate))
        XCTAssertEqual(rule.judge(trustedMs: minute(hoursAfterChange: 9) - 60_000, parameters: moderate), .flag)
        XCTAssertNil(rule.judge(trustedMs: minute(hoursAfterChange: 9), parameters: moderate))
    }

    /// Strict: withheld for 24 h, to 15:00 the next day; a change back home closes nothing.
    func testStrictWithholdsForADay() throws {
        let strict = try XCTUnwrap(TimeZoneChangeRule.parameters(for: .strict))
        var rule = TimeZoneChangeRule()
        XCTAssertTrue(
            rule.noteChange(to: change, isBackHome: false, requiresAutomaticDateAndTime: false, parameters: strict))
        XCTAssertEqual(rule.judge(trustedMs: minute(hoursAfterChange: 23), parameters: strict), .withhold)
        XCTAssertNil(rule.judge(trustedMs: minute(hoursAfterChange: 24), parameters: strict))
        XCTAssertEqual(TimeZoneChangeRule.valuesText(for: .strict), "24 h, withhold")
    }

    /// Back home at moderate: the day boundary is where it was; the window closes, no flag.
    func testAChangeBackHomeClosesAWindowToMidnight() throws {
        let moderate = try XCTUnwrap(TimeZoneChangeRule.parameters(for: .moderate))
        var rule = TimeZoneChangeRule()
        _ = rule.noteChange(to: change, isBackHome: false, requiresAutomaticDateAndTime: false, parameters: moderate)
        let back = LocalTimestamp(
            instant: Instant(millisecondsSinceEpoch: minute(hoursAfterChange: 1)), utcOffsetSeconds: 3600)
        XCTAssertFalse(
            rule.noteChange(to: back, isBackHome: true, requiresAutomaticDateAndTime: false, parameters: moderate))
        XCTAssertNil(rule.judge(trustedMs: minute(hoursAfterChange: 2), parameters: moderate))
    }

    /// Automatic date and time required: a change is a trip — no flag, no window.
    func testAutomaticDateAndTimeMakesAChangeATrip() throws {
        let strict = try XCTUnwrap(TimeZoneChangeRule.parameters(for: .strict))
        var rule = TimeZoneChangeRule()
        XCTAssertFalse(
            rule.noteChange(to: change, isBackHome: false, requiresAutomaticDateAndTime: true, parameters: strict))
        XCTAssertNil(rule.judge(trustedMs: minute(hoursAfterChange: 1), parameters: strict))
        XCTAssertEqual(StrictnessPolicy(.strict).timeZoneChange, strict)
    }
}
