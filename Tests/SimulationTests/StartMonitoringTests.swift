import Platform
import Simulation
import XCTest

/// What `startMonitoring` accepts and what it counts when registered mid-interval.
final class StartMonitoringTests: XCTestCase {
    private let game = TestApps.game

    /// The error a registration throws, or nil when it is accepted.
    private func error(
        registering activity: ActivityName,
        _ schedule: DeviceActivitySchedule,
        events: [DeviceActivityEventRegistration] = [],
        on scenario: DeviceScenario
    ) -> MonitoringError? {
        do {
            try scenario.device.startMonitoring(activity, during: schedule, events: events)
            return nil
        } catch {
            return error
        }
    }

    private func daily(fromMinuteOfDay start: Int64, lastingMinutes length: Int64) -> DeviceActivitySchedule {
        let startMs = start * Instant.millisecondsPerMinute
        let endMs = (startMs + length * Instant.millisecondsPerMinute) % Instant.millisecondsPerDay
        return .daily(startMillisecondOfDay: startMs, endMillisecondOfDay: endMs)
    }

    func testAnIntervalShorterThanFifteenMinutesIsTooShort() {
        let scenario = DeviceScenario()
        let almost = DeviceActivitySchedule.daily(
            startMillisecondOfDay: 8 * Instant.millisecondsPerHour,
            endMillisecondOfDay: 8 * Instant.millisecondsPerHour + 15 * Instant.millisecondsPerMinute - 1
        )
        XCTAssertEqual(error(registering: ActivityName("a"), almost, on: scenario), .intervalTooShort)
        let overMidnight = daily(fromMinuteOfDay: 23 * 60 + 50, lastingMinutes: 14)
        XCTAssertEqual(error(registering: ActivityName("b"), overMidnight, on: scenario), .intervalTooShort)
        XCTAssertEqual(scenario.device.activities, [], "a rejected activity is not registered")

        let quarterHour = daily(fromMinuteOfDay: 8 * 60, lastingMinutes: 15)
        XCTAssertNil(error(registering: ActivityName("c"), quarterHour, on: scenario))
        let wrapping = daily(fromMinuteOfDay: 23 * 60 + 50, lastingMinutes: 15)
        XCTAssertNil(error(registering: ActivityName("d"), wrapping, on: scenario))
        XCTAssertEqual(scenario.device.activities, [ActivityName("c"), ActivityName("d")])
    }

    func testAnIntervalLongerThanSevenDaysIsTooLong() {
        let scenario = DeviceScenario()
        let start = DeviceScenario.start
        let week = 7 * Instant.millisecondsPerDay
        let tooLong = DeviceActivitySchedule.once(start: start, end: start + week + 1)
        XCTAssertEqual(error(registering: ActivityName("a"), tooLong, on: scenario), .intervalTooLong)
        let aWeek = DeviceActivitySchedule.once(start: start, end: start + week)
        XCTAssertNil(error(registering: ActivityName("b"), aWeek, on: scenario))
        XCTAssertEqual(scenario.device.activities, [ActivityName("b")])
    }

    func testATwentyFirstActivityIsRefusedButReRegisteringAnExistingNameIsNot() {
        let scenario = DeviceScenario()
        let names = (1...21).map { ActivityName("activity-\($0 < 10 ? "0" : "")\($0)") }
        for name in names.prefix(20) {
            XCTAssertNil(error(registering: name, .wholeDay, on: scenario))
        }
        XCTAssertEqual(error(registering: names[20], .wholeDay, on: scenario), .excessiveActivities)
        XCTAssertEqual(scenario.device.activities, Array(names.prefix(20)))

        let evenings = daily(fromMinuteOfDay: 18 * 60, lastingMinutes: 120)
        XCTAssertNil(error(registering: names[6], evenings, on: scenario), "replacing does not count twice")
        XCTAssertEqual(scenario.device.activities.count, 20)

        scenario.device.stopMonitoring([names[0]])
        XCTAssertNil(error(registering: names[20], .wholeDay, on: scenario))
        XCTAssertEqual(scenario.device.activities, Array(names.dropFirst()))
    }

    func testRegisteringMidIntervalFiresTheThresholdsAlreadyExceededAtOnce() {
        let scenario = DeviceScenario()
        let monitor = scenario.attachRecordingMonitor()
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(10))
        let chain = DeviceScenario.minuteChain(of: [game], through: 5)
        scenario.at(DeviceScenario.local(7, 2, 30)) { [unowned scenario] in
            XCTAssertNil(self.error(registering: .daily, .wholeDay, events: chain, on: scenario))
        }
        scenario.run(until: DeviceScenario.local(8, 0))

        XCTAssertEqual(
            monitor.lines,
            [
                "03-02 07:02:30 start daily",
                "03-02 07:02:30 threshold daily game.1",
                "03-02 07:02:30 threshold daily game.2",
                "03-02 07:03:00 threshold daily game.3",
                "03-02 07:04:00 threshold daily game.4",
                "03-02 07:05:00 threshold daily game.5",
            ])
    }

    func testCatchUpCountsOnlyTheUsageSinceTheIntervalStart() {
        let scenario = DeviceScenario()
        let monitor = scenario.attachRecordingMonitor()
        let window = ActivityName("window")
        let schedule = daily(fromMinuteOfDay: 8 * 60, lastingMinutes: 12 * 60)
        scenario.use(game, at: DeviceScenario.local(7, 55), forMs: DeviceScenario.minutes(10))
        let chain = DeviceScenario.minuteChain(of: [game], through: 10)
        scenario.at(DeviceScenario.local(9, 0)) { [unowned scenario] in
            XCTAssertNil(self.error(registering: window, schedule, events: chain, on: scenario))
        }
        scenario.use(game, at: DeviceScenario.local(10, 0), forMs: DeviceScenario.minutes(1))
        scenario.run(until: DeviceScenario.local(11, 0))

        XCTAssertEqual(
            monitor.lines,
            (1...5).map { "03-02 09:00:00 threshold window game.\($0)" } + [
                "03-02 10:00:00 start window",
                "03-02 10:01:00 threshold window game.6",
            ])
    }

    /// Developers report about 500 thresholds per activity, the rest dropped without an error:
    /// 600 events are accepted, the first 500 count, minute 501 never fires.
    func testARegistrationKeepsItsFirstFiveHundredEventsAndDropsTheRestSilently() {
        let scenario = DeviceScenario()
        let monitor = scenario.attachRecordingMonitor()
        let chain = DeviceScenario.minuteChain(of: [game], through: 600)
        XCTAssertNil(error(registering: .daily, .wholeDay, events: chain, on: scenario))
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(502))
        scenario.run(until: DeviceScenario.local(17, 0))

        let thresholds = monitor.lines.filter { $0.contains("threshold") }
        XCTAssertEqual(thresholds.count, 500)
        XCTAssertEqual(thresholds.last, "03-02 15:20:00 threshold daily game.500")
    }

    /// Registered again at 07:10:30 from minute 1 (as if minutes 6…10 had not reached the app),
    /// the catch-up fires 1…10 once more: the system reported them already, so they are
    /// replays, not new minutes; minute 11 is real.
    func testRegisteringAgainMidIntervalReplaysTheMinutesAlreadyReported() {
        let scenario = DeviceScenario()
        let chain = DeviceScenario.minuteChain(of: [game], through: 20)
        XCTAssertNil(error(registering: .daily, .wholeDay, events: chain, on: scenario))
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(11))
        scenario.at(DeviceScenario.local(7, 10, 30)) { [unowned scenario] in
            XCTAssertNil(self.error(registering: .daily, .wholeDay, events: chain, on: scenario))
        }
        scenario.run(until: DeviceScenario.local(8, 0))

        let lines = scenario.device.thresholdLines
        XCTAssertEqual(lines.count, 21)
        let live = (1...9).map { "07:0\($0):00 game.\($0) real:engaged" } + ["07:10:00 game.10 real:engaged"]
        XCTAssertEqual(Array(lines.prefix(10)), live)
        XCTAssertEqual(Array(lines[10..<20]), (1...10).map { "07:10:30 game.\($0) replayed" })
        XCTAssertEqual(lines.last, "07:11:00 game.11 real:engaged")
    }
}
