import Platform
import XCTest
import YAMLSubset

@testable import Scenarios

/// `deny_app_removal` and the steps `delete_app` / `reinstall_app`, read from a scenario.
/// Texts extend ScenarioFixture, so their first line is line 17.
final class AppRemovalDecodingTests: XCTestCase {
    private func step(_ lines: String) -> String {
        ScenarioFixture.with("timeline:\n  - at: 07:30\n" + lines)
    }

    func testDenyAppRemovalIsReadAndDefaultsToFalse() {
        XCTAssertEqual(
            decode(ScenarioFixture.with("settings:\n  deny_app_removal: true\n")).scenario?.deniesAppRemoval, true)
        XCTAssertEqual(
            decode(ScenarioFixture.with("settings:\n  deny_app_removal: false\n")).scenario?.deniesAppRemoval, false)
        XCTAssertEqual(
            decode(ScenarioFixture.with("settings:\n  default_points_per_hour: 60\n")).scenario?.deniesAppRemoval, false
        )
        XCTAssertEqual(decode(ScenarioFixture.header).scenario?.deniesAppRemoval, false)
    }

    func testDenyAppRemovalTakesABoolean() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("settings:\n  deny_app_removal: yes\n"), line: 18, column: 21,
            message: "'yes' is not true or false", help: "write true or false (yes/no/on/off are not booleans here)"
        )
    }

    func testAMisspeltDenyAppRemovalSuggestsTheKey() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("settings:\n  deny_app_remove: true\n"), line: 18, column: 3,
            message: "unknown key 'deny_app_remove' in 'settings'", help: "did you mean 'deny_app_removal'?"
        )
    }

    func testTheStepsNameADeviceAndDeletionTakesALabel() {
        let scenario = decode(
            step("    delete_app: alex-ipad\n    as: app_deleted\n  - at: 08:00\n    reinstall_app: alex-ipad\n")
        ).scenario
        XCTAssertEqual(
            scenario?.timeline.map(\.kindValue),
            [
                AnyHashable(DeleteAppAction(device: DeviceID("alex-ipad"))),
                AnyHashable(ReinstallAppAction(device: DeviceID("alex-ipad"))),
            ])
        XCTAssertEqual(scenario?.timeline.first?.label, .technique(.appDeleted))
        XCTAssertEqual(scenario?.timeline.map(\.device?.rawValue), ["alex-ipad", "alex-ipad"])
    }

    func testDeleteAppOnAnUnknownDeviceSuggestsTheDeclaredOne() {
        assertOnlyDiagnostic(
            step("    delete_app: alex-ipd\n"), line: 19, column: 17,
            message: "unknown device 'alex-ipd'", help: "did you mean 'alex-ipad'?"
        )
    }

    func testReinstallAppTakesNoLabel() {
        assertOnlyDiagnostic(
            step("    reinstall_app: alex-ipad\n    as: app_deleted\n"), line: 20, column: 5,
            message: "unknown key 'as' in a 'reinstall_app' step", help: "did you mean 'at'?"
        )
    }
}
