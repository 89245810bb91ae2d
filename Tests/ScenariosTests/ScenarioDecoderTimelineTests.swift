import XCTest
import YAMLSubset

@testable import Scenarios

/// Problems in timeline steps. Every text starts at line 17 with `timeline:`, so the first
/// step's `at` key is at 18:5 and its value at 18:9.
final class ScenarioDecoderTimelineTests: XCTestCase {
    func step(_ lines: String) -> String {
        ScenarioFixture.with("timeline:\n  - at: 07:30\n" + lines)
    }

    func testAnUnknownAppSuggestsTheDeclaredOne() {
        assertOnlyDiagnostic(
            step("    use: minecraf\n    for: 30m\n"), line: 19, column: 10,
            message: "unknown app 'minecraf'", help: "did you mean 'minecraft'?"
        )
    }

    func testAnUnknownDeviceSuggestsTheDeclaredOne() {
        assertOnlyDiagnostic(
            step("    lock: alex-ipd\n"), line: 19, column: 11,
            message: "unknown device 'alex-ipd'", help: "did you mean 'alex-ipad'?"
        )
    }

    func testAnUnknownChildSuggestsTheDeclaredOne() {
        assertOnlyDiagnostic(
            step("    adjust: +5 points\n    child: alx\n    by: sam\n"), line: 20, column: 12,
            message: "unknown child 'alx'", help: "did you mean 'alex'?"
        )
    }

    func testAnUnknownParentSuggestsTheDeclaredOne() {
        assertOnlyDiagnostic(
            step("    adjust: +5 points\n    by: sma\n"), line: 20, column: 9,
            message: "unknown parent 'sma'", help: "did you mean 'sam'?"
        )
    }

    func testAStepWithoutAnActionListsTheActions() {
        assertOnlyDiagnostic(
            step("    for: 30m\n"), line: 18, column: 5, message: "this timeline step has no action",
            help:
                "add one of: use, switch, lock, unlock, sleep, wake, idle, redeem, adjust, set, set_app, "
                + "request_reward, "
                + "approve_reward, deny_reward, plug, unplug, "
                + "reboot, power_off, power_on, "
                + "low_power, background_refresh, force_quit, launch, run_task, leave_on, switch_rapidly, set_clock, "
                + "set_time_zone, travel, revoke_permission, restore_permission, delete_app, reinstall_app, "
                + "partition, heal, lose_answers, cloud_error, "
                + "expire_tokens, invite, accept_invitation, open_app, remove_parent, subscribe, cancel_renewal, "
                + "restore_purchases, replace_phone, update_app, co_parents, update_ios"
        )
    }

    func testAStepWithTwoActionsIsReportedAtTheSecondAction() {
        let (scenario, diagnostics) = decode(step("    use: duolingo\n    for: 30m\n    lock: alex-ipad\n"))
        XCTAssertNil(scenario)
        let twoActions = diagnostics.first { $0.message.hasPrefix("a timeline step takes one action") }
        XCTAssertEqual(twoActions?.message, "a timeline step takes one action, but this one also has 'lock'")
        XCTAssertEqual(twoActions?.location, SourceLocation(line: 21, column: 5))
        XCTAssertEqual(twoActions?.help, "split it into two steps")
    }

    func testAStepAfterTheEndOfTheRunNamesTheEnd() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("timeline:\n  - at: day 2 08:00\n    lock: alex-ipad\n"),
            line: 18, column: 9,
            message: "'day 2 08:00' is after the end of the run (2026-03-03T07:00:00.000+01:00)",
            help: "lengthen 'duration' or move the step"
        )
    }

    func testDayNineOfAOneDayRunIsAfterTheEnd() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("timeline:\n  - at: day 9 07:00\n    lock: alex-ipad\n"),
            line: 18, column: 9,
            message: "'day 9 07:00' is after the end of the run (2026-03-03T07:00:00.000+01:00)",
            help: "lengthen 'duration' or move the step"
        )
    }

    func testAStepBeforeTheStartSuggestsALaterDay() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("timeline:\n  - at: 06:30\n    lock: alex-ipad\n"), line: 18, column: 9,
            message: "'06:30' is before the start of the run (2026-03-02T07:00:00.000+01:00)",
            help: "use day 2 07:30 for a later day"
        )
    }

    func testAnHourOfTwentyFiveIsNotATimeOfDay() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("timeline:\n  - at: 25:00\n    lock: alex-ipad\n"), line: 18, column: 9,
            message: "'25:00' is not a time of day",
            help: ScenarioFixture.timeOfDayHelp
        )
    }

    func testADurationWithoutAUnitAsksForOne() {
        assertOnlyDiagnostic(
            step("    use: duolingo\n    for: 30\n"), line: 20, column: 10,
            message: "'30' has no valid unit", help: "add a unit: 30m for minutes, 30s for seconds"
        )
    }

    func testANegativeDurationIsRefused() {
        assertOnlyDiagnostic(
            step("    use: duolingo\n    for: -5m\n"), line: 20, column: 10,
            message: "a duration cannot be negative", help: "write a positive duration such as 30m"
        )
    }

    func testThenIsLockOrStay() {
        assertOnlyDiagnostic(
            step("    use: duolingo\n    for: 30m\n    then: sleep\n"), line: 21, column: 11,
            message: "'then' is lock or stay, not 'sleep'",
            help: "lock: the child locks the device; stay: it is left on, and Auto-Lock decides"
        )
    }

    func testUseNeedsToKnowHowLongItLasts() {
        assertOnlyDiagnostic(
            step("    use: duolingo\n"), line: 18, column: 5,
            message: "'use' needs 'for', how long it lasts", help: "add e.g. for: 30m"
        )
    }
}
