import XCTest
import YAMLSubset

@testable import Scenarios

/// Problems in the scenario's own keys, its family, its settings and its apps.
final class ScenarioDecoderHeaderTests: XCTestCase {
    func testAMisspeltTopLevelKeyIsNamedWithTheKeyItMeantAndNotAlsoReportedMissing() {
        assertOnlyDiagnostic(
            ScenarioFixture.replacing("duration: 1d", with: "duraton: 1d"), line: 4, column: 1,
            message: "unknown key 'duraton' in the scenario", help: "did you mean 'duration'?"
        )
        let misspelt = decode(ScenarioFixture.replacing("duration: 1d", with: "duraton: 1d"))
        XCTAssertEqual(misspelt.diagnostics.first?.length, 7, "the underline covers the whole key")
    }

    func testAMisspeltSettingsKeySuggestsTheSetting() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("settings:\n  conversion_rte: 2\n"), line: 18, column: 3,
            message: "unknown key 'conversion_rte' in 'settings'", help: "did you mean 'conversion_rate'?"
        )
    }

    func testAMissingStartIsReportedAtTheTopOfTheFile() {
        assertOnlyDiagnostic(
            ScenarioFixture.replacing("start: 2026-03-02 07:00 +01:00\n", with: ""), line: 1, column: 1,
            message: "missing key 'start' in the scenario", help: "add 'start: …'"
        )
    }

    func testOnlyVersionOneIsRead() {
        assertOnlyDiagnostic(
            ScenarioFixture.replacing("version: 1", with: "version: 2"), line: 1, column: 10,
            message: "unsupported scenario version '2'", help: "this RewardSim reads version 1"
        )
    }

    func testARedemptionExpiryBelowFifteenMinutesIsOutOfRange() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("settings:\n  redemption_expiry: 10m\n"), line: 18, column: 22,
            message: "'10m' is out of range", help: "use 15m to 7d"
        )
    }

    func testAnAutoLockThatIOSDoesNotOfferIsRefused() {
        let text = ScenarioFixture.replacing(
            "      devices: [alex-ipad]\n",
            with: "      devices:\n        - name: alex-ipad\n          auto_lock: 10m\n"
        )
        assertOnlyDiagnostic(
            text, line: 12, column: 22, message: "'10m' is not an Auto-Lock setting",
            help: "iOS offers 30s, 1m, 2m, 3m, 4m, 5m or never"
        )
    }

    func testADeviceCannotTakeTheNameOfAPerson() {
        assertOnlyDiagnostic(
            ScenarioFixture.replacing("devices: [alex-ipad]", with: "devices: [alex]"), line: 10, column: 17,
            message: "the name 'alex' is already used", help: "people and devices need distinct names"
        )
    }

    func testAnAppDeclaredTwiceIsReportedAtTheSecondDeclaration() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("  - id: duolingo\n    category: reward\n"), line: 17, column: 9,
            message: "app 'duolingo' is declared twice", help: nil
        )
    }

    func testEveryProblemOfAFileIsReportedSortedByPlace() {
        let text =
            ScenarioFixture.replacing("version: 1", with: "version: 2") + """
                settings:
                  conversion_rte: 2
                colour: red
                timeline:
                  - at: 07:30
                    use: minecraf
                    for: 30m
                expect:
                  - earnd(alex) == 10

                """
        let (scenario, diagnostics) = decode(text)
        XCTAssertNil(scenario)
        XCTAssertEqual(diagnostics.map(\.location.description), ["1:10", "18:3", "19:1", "22:10", "25:5"])
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "unsupported scenario version '2'",
                "unknown key 'conversion_rte' in 'settings'",
                "unknown key 'colour' in the scenario",
                "unknown app 'minecraf'",
                "unknown function 'earnd'",
            ])
    }
}
