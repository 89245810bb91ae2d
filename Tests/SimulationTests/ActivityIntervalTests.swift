import Platform
import Simulation
import XCTest

/// Intervals: thresholds fire once per interval, counters restart at each boundary, and the
/// interval callbacks wait for the device to be in use.
final class ActivityIntervalTests: XCTestCase {
    private let game = TestApps.game

    private func monitoredScenario(
        _ schedule: DeviceActivitySchedule = .wholeDay,
        activity: ActivityName = .daily,
        chainMinutes: Int = 3
    ) throws -> (DeviceScenario, RecordingMonitor) {
        let scenario = DeviceScenario()
        let monitor = scenario.attachRecordingMonitor()
        try scenario.device.startMonitoring(
            activity, during: schedule, events: DeviceScenario.minuteChain(of: [game], through: chainMinutes)
        )
        return (scenario, monitor)
    }

    func testEachThresholdFiresOncePerIntervalAndTheChainRestartsAtMinuteOneNextDay() throws {
        let (scenario, monitor) = try monitoredScenario()
        scenario.use(game, at: DeviceScenario.local(7, 5), forMs: DeviceScenario.minutes(5))
        scenario.use(game, at: DeviceScenario.local(10, 0), forMs: DeviceScenario.minutes(5))
        scenario.use(game, at: DeviceScenario.local(7, 0, day: 1), forMs: DeviceScenario.minutes(2))
        scenario.run(until: DeviceScenario.local(12, 0, day: 1))

        XCTAssertEqual(
            monitor.lines,
            [
                "03-02 07:05:00 start daily",
                "03-02 07:06:00 threshold daily game.1",
                "03-02 07:07:00 threshold daily game.2",
                "03-02 07:08:00 threshold daily game.3",
                "03-03 07:00:00 end daily",
                "03-03 07:00:00 start daily",
                "03-03 07:01:00 threshold daily game.1",
                "03-03 07:02:00 threshold daily game.2",
            ])
        let truth = scenario.device.groundTruth
        XCTAssertEqual(truth.frontmostMs(app: game, on: DeviceScenario.firstDay), 600_000)
        XCTAssertEqual(truth.frontmostMs(app: game, on: DeviceScenario.firstDay.adding(days: 1)), 120_000)
    }

    func testIntervalCallbacksWaitForTheFirstUnlockAfterMidnightNotAWake() throws {
        let (scenario, monitor) = try monitoredScenario()
        let device = scenario.device
        scenario.use(game, at: DeviceScenario.local(20, 0), forMs: DeviceScenario.seconds(30))
        scenario.at(DeviceScenario.local(6, 50, day: 1)) { device.wake() }
        scenario.at(DeviceScenario.local(7, 0, day: 1)) { device.unlock() }
        scenario.run(until: DeviceScenario.local(6, 59, day: 1))
        XCTAssertEqual(monitor.lines, ["03-02 20:00:00 start daily"], "nothing at midnight nor at the wake")

        scenario.run(until: DeviceScenario.local(7, 0, day: 1))
        XCTAssertEqual(
            monitor.lines,
            [
                "03-02 20:00:00 start daily",
                "03-03 07:00:00 end daily",
                "03-03 07:00:00 start daily",
            ])
    }

    func testIntervalCallbacksArriveAtMidnightWhenTheDeviceIsInUse() throws {
        let (scenario, monitor) = try monitoredScenario()
        scenario.use(game, at: DeviceScenario.local(23, 58, 30), forMs: DeviceScenario.minutes(4))
        scenario.run(until: DeviceScenario.local(1, 0, day: 1))

        XCTAssertEqual(
            monitor.lines,
            [
                "03-02 23:58:30 start daily",
                "03-02 23:59:30 threshold daily game.1",
                "03-03 00:00:00 end daily",
                "03-03 00:00:00 start daily",
                "03-03 00:01:00 threshold daily game.1",
                "03-03 00:02:00 threshold daily game.2",
            ])
        let truth = scenario.device.groundTruth
        XCTAssertEqual(truth.frontmostMs(app: game, on: DeviceScenario.firstDay), 90_000)
        XCTAssertEqual(truth.frontmostMs(app: game, on: DeviceScenario.firstDay.adding(days: 1)), 150_000)
    }

    func testUsageOutsideADailyWindowIsNotCounted() throws {
        let window = ActivityName("window")
        let (scenario, monitor) = try monitoredScenario(
            .daily(
                startMillisecondOfDay: 8 * Instant.millisecondsPerHour,
                endMillisecondOfDay: 20 * Instant.millisecondsPerHour
            ),
            activity: window
        )
        scenario.use(game, at: DeviceScenario.local(7, 58), forMs: DeviceScenario.minutes(4))
        scenario.use(game, at: DeviceScenario.local(7, 0, day: 1), forMs: DeviceScenario.minutes(1))
        scenario.run(until: DeviceScenario.local(7, 30, day: 1))

        XCTAssertEqual(
            monitor.lines,
            [
                "03-02 08:00:00 start window",
                "03-02 08:01:00 threshold window game.1",
                "03-02 08:02:00 threshold window game.2",
                "03-03 07:00:00 end window",
            ])
        XCTAssertEqual(scenario.device.groundTruth.frontmostMs(app: game), 300_000)
    }
}
