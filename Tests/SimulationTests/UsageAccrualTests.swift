import Platform
import Simulation
import XCTest

/// Usage counts only while the device is unlocked, lit and has an app in front.
final class UsageAccrualTests: XCTestCase {
    private let game = TestApps.game
    private let maths = TestApps.maths

    func testTenMinutesOfUseFireTenMinuteThresholdsSixtySecondsApart() throws {
        let scenario = DeviceScenario()
        let monitor = scenario.attachRecordingMonitor()
        try scenario.device.startMonitoring(
            .daily, during: .wholeDay, events: DeviceScenario.minuteChain(of: [game], through: 15)
        )
        let begin = DeviceScenario.local(7, 5)
        scenario.use(game, at: begin, forMs: DeviceScenario.minutes(10))
        scenario.run(until: DeviceScenario.local(9, 0))

        XCTAssertEqual(monitor.thresholds.map(\.event), (1...10).map { EventName("game.\($0)") })
        XCTAssertEqual(monitor.thresholds.map(\.time), (1...10).map { begin + DeviceScenario.minutes($0) })
        XCTAssertEqual(monitor.lines.first, "03-02 07:05:00 start daily")
        XCTAssertEqual(scenario.device.groundTruth.frontmostMs(app: game), 600_000)
        XCTAssertEqual(scenario.device.groundTruth.frontmostMs(), 600_000)
        XCTAssertTrue(scenario.device.isLocked)
    }

    func testALockMidMinuteCarriesThePartialMinuteToTheNextUse() throws {
        let scenario = DeviceScenario()
        let monitor = scenario.attachRecordingMonitor()
        try scenario.device.startMonitoring(
            .daily, during: .wholeDay, events: DeviceScenario.minuteChain(of: [game], through: 5)
        )
        scenario.use(game, at: DeviceScenario.local(7, 5), forMs: DeviceScenario.seconds(90))
        scenario.use(game, at: DeviceScenario.local(7, 10), forMs: DeviceScenario.seconds(30))
        scenario.run(until: DeviceScenario.local(8, 0))

        XCTAssertEqual(
            monitor.thresholds.map(\.description),
            [
                "03-02 07:06:00 threshold daily game.1",
                "03-02 07:10:30 threshold daily game.2",
            ])
        XCTAssertEqual(scenario.device.groundTruth.frontmostMs(app: game), 120_000)
    }

    func testNothingAccruesOnTheHomeScreenOrWhileLocked() throws {
        let scenario = DeviceScenario()
        let monitor = scenario.attachRecordingMonitor()
        let device = scenario.device
        try device.startMonitoring(
            .daily, during: .wholeDay, events: DeviceScenario.minuteChain(of: [game], through: 5)
        )
        scenario.at(DeviceScenario.local(7, 5)) { device.unlock() }
        scenario.at(DeviceScenario.local(7, 10)) { device.open(self.game) }
        scenario.at(DeviceScenario.local(7, 12)) { device.lock() }
        scenario.run(until: DeviceScenario.local(10, 0))

        XCTAssertEqual(
            monitor.lines,
            [
                "03-02 07:05:00 start daily",
                "03-02 07:11:00 threshold daily game.1",
                "03-02 07:12:00 threshold daily game.2",
            ])
        XCTAssertEqual(device.groundTruth.frontmostMs(app: game, on: DeviceScenario.firstDay), 120_000)
        XCTAssertEqual(device.foregroundApp, game, "the app stays frontmost behind the lock screen")
    }

    func testAnEventOverTwoAppsSumsTheirTimeAndSwitchingSettlesExactly() throws {
        let scenario = DeviceScenario()
        let monitor = scenario.attachRecordingMonitor()
        let device = scenario.device
        try device.startMonitoring(
            .daily, during: .wholeDay,
            events: [
                DeviceActivityEventRegistration(
                    name: EventName("both.2"),
                    event: DeviceActivityEvent(applications: [maths, game], thresholdMinutes: 2)
                )
            ])
        scenario.at(DeviceScenario.local(7, 0)) {
            device.unlock()
            device.open(self.game)
            device.interact(forMs: DeviceScenario.minutes(5), lockAfter: true)
        }
        scenario.at(DeviceScenario.local(7, 1, 30)) { device.open(self.maths) }
        scenario.run(until: DeviceScenario.local(8, 0))

        XCTAssertEqual(monitor.thresholds.map(\.description), ["03-02 07:02:00 threshold daily both.2"])
        XCTAssertEqual(device.groundTruth.frontmostMs(app: game), 90_000)
        XCTAssertEqual(device.groundTruth.frontmostMs(app: maths), 210_000)
    }
}
