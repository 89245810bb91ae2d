import FamilyApp
import Platform
import XCTest

@testable import Scenarios

/// An older build's write of the settings record: kept fields survive it, dropped ones are a
/// lost change the intent checker names; and a version the app never had is a located error.
final class AppVersionsRunTests: XCTestCase {
    func testAnOlderBuildThatDropsUnknownFieldsLosesTheNewerChangeAndTheCheckerNamesIt() throws {
        let text = try IntentCheckerRunTests.scenarioText(
            "Scenarios/examples/failing/older-app-drops-newer-fields.yaml")
        let outcome = try XCTUnwrap(run(text))
        let intents = try XCTUnwrap(outcome.checks.first { $0.text == "checker intents" })
        XCTAssertEqual(intents.status, .failed)
        XCTAssertEqual(
            intents.message,
            "first seen at 2026-03-02T12:00:00.000+01:00: lost: app.youtube left alex's settings on the service: a "
                + "save replaced the record without it")
    }

    func testTheSameFamilyWithAnOlderBuildThatKeepsThemPassesEveryChecker() throws {
        let text = try IntentCheckerRunTests.scenarioText("Scenarios/sync/versions/older-app-keeps-newer-fields.yaml")
        let outcome = try XCTUnwrap(run(text))
        XCTAssertTrue(
            outcome.passed, outcome.checks.filter { $0.status != .passed }.map(\.text).joined(separator: ", "))
    }

    func testAVersionTheAppNeverHadIsALocatedError() {
        let text = ScenarioFixture.replacing("    - name: sam\n", with: "    - name: sam\n      app_version: 2.0\n")
        let (scenario, diagnostics) = decode(text)
        XCTAssertNil(scenario)
        XCTAssertEqual(diagnostics.map(\.location.line), [8])
        XCTAssertTrue(diagnostics.first?.message.contains("'2.0'") ?? false, diagnostics.first?.message ?? "")
        XCTAssertEqual(diagnostics.first?.help, "did you mean '1.0'?")
    }
}
