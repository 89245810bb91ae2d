import Platform
import Simulation
import XCTest
import YAMLSubset

@testable import Scenarios

/// Faults, personas, populations and technique steps: what they decode to, and the located
/// error for each mistake that would otherwise stop a run.
final class ScenarioDecoderAntiGamingTests: XCTestCase {
    func testAFaultDecodesWithItsParameters() throws {
        let scenario = try XCTUnwrap(
            decodeValid(
                ScenarioFixture.with(
                    """
                    faults:
                      - fault: late_delivery
                        chance: 30%
                        delay: uniform 10m 2h
                      - fault: over_count
                        factor: 1.5

                    """)))
        XCTAssertEqual(scenario.faults.map(\.spec.kind), [.lateDelivery, .overCount])
        XCTAssertEqual(scenario.faults[0].spec.chancePercent, 30)
        XCTAssertEqual(scenario.faults[0].spec.delay, .uniform(minMs: 600_000, maxMs: 7_200_000))
        XCTAssertEqual(scenario.faults[1].spec.factorThousandths, 1_500)
        XCTAssertTrue(scenario.faults[0].applies(to: DeviceID("alex-ipad")))
    }

    func testAFaultWithoutItsRequiredParameterIsAnError() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("faults:\n  - fault: authorization_lost\n"), line: 18, column: 5,
            message: "missing key 'at' in the 'authorization_lost' fault", help: "add 'at: …'"
        )
    }

    func testTheSameFaultTwiceOnADeviceIsAnError() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("faults:\n  - fault: duplicate_callbacks\n  - fault: duplicate_callbacks\n"),
            line: 19, column: 5, message: "'duplicate_callbacks' is already injected into some of these devices",
            help: "give each entry of one fault its own 'devices'"
        )
    }

    /// Listing devices that do not overlap is allowed; naming one twice is not, found in one
    /// pass however long the list (ten thousand entries once took 1.6 s).
    func testTheSameFaultOnOverlappingDevicesIsAnError() {
        assertOnlyDiagnostic(
            ScenarioFixture.with(
                "faults:\n  - fault: duplicate_callbacks\n    devices: [alex-ipad]\n"
                    + "  - fault: duplicate_callbacks\n    devices: [alex-ipad]\n"
            ),
            line: 20, column: 5, message: "'duplicate_callbacks' is already injected into some of these devices",
            help: "give each entry of one fault its own 'devices'"
        )
    }

    func testAParameterOfAnotherFaultIsAnUnknownKey() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("faults:\n  - fault: duplicate_callbacks\n    minutes: 5\n"), line: 19, column: 5,
            message: "unknown key 'minutes' in the 'duplicate_callbacks' fault",
            help: "valid keys: fault, chance, devices"
        )
    }

    func testAPersonaNeedingTwoDevicesOnAChildWithOneIsAnError() {
        assertOnlyDiagnostic(
            ScenarioFixture.replacing(
                "      devices: [alex-ipad]", with: "      persona: second_device_farmer\n      devices: [alex-ipad]"),
            line: 10, column: 16,
            message: "the persona 'second_device_farmer' needs 2 devices; 'alex' has 1",
            help: "list a second device under 'devices'"
        )
    }

    func testAPopulationNamesItsChildrenAndGivesEachPersonaItsShare() throws {
        let scenario = try XCTUnwrap(
            decodeValid(
                ScenarioFixture.with(
                    """
                    population:
                      size: 5
                      personas:
                        honest_learner: 50%
                        second_device_farmer: 50%

                    """)))
        let kids = scenario.children.dropFirst()
        XCTAssertEqual(kids.map(\.id.rawValue), ["kid-001", "kid-002", "kid-003", "kid-004", "kid-005"])
        XCTAssertEqual(
            kids.map { $0.persona?.name ?? "" },
            ["honest_learner", "honest_learner", "honest_learner", "second_device_farmer", "second_device_farmer"])
        XCTAssertEqual(kids.last?.devices.map(\.id.rawValue), ["kid-005-ipad", "kid-005-ipad2"])
    }

    func testSharesThatDoNotAddUpToOneHundredAreAnError() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("population:\n  size: 10\n  personas:\n    honest_learner: 60%\n"), line: 19,
            column: 3,
            message: "the personas' shares add up to 60%, not 100%", help: "make the percentages add up to 100%"
        )
    }

    func testSetClockTakesASignedDuration() throws {
        let scenario = try XCTUnwrap(
            decodeValid(
                ScenarioFixture.with(
                    """
                    timeline:
                      - at: 21:00
                        set_clock: -90m
                      - at: 22:00
                        set_clock: 0

                    """)))
        XCTAssertEqual(
            scenario.timeline.map(\.kindValue),
            [
                AnyHashable(SetClockAction(offsetMs: -5_400_000, device: DeviceID("alex-ipad"))),
                AnyHashable(SetClockAction(offsetMs: 0, device: DeviceID("alex-ipad"))),
            ])
    }

    func testAnUnknownLabelSuggestsATechnique() {
        assertOnlyDiagnostic(
            step("    use: duolingo\n    for: 30m\n    as: odd_hour\n"), line: 21, column: 9,
            message: "unknown label 'odd_hour'", help: "did you mean 'odd_hours'?"
        )
    }

    private func step(_ lines: String) -> String {
        ScenarioFixture.with("timeline:\n  - at: 07:30\n" + lines)
    }
}
