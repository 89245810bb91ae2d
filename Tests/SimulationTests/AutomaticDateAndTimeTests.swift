import Platform
import Simulation
import XCTest

/// ManagedSettings' requireAutomaticDateAndTime: the child's changes by hand fail, the zone
/// still follows the location.
final class AutomaticDateAndTimeTests: XCTestCase {
    private let game = TestApps.game

    func testTheChildsClockAndZoneChangesAreRefusedAndTheSessionAfterIsHonest() throws {
        let scenario = DeviceScenario()
        let device = scenario.device
        device.requireAutomaticDateAndTime()
        try scenario.monitorMinutes(of: game, through: 10)
        scenario.at(DeviceScenario.local(21, 0)) {
            device.setClock(offsetMs: 3 * DeviceScenario.hourMs)
            device.setTimeZone(utcOffsetSeconds: 6 * 3_600)
        }
        scenario.use(
            game, at: DeviceScenario.local(21, 1), forMs: DeviceScenario.minutes(3),
            label: .technique(.clockChange))
        scenario.at(DeviceScenario.local(22, 0)) { device.travel(to: .fixed(utcOffsetSeconds: 9 * 3_600)) }
        scenario.run(until: DeviceScenario.local(22, 30))

        XCTAssertEqual(device.refusedSettingChanges, 2)
        XCTAssertEqual(device.clockOffsetMs, 0)
        XCTAssertEqual(device.utcOffsetSeconds, 9 * 3_600, "travel is not refused")
        XCTAssertEqual(device.groundTruth.frontmostMs(label: .engaged), 3 * 60_000)
        XCTAssertEqual(device.groundTruth.frontmostMs(label: .technique(.clockChange)), 0)
    }
}
