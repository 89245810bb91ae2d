import Platform
import Simulation
import XCTest

/// The shield store: its change log and how time on a shield is counted.
final class ShieldTests: XCTestCase {
    private let game = TestApps.game
    private let video = TestApps.video

    func testShieldChangesAreLoggedWithTheDeviceTimeAndRepeatsAreIgnored() {
        let scenario = DeviceScenario()
        let device = scenario.device
        let (game, video) = (game, video)
        scenario.at(DeviceScenario.local(7, 10)) { device.setShieldedApplications([video, game, game]) }
        scenario.at(DeviceScenario.local(7, 20)) { device.setShieldedApplications([game, video]) }
        scenario.at(DeviceScenario.local(7, 30)) { device.setShieldedApplications([video]) }
        scenario.run(until: DeviceScenario.local(8, 0))

        XCTAssertEqual(
            device.shieldChanges.map(\.time),
            [
                DeviceScenario.local(7, 10), DeviceScenario.local(7, 10), DeviceScenario.local(7, 30),
            ])
        XCTAssertEqual(device.shieldChanges.map(\.app), [game, video, game])
        XCTAssertEqual(device.shieldChanges.map(\.isShielded), [true, true, false])
        XCTAssertEqual(device.shieldedApplications, [video])

        XCTAssertFalse(device.isShielded(game, at: DeviceScenario.local(7, 10) - 1))
        XCTAssertTrue(device.isShielded(game, at: DeviceScenario.local(7, 10)))
        XCTAssertTrue(device.isShielded(game, at: DeviceScenario.local(7, 30) - 1))
        XCTAssertFalse(device.isShielded(game, at: DeviceScenario.local(7, 30)))
        XCTAssertTrue(device.isShielded(video, at: DeviceScenario.local(8, 0)))
    }

    func testTimeOnAShieldedAppCountsAsOnShieldAndStillAccruesUsage() throws {
        let scenario = DeviceScenario()
        let monitor = scenario.attachRecordingMonitor()
        let device = scenario.device
        try device.startMonitoring(
            .daily, during: .wholeDay, events: DeviceScenario.minuteChain(of: [game], through: 5)
        )
        device.setShieldedApplications([game])
        scenario.use(game, at: DeviceScenario.local(7, 5), forMs: DeviceScenario.minutes(3))
        scenario.at(DeviceScenario.local(7, 7)) { device.setShieldedApplications([]) }
        scenario.run(until: DeviceScenario.local(8, 0))

        XCTAssertEqual(
            monitor.thresholds.map(\.description),
            [
                "03-02 07:06:00 threshold daily game.1",
                "03-02 07:07:00 threshold daily game.2",
                "03-02 07:08:00 threshold daily game.3",
            ])
        let entries = device.groundTruth.entries
        XCTAssertEqual(entries.map(\.key.app), [game])
        XCTAssertEqual(entries.map(\.key.date), [DeviceScenario.firstDay])
        XCTAssertEqual(entries.map(\.usage.frontmostMs), [180_000])
        XCTAssertEqual(entries.map(\.usage.onShieldMs), [120_000])
        XCTAssertEqual(device.shieldChanges.map(\.time), [DeviceScenario.start, DeviceScenario.local(7, 7)])
    }
}
