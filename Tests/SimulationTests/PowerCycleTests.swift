import Platform
import Simulation
import XCTest

/// Restarts and an empty battery: uptime starts again, nothing runs while the device is off,
/// and callbacks that came due meanwhile arrive when it is on again.
final class PowerCycleTests: XCTestCase {
    private let game = TestApps.game

    func testARestartResetsUptimeAndDeliversTheCallbackOnItsWayWhenTheDeviceIsOn() throws {
        let scenario = DeviceScenario(faults: [FaultSpec(kind: .callbackLatency, delay: .fixed(ms: 5_000))])
        try scenario.monitorMinutes(of: game, through: 40)
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(10))
        scenario.at(DeviceScenario.local(7, 3, 2)) { [device = scenario.device] in device.restart() }
        scenario.run(until: DeviceScenario.local(7, 3, 20))
        XCTAssertTrue(scenario.device.isPoweredOff)
        XCTAssertEqual(
            scenario.device.thresholdLines, ["07:01:05 game.1 real:engaged", "07:02:05 game.2 real:engaged"])

        scenario.run(until: DeviceScenario.local(8, 0))
        XCTAssertFalse(scenario.device.isPoweredOff)
        XCTAssertEqual(scenario.device.bootSession, 1)
        XCTAssertEqual(scenario.device.uptimeMs, DeviceScenario.minutes(57) - 32_000, "booted at 07:03:32")
        XCTAssertEqual(
            scenario.device.thresholdLines,
            [
                "07:01:05 game.1 real:engaged", "07:02:05 game.2 real:engaged",
                "07:03:32 game.3 real:engaged",
            ], "minute 3, due at 07:03:05, waited for the device; nothing was used after 07:03:02")
    }

    func testAnEmptyBatterySwitchesTheDeviceOffAndTheChargerOnAgainAtTwoPercent() {
        // 10 % at 07:00, the screen lit from 07:00: 10 % an hour runs it out at 08:00.
        let scenario = DeviceScenario(power: PowerSettings(batteryPercent: 10, powersOffWhenEmpty: true))
        scenario.at(DeviceScenario.local(7, 0)) { [device = scenario.device] in
            device.unlock()
            device.open(self.game)
            device.interact(forMs: DeviceScenario.minutes(120), lockAfter: true)
        }
        scenario.run(until: DeviceScenario.local(7, 59, 59))
        XCTAssertFalse(scenario.device.isPoweredOff)
        scenario.run(until: DeviceScenario.local(8, 0))
        XCTAssertTrue(scenario.device.isPoweredOff)
        XCTAssertEqual(scenario.device.groundTruth.frontmostMs(app: game), DeviceScenario.minutes(60))

        scenario.at(DeviceScenario.local(9, 0)) { [device = scenario.device] in device.plugIn() }
        scenario.run(until: DeviceScenario.local(9, 2, 59))
        XCTAssertTrue(scenario.device.isPoweredOff, "40 % an hour reaches 2 % after 3 minutes")
        scenario.run(until: DeviceScenario.local(9, 3))
        XCTAssertFalse(scenario.device.isPoweredOff)
        XCTAssertEqual(scenario.device.batteryPercent, 2)
    }

    func testADeviceThatDoesNotPowerOffWhenEmptyKeepsRunningAtZero() {
        let scenario = DeviceScenario(power: PowerSettings(batteryPercent: 10))
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(120))
        scenario.run(until: DeviceScenario.local(10, 0))
        XCTAssertFalse(scenario.device.isPoweredOff)
        XCTAssertEqual(scenario.device.batteryPercent, 0)
    }
}
