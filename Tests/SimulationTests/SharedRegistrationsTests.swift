import Platform
import XCTest

@testable import Simulation

/// Devices that register equal lists of events keep one list for the world between them, and
/// each still fires its own thresholds with the names it registered.
final class SharedRegistrationsTests: XCTestCase {
    private let game = TestApps.game

    private func minutes(_ range: ClosedRange<Int>, prefix: String) -> [DeviceActivityEventRegistration] {
        range.map {
            DeviceActivityEventRegistration(
                name: EventName("\(prefix).\($0)"),
                event: DeviceActivityEvent(applications: [game], thresholdMinutes: $0)
            )
        }
    }

    func testEqualListsAreKeptOnceAndDifferentOnesApart() throws {
        let scenario = DeviceScenario(deviceIDs: [DeviceID("ipad"), DeviceID("ipad-mini"), DeviceID("phone")])
        let devices = scenario.world.childDevices
        try devices[0].startMonitoring(ActivityName("usage"), during: .wholeDay, events: minutes(1...3, prefix: "m"))
        try devices[1].startMonitoring(ActivityName("usage"), during: .wholeDay, events: minutes(1...3, prefix: "m"))
        XCTAssertEqual(scenario.world.registrationLists.count, 1)
        try devices[2].startMonitoring(ActivityName("usage"), during: .wholeDay, events: minutes(1...3, prefix: "n"))
        XCTAssertEqual(scenario.world.registrationLists.count, 2)

        var callbacks: [SystemCallback] = []
        devices[1].activity.monitored[0].accrue(120_000, of: game, label: .engaged, into: &callbacks)
        devices[2].activity.monitored[0].accrue(60_000, of: game, label: .engaged, into: &callbacks)
        XCTAssertEqual(callbacks.map(\.event), ["m.1", "m.2", "n.1"].map { EventName($0) })
    }
}
