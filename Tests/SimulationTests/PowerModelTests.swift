import Platform
import Simulation
import XCTest

/// The battery's arithmetic and what Low Power Mode does to Auto-Lock.
final class PowerModelTests: XCTestCase {
    private let game = TestApps.game

    /// Unlocks at `time` (07:00 by default) and opens the game, touching the device for one
    /// minute, then leaving it lit.
    private func useAndLeaveLit(in scenario: DeviceScenario, at time: Instant = DeviceScenario.local(7, 0)) {
        let device = scenario.device
        scenario.at(time) {
            device.unlock()
            device.open(self.game)
            device.interact(forMs: DeviceScenario.minutes(1), lockAfter: false)
        }
    }

    func testAnHourWithTheScreenOnDrainsTenPercentExactly() {
        let scenario = DeviceScenario(autoLockMs: nil)
        useAndLeaveLit(in: scenario)
        scenario.run(until: DeviceScenario.local(8, 0))
        XCTAssertEqual(scenario.device.batteryPercent, 90)
        scenario.run(until: DeviceScenario.local(8, 0) + 1)
        XCTAssertEqual(scenario.device.batteryPercent, 89, "a millisecond more is below 90 %: rounded down")
    }

    func testALockedDeviceDrainsHalfAPercentPerHour() {
        let scenario = DeviceScenario(power: PowerSettings(batteryPercent: 50))
        scenario.run(until: DeviceScenario.local(9, 0) - 1)
        XCTAssertEqual(scenario.device.batteryPercent, 49, "just under two hours: 49.0000…%")
        scenario.run(until: DeviceScenario.local(9, 0))
        XCTAssertEqual(scenario.device.batteryPercent, 49)
        scenario.run(until: DeviceScenario.local(11, 0, day: 4) - 1)
        XCTAssertEqual(scenario.device.batteryPercent, 0, "just under 100 hours at 0.5 %/h")
        scenario.run(until: DeviceScenario.local(11, 0, day: 6))
        XCTAssertEqual(scenario.device.batteryPercent, 0, "empty is a floor: the device never powers off")
        scenario.device.plugIn()
        scenario.run(until: DeviceScenario.local(11, 3, day: 6))
        XCTAssertEqual(scenario.device.batteryPercent, 2, "3 min at 40 %/h from empty, not from below it")
    }

    func testChargingAddsFortyPercentPerHourScreenOnOrOffAndStopsAtFull() {
        let power = PowerSettings(batteryPercent: 50, isCharging: true)
        let scenario = DeviceScenario(autoLockMs: nil, power: power)
        scenario.run(until: DeviceScenario.local(7, 30) - 1)
        XCTAssertEqual(scenario.device.batteryPercent, 69)
        scenario.run(until: DeviceScenario.local(7, 30))
        XCTAssertEqual(scenario.device.batteryPercent, 70)
        useAndLeaveLit(in: scenario, at: DeviceScenario.local(7, 30))
        scenario.run(until: DeviceScenario.local(8, 0))
        XCTAssertTrue(scenario.device.isScreenOn)
        XCTAssertEqual(scenario.device.batteryPercent, 90, "net of use: the lit screen does not slow it")
        scenario.run(until: DeviceScenario.local(12, 0))
        XCTAssertEqual(scenario.device.batteryPercent, 100)
    }

    func testUnpluggingSwitchesFromChargingToDrainingAtThatInstant() {
        let power = PowerSettings(batteryPercent: 20, isCharging: true)
        let scenario = DeviceScenario(autoLockMs: nil, power: power)
        let device = scenario.device
        useAndLeaveLit(in: scenario)
        scenario.at(DeviceScenario.local(7, 30)) { device.unplug() }
        scenario.run(until: DeviceScenario.local(8, 30))
        // 07:00–07:30 charging: +20 % → 40 %; 07:30–08:30 screen on: −10 % → 30 %.
        XCTAssertEqual(device.batteryPercent, 30)
        XCTAssertFalse(device.isCharging)
    }

    func testLowPowerModeShortensAutoLockToThirtySecondsAndRestoresItWhenOff() {
        let scenario = DeviceScenario(autoLockMs: DeviceScenario.minutes(2))
        let device = scenario.device
        scenario.at(DeviceScenario.local(7, 0)) { device.setLowPowerMode(true) }
        useAndLeaveLit(in: scenario)
        scenario.run(until: DeviceScenario.local(7, 1, 30) - 1)
        XCTAssertFalse(device.isLocked)
        scenario.run(until: DeviceScenario.local(7, 1, 30))
        XCTAssertTrue(device.isLocked, "30 s after the last touch, not 2 min")

        scenario.at(DeviceScenario.local(7, 10)) { device.setLowPowerMode(false) }
        scenario.at(DeviceScenario.local(7, 20)) {
            device.unlock()
            device.interact(forMs: DeviceScenario.minutes(1), lockAfter: false)
        }
        scenario.run(until: DeviceScenario.local(7, 23) - 1)
        XCTAssertFalse(device.isLocked)
        scenario.run(until: DeviceScenario.local(7, 23))
        XCTAssertTrue(device.isLocked, "Auto-Lock is 2 min again")
    }

    func testLowPowerModeLocksEvenAnAutoLockNeverDeviceAndAtOnceIfItHasLainIdleLonger() {
        let scenario = DeviceScenario(autoLockMs: nil)
        let device = scenario.device
        useAndLeaveLit(in: scenario)
        scenario.at(DeviceScenario.local(7, 5)) { device.setLowPowerMode(true) }
        scenario.run(until: DeviceScenario.local(7, 5) - 1)
        XCTAssertFalse(device.isLocked, "idle since 07:01 and Auto-Lock Never")
        scenario.run(until: DeviceScenario.local(7, 5))
        XCTAssertTrue(device.isLocked)
        XCTAssertEqual(device.groundTruth.frontmostMs(app: game), DeviceScenario.minutes(5))
    }

    func testSwitchingLowPowerModeOffBeforeItsThirtySecondsLeavesTheLongerAutoLock() {
        let scenario = DeviceScenario(autoLockMs: DeviceScenario.minutes(2))
        let device = scenario.device
        useAndLeaveLit(in: scenario)
        scenario.at(DeviceScenario.local(7, 1, 10)) { device.setLowPowerMode(true) }
        scenario.at(DeviceScenario.local(7, 1, 20)) { device.setLowPowerMode(false) }
        scenario.run(until: DeviceScenario.local(7, 3) - 1)
        XCTAssertFalse(device.isLocked, "the 30 s timer of 07:01:30 is stale once Low Power Mode is off")
        scenario.run(until: DeviceScenario.local(7, 3))
        XCTAssertTrue(device.isLocked)
    }
}
