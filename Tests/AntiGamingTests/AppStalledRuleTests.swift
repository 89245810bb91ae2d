import Platform
import XCTest

@testable import AntiGaming

/// The stalled-app rule alone, on its own state: the silence since the last run of the app,
/// less the time the device lay off or too low on battery to run it. The whole validator's view
/// is `AppStalledTests`.
final class AppStalledRuleTests: XCTestCase {
    private let hourMs = Instant.millisecondsPerHour

    private func moderate() throws -> AppStalledRule.Parameters {
        try XCTUnwrap(AppStalledRule.parameters(for: .moderate))
    }

    func testEachLevelHasItsSilence() {
        XCTAssertEqual(AppStalledRule.parameters(for: .lenient)?.afterMs, 72 * hourMs)
        XCTAssertEqual(AppStalledRule.parameters(for: .moderate)?.afterMs, 24 * hourMs)
        XCTAssertEqual(AppStalledRule.parameters(for: .strict)?.afterMs, 12 * hourMs)
        XCTAssertEqual(StrictnessPolicy(.strict).appStalled, AppStalledRule.parameters(for: .strict))
        XCTAssertEqual(AppStalledRule.valuesText(for: .moderate), "after 24 h, flag")
    }

    /// Moderate: a run 30 h after the one before, minutes in between, is a stall; 30 h with no
    /// minute (the device lay unused) is not; nor is a silence a background task ends.
    func testThirtyHoursWithMinutesIsAStallAtModerate() throws {
        var rule = AppStalledRule()
        XCTAssertFalse(rule.noteHostAppRan(trustedMs: 0, inBackgroundTask: false, parameters: try moderate()))
        rule.noteTick()
        XCTAssertTrue(rule.noteHostAppRan(trustedMs: 30 * hourMs, inBackgroundTask: false, parameters: try moderate()))
        XCTAssertFalse(
            rule.noteHostAppRan(trustedMs: 60 * hourMs, inBackgroundTask: false, parameters: try moderate()),
            "no minute since")
        rule.noteTick()
        XCTAssertFalse(
            rule.noteHostAppRan(trustedMs: 90 * hourMs, inBackgroundTask: true, parameters: try moderate()),
            "a background task ends it")
    }

    /// The app ran at 08:00, the last minute was delivered at 18:00 and the iPad died; it booted
    /// two days later at 09:00 and the app ran at 10:00: 11 h on, not a stall (50 h without).
    func testTimeTheDeviceLayOffIsNoSilence() throws {
        var rule = AppStalledRule()
        _ = rule.noteHostAppRan(trustedMs: 8 * hourMs, inBackgroundTask: false, parameters: try moderate())
        rule.noteTick()
        rule.noteRestart(bootMs: 57 * hourMs, lastDeliveredTickMs: 18 * hourMs)
        XCTAssertFalse(rule.noteHostAppRan(trustedMs: 58 * hourMs, inBackgroundTask: false, parameters: try moderate()))
    }

    /// Readings at 21 % at 19:00, 19 % at 20:00, 8 % the next day at 17:00, 5 % at 18:00, off
    /// the charger: 22 h too low to run the app. A run at 19:00 the next day, 35 h after 08:00,
    /// is 13 h of silence: no stall at moderate. The same readings charged are a stall.
    func testTimeOnALowBatteryIsNoSilence() throws {
        func silence(percents: [Int]) throws -> Bool {
            var rule = AppStalledRule()
            _ = rule.noteHostAppRan(trustedMs: 8 * hourMs, inBackgroundTask: false, parameters: try moderate())
            for (hour, percent) in zip([19, 20, 41, 42], percents) {
                rule.noteTick()
                rule.noteBattery(BatteryReading(percent: percent, isCharging: false), trustedMs: Int64(hour) * hourMs)
            }
            return rule.noteHostAppRan(trustedMs: 43 * hourMs, inBackgroundTask: false, parameters: try moderate())
        }
        XCTAssertFalse(try silence(percents: [21, 19, 8, 5]))
        XCTAssertTrue(try silence(percents: [80, 78, 60, 57]))
    }
}
