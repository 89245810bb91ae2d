import Platform
import Simulation
import XCTest
import YAMLSubset

@testable import Scenarios

/// The `background:` block, the power keys of a device, the background actions and repeated
/// steps: what each decodes to, and the located error for each kind of mistake.
final class ScenarioDecoderBackgroundTests: XCTestCase {
    func testTheBackgroundBlockSetsTheSchedulerModel() throws {
        let scenario = try XCTUnwrap(
            decodeValid(
                ScenarioFixture.with(
                    """
                    background:
                      refresh_delay: uniform 10m 2h
                      refresh_never: 10%
                      processing_delay: lognormal 20m 0.75
                      refresh_budget: 5s
                      early_expiration: 0
                      work_item: 500ms

                    """)))
        var expected = BackgroundSchedulerModel()
        expected.refreshDelay = .explicit(.uniform(minMs: 600_000, maxMs: 7_200_000))
        expected.refreshNeverChancePercent = 10
        expected.processingDelay = .logNormal(medianMs: 1_200_000, sigmaThousandths: 750)
        expected.refreshBudgetMs = 5_000
        expected.earlyExpirationChancePercent = 0
        expected.workItemMs = 500
        XCTAssertEqual(scenario.background, expected)
    }

    func testTheRefreshDelayFollowsUsageUnlessTheScenarioGivesADistribution() throws {
        XCTAssertEqual(try XCTUnwrap(decodeValid(ScenarioFixture.with(""))).background.refreshDelay, .byUsage)
        let byUsage = try XCTUnwrap(decodeValid(ScenarioFixture.with("background:\n  refresh_delay: by_usage\n")))
        XCTAssertEqual(byUsage.background.refreshDelay, .byUsage)
        let fixed = try XCTUnwrap(decodeValid(ScenarioFixture.with("background:\n  refresh_delay: fixed 10m\n")))
        XCTAssertEqual(fixed.background.refreshDelay, .explicit(.fixed(ms: 600_000)))
    }

    func testAMalformedRefreshDelayIsLocatedWithEveryForm() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("background:\n  refresh_delay: by-usage\n"), line: 18, column: 18,
            message: "'by-usage' is not a delay distribution", help: ScenarioNumberFormat.refreshDelayHelp
        )
    }

    func testAMalformedDelayIsLocatedWithTheThreeForms() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("background:\n  processing_delay: gaussian 30m\n"), line: 18, column: 21,
            message: "'gaussian 30m' is not a delay distribution", help: ScenarioNumberFormat.delayHelp
        )
    }

    func testAUniformDelayWithItsEndsSwappedIsAnError() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("background:\n  refresh_delay: uniform 2h 10m\n"), line: 18, column: 18,
            message: "'uniform 2h 10m' has its minimum above its maximum", help: ScenarioNumberFormat.refreshDelayHelp
        )
    }

    func testABudgetUnderASecondIsRefused() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("background:\n  refresh_budget: 500ms\n"), line: 18, column: 19,
            message: "'refresh_budget' must be at least 1s", help: nil
        )
    }

    func testAnUnknownBackgroundKeySuggestsTheNearest() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("background:\n  refresh_dealy: fixed 1m\n"), line: 18, column: 3,
            message: "unknown key 'refresh_dealy' in 'background'", help: "did you mean 'refresh_delay'?"
        )
    }

    func testAPercentageAboveOneHundredIsAnError() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("background:\n  refresh_never: 120%\n"), line: 18, column: 18,
            message: "'120%' is not a percentage", help: "write a whole percentage from 0% to 100%"
        )
    }

    func testSigmaKeepsThreeDecimalPlacesExactly() {
        XCTAssertEqual(ScenarioNumberFormat.thousandths("1.2"), 1_200)
        XCTAssertEqual(ScenarioNumberFormat.thousandths("0.125"), 125)
        XCTAssertEqual(ScenarioNumberFormat.thousandths("2"), 2_000)
        XCTAssertNil(ScenarioNumberFormat.thousandths("0.1234"))
        XCTAssertNil(ScenarioNumberFormat.thousandths("-1"))
        XCTAssertNil(ScenarioNumberFormat.thousandths("1."))
    }

    func testADevicesPowerKeysAreRead() throws {
        let text = ScenarioFixture.replacing(
            "devices: [alex-ipad]",
            with: """
                devices:
                        - name: alex-ipad
                          battery: 35%
                          charging: true
                          low_power: true
                          background_app_refresh: false
                """)
        let device = try XCTUnwrap(decodeValid(text)?.devices.first)
        XCTAssertEqual(device.batteryPercent, 35)
        XCTAssertTrue(device.isCharging)
        XCTAssertTrue(device.isLowPowerMode)
        XCTAssertFalse(device.isBackgroundAppRefreshOn)
    }

    func testABackgroundSwitchIsOnOrOff() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("timeline:\n  - at: 07:30\n    low_power: yes\n"), line: 19, column: 16,
            message: "'low_power' is on or off, not 'yes'", help: "write low_power: on or low_power: off"
        )
    }

    func testRunTaskNamesAKindOfTask() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("timeline:\n  - at: 07:30\n    run_task: refersh\n"), line: 19, column: 15,
            message: "unknown task kind 'refersh'", help: "did you mean 'refresh'?"
        )
    }

    func testTheBackgroundActionsDecode() throws {
        let scenario = try XCTUnwrap(
            decodeValid(
                ScenarioFixture.with(
                    """
                    timeline:
                      - at: 07:30
                        plug: alex-ipad
                      - at: 07:31
                        low_power: on
                      - at: 07:32
                        background_refresh: off
                      - at: 07:33
                        force_quit: alex-ipad
                      - at: 07:34
                        launch: alex-ipad
                        for: 2m
                      - at: 07:35
                        run_task: processing
                      - at: 07:36
                        unplug: alex-ipad

                    """)))
        let ipad = DeviceID("alex-ipad")
        XCTAssertEqual(
            scenario.timeline.map(\.kindValue),
            [
                AnyHashable(PlugAction(device: ipad)), AnyHashable(LowPowerAction(isOn: true, device: ipad)),
                AnyHashable(BackgroundRefreshAction(isOn: false, device: ipad)),
                AnyHashable(ForceQuitAction(device: ipad, isParentPhone: false)),
                AnyHashable(LaunchAction(device: ipad, durationMs: 120_000, lockAfter: true)),
                AnyHashable(RunTaskAction(kind: .processing, device: ipad)), AnyHashable(UnplugAction(device: ipad)),
            ])
    }

    func testEveryRepeatsAStepThroughTheEndOfTheRun() throws {
        let scenario = try XCTUnwrap(
            decodeValid(
                ScenarioFixture.with(
                    """
                    timeline:
                      - at: 21:00
                        plug: alex-ipad
                        every: 4h
                      - at: 22:00
                        unplug: alex-ipad

                    """)))
        // 21:00, 01:00, 05:00 (the run ends at 07:00 on day 2), with the 22:00 step in time order.
        let start = scenario.start.instant
        XCTAssertEqual(scenario.timeline.map { $0.time.milliseconds(since: start) / 3_600_000 }, [14, 15, 18, 22])
        let plug = AnyHashable(PlugAction(device: DeviceID("alex-ipad")))
        let unplug = AnyHashable(UnplugAction(device: DeviceID("alex-ipad")))
        XCTAssertEqual(scenario.timeline.map(\.kindValue), [plug, unplug, plug, plug])
    }

    func testUntilEndsTheRepetitions() throws {
        let scenario = try XCTUnwrap(
            decodeValid(
                ScenarioFixture.with(
                    """
                    timeline:
                      - at: 08:00
                        lock: alex-ipad
                        every: 1h
                        until: 10:30

                    """)))
        XCTAssertEqual(scenario.timeline.count, 3)
    }

    func testUntilWithoutEveryIsAnError() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("timeline:\n  - at: 07:30\n    lock: alex-ipad\n    until: 09:00\n"),
            line: 20, column: 5, message: "'until' needs 'every'",
            help: "add every: 1d to repeat the step, or remove until"
        )
    }

    func testTooManyRepetitionsAreRefused() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("timeline:\n  - at: 07:30\n    lock: alex-ipad\n    every: 1m\n")
                .replacingOccurrences(of: "duration: 1d", with: "duration: 1w"),
            line: 20, column: 12, message: "this step would repeat 10051 times; at most 10000",
            help: "use a longer interval or an earlier 'until'"
        )
    }
}
