import Platform
import XCTest
import YAMLSubset

@testable import Scenarios

/// Zones by identifier wherever a device's zone is given, and located errors for the rest.
final class TimeZoneDecodingTests: XCTestCase {
    private let paris = DeviceTimeZone.named(NamedTimeZone.named("Europe/Paris")!)

    func testTheTopLevelZoneIsEveryDevicesAndTheTimelinesClock() throws {
        // Sunday 29 March is day 28; 16:00 there is 14:00 UTC (+02:00), not 15:00 (the start's +01:00).
        let text =
            ScenarioFixture.replacing("duration: 1d", with: "time_zone: Europe/Paris\nduration: 30d")
            + "timeline:\n  - at: day 28 16:00\n    use: duolingo\n    for: 5m\n"
        let scenario = try XCTUnwrap(decodeValid(text))
        XCTAssertEqual(scenario.timeZone, paris)
        XCTAssertEqual(scenario.devices.map(\.timeZone), [paris])
        XCTAssertEqual(
            LocalTimestamp(instant: scenario.timeline[0].time, utcOffsetSeconds: 0).iso8601,
            "2026-03-29T14:00:00.000Z")
    }

    func testADeviceAndASetTimeZoneStepTakeAnIdentifierOrAnOffset() throws {
        let text =
            ScenarioFixture.replacing(
                "      devices: [alex-ipad]\n",
                with: "      devices:\n        - name: alex-ipad\n          utc_offset: America/New_York\n"
            ) + "timeline:\n  - at: 09:00\n    set_time_zone: Asia/Tokyo\n  - at: 10:00\n    set_time_zone: -05:00\n"
        let scenario = try XCTUnwrap(decodeValid(text))
        XCTAssertEqual(scenario.devices.map(\.timeZone), [.named(NamedTimeZone.named("America/New_York")!)])
        XCTAssertEqual(
            scenario.timeline.map(\.kindValue),
            [
                AnyHashable(
                    SetTimeZoneAction(
                        zone: .named(try XCTUnwrap(NamedTimeZone.named("Asia/Tokyo"))),
                        device: DeviceID("alex-ipad"))),
                AnyHashable(SetTimeZoneAction(zone: .fixed(utcOffsetSeconds: -18_000), device: DeviceID("alex-ipad"))),
            ])
    }

    func testAnUnknownZoneIsLocatedWithTheNearestIdentifier() {
        assertOnlyDiagnostic(
            ScenarioFixture.with("timeline:\n  - at: 09:00\n    set_time_zone: Europe/Pari\n"), line: 19, column: 20,
            message: "'Europe/Pari' is not a time zone RewardSim knows",
            help: "did you mean Europe/Paris? Known zones: "
                + NamedTimeZone.all.map(\.identifier).joined(separator: ", ")
                + "; or an offset such as +01:00"
        )
    }

    func testAZoneThatDisagreesWithTheStartsOffsetIsRefused() {
        // 2 March: Paris is at +01:00, New York at -05:00.
        assertOnlyDiagnostic(
            ScenarioFixture.replacing("duration: 1d", with: "time_zone: America/New_York\nduration: 1d"),
            line: 4, column: 12,
            message: "America/New_York is -05:00 at the start, which is written with +01:00",
            help: "write the start with -05:00"
        )
    }
}
