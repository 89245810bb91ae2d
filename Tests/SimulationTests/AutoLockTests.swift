import Platform
import Simulation
import XCTest

/// Auto-Lock and the lock screen: when a device left alone locks itself, and what a wake does.
final class AutoLockTests: XCTestCase {
    private let game = TestApps.game
    private let video = TestApps.video

    /// Unlocks at 07:00, opens `app` and touches the device for one minute, leaving it lit.
    private func leaveLitAfterOneMinute(_ app: AppID, in scenario: DeviceScenario) {
        let device = scenario.device
        scenario.at(DeviceScenario.local(7, 0)) {
            device.unlock()
            device.open(app)
            device.interact(forMs: DeviceScenario.minutes(1), lockAfter: false)
        }
    }

    func testTheDeviceLocksItsAutoLockTimeAfterTheLastTouch() {
        let scenario = DeviceScenario(autoLockMs: DeviceScenario.minutes(2))
        leaveLitAfterOneMinute(game, in: scenario)
        scenario.run(until: DeviceScenario.local(7, 3) - 1)
        XCTAssertFalse(scenario.device.isLocked)
        XCTAssertTrue(scenario.device.isScreenOn)

        scenario.run(until: DeviceScenario.local(7, 3))
        XCTAssertTrue(scenario.device.isLocked)
        XCTAssertFalse(scenario.device.isScreenOn)
        scenario.run(until: DeviceScenario.local(9, 0))
        XCTAssertEqual(scenario.device.groundTruth.frontmostMs(app: game), 180_000, "the lit minutes count")
    }

    func testAnAppKeepingTheScreenOnPreventsAutoLockUntilAnotherAppComesToTheFront() {
        let scenario = DeviceScenario(autoLockMs: DeviceScenario.minutes(2), appsKeepingScreenOn: [video])
        let device = scenario.device
        leaveLitAfterOneMinute(video, in: scenario)
        scenario.at(DeviceScenario.local(9, 0)) { device.open(self.game) }
        scenario.run(until: DeviceScenario.local(9, 0))
        XCTAssertFalse(device.isLocked, "two hours of video without a touch")

        scenario.run(until: DeviceScenario.local(9, 2) - 1)
        XCTAssertFalse(device.isLocked)
        scenario.run(until: DeviceScenario.local(9, 2))
        XCTAssertTrue(device.isLocked)
        XCTAssertEqual(device.groundTruth.frontmostMs(app: video), 2 * Instant.millisecondsPerHour)
        XCTAssertEqual(device.groundTruth.frontmostMs(app: game), 120_000)
    }

    func testAutoLockNeverKeepsTheDeviceUnlocked() {
        let scenario = DeviceScenario(autoLockMs: nil)
        leaveLitAfterOneMinute(game, in: scenario)
        scenario.run(until: DeviceScenario.local(10, 0))
        XCTAssertFalse(scenario.device.isLocked)
        XCTAssertEqual(scenario.device.groundTruth.frontmostMs(app: game), 3 * Instant.millisecondsPerHour)
    }

    func testLeavingTheDeviceIdleLocksItAtAutoLockOrWhenTheChildComesBackWhicheverIsFirst() {
        let scenario = DeviceScenario(autoLockMs: DeviceScenario.minutes(2))
        let device = scenario.device
        for (hour, idleMinutes) in [(7, Int64(5)), (8, Int64(1))] {
            scenario.at(DeviceScenario.local(hour, 0)) {
                device.unlock()
                device.open(self.game)
                device.leaveIdle(forMs: DeviceScenario.minutes(idleMinutes))
            }
        }
        scenario.run(until: DeviceScenario.local(7, 2) - 1)
        XCTAssertFalse(device.isLocked)
        scenario.run(until: DeviceScenario.local(7, 2))
        XCTAssertTrue(device.isLocked, "auto-lock before the child is back at 07:05")
        scenario.run(until: DeviceScenario.local(8, 1))
        XCTAssertTrue(device.isLocked, "the child is back at 08:01, before auto-lock")
        XCTAssertEqual(device.groundTruth.frontmostMs(app: game), 180_000)
    }

    func testAWakeLightsTheLockScreenForTenSecondsWithoutAccruing() throws {
        let scenario = DeviceScenario(autoLockMs: DeviceScenario.minutes(2))
        let monitor = scenario.attachRecordingMonitor()
        let device = scenario.device
        try device.startMonitoring(
            .daily, during: .wholeDay, events: DeviceScenario.minuteChain(of: [game], through: 3)
        )
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(1))
        scenario.at(DeviceScenario.local(7, 10)) { device.wake() }
        scenario.run(until: DeviceScenario.local(7, 10, 10) - 1)
        XCTAssertTrue(device.isScreenOn)
        XCTAssertTrue(device.isLocked)

        scenario.run(until: DeviceScenario.local(7, 10, 10))
        XCTAssertFalse(device.isScreenOn)
        scenario.run(until: DeviceScenario.local(8, 0))
        XCTAssertEqual(device.groundTruth.frontmostMs(), 60_000)
        XCTAssertEqual(
            monitor.lines,
            [
                "03-02 07:00:00 start daily",
                "03-02 07:01:00 threshold daily game.1",
            ])
    }
}
