import Platform
import Simulation
import XCTest

/// A clock or a time zone set by hand: what the device reads, how DeviceActivity re-plans its
/// intervals, and how ground truth labels the minutes: by what the child meant, not by the setting.
final class DeviceClockTests: XCTestCase {
    private let game = TestApps.game

    func testAClockSetTwoHoursForwardAtElevenPmStartsANewIntervalAtTheNextUse() throws {
        let scenario = DeviceScenario()
        let device = scenario.device
        try scenario.monitorMinutes(of: game, through: 10)
        scenario.use(game, at: DeviceScenario.local(22, 0), forMs: DeviceScenario.minutes(5))
        scenario.at(DeviceScenario.local(23, 0)) { device.setClock(offsetMs: 2 * DeviceScenario.hourMs) }
        scenario.use(
            game, at: DeviceScenario.local(23, 10), forMs: DeviceScenario.minutes(2),
            label: .technique(.clockChange))
        scenario.run(until: DeviceScenario.local(23, 30))

        XCTAssertEqual(
            device.deliveries.map(\.line),
            [
                "22:00:00 daily interval",
                "22:01:00 game.1 real:engaged", "22:02:00 game.2 real:engaged", "22:03:00 game.3 real:engaged",
                "22:04:00 game.4 real:engaged", "22:05:00 game.5 real:engaged",
                "23:10:00 daily interval", "23:10:00 daily interval",
                "23:11:00 game.1 real:clock_change", "23:12:00 game.2 real:clock_change",
            ])
        XCTAssertEqual(device.deliveries.map(\.kind)[6...7], [.intervalEnd, .intervalStart])
        XCTAssertEqual(device.now.iso8601, "2026-03-03T01:30:00.000+01:00")
        let elapsedMs = DeviceScenario.local(23, 30).milliseconds(since: DeviceScenario.start)
        XCTAssertEqual(device.uptimeMs, elapsedMs, "uptime ignores the clock")
        let truth = device.groundTruth
        XCTAssertEqual(truth.frontmostMs(on: DeviceScenario.firstDay, label: .engaged), 300_000)
        XCTAssertEqual(truth.frontmostMs(label: .technique(.clockChange)), 120_000)
    }

    func testAClockSetBackDoesNotRunTheFiredThresholdsAgain() throws {
        let scenario = DeviceScenario()
        let device = scenario.device
        try scenario.monitorMinutes(of: game, through: 10)
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(3))
        scenario.at(DeviceScenario.local(8, 0)) { device.setClock(offsetMs: -2 * DeviceScenario.hourMs) }
        scenario.use(
            game, at: DeviceScenario.local(8, 10), forMs: DeviceScenario.minutes(2),
            label: .technique(.clockChange))
        scenario.at(DeviceScenario.local(9, 0)) { device.setClock(offsetMs: 0) }
        scenario.use(game, at: DeviceScenario.local(9, 10), forMs: DeviceScenario.minutes(1))
        scenario.run(until: DeviceScenario.local(10, 0))

        XCTAssertEqual(
            device.deliveries.map(\.line),
            [
                "07:00:00 daily interval",
                "07:01:00 game.1 real:engaged", "07:02:00 game.2 real:engaged", "07:03:00 game.3 real:engaged",
                "08:11:00 game.4 real:clock_change", "08:12:00 game.5 real:clock_change",
                "09:11:00 game.6 real:engaged",
            ])
    }

    func testATimeZoneMovedTwoHoursEastEndsTheDayTwoHoursEarlier() throws {
        let scenario = DeviceScenario()
        let device = scenario.device
        try scenario.monitorMinutes(of: game, through: 10)
        scenario.use(game, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(2))
        scenario.at(DeviceScenario.local(12, 0)) { device.setTimeZone(utcOffsetSeconds: 3 * 3_600) }
        scenario.use(
            game, at: DeviceScenario.local(12, 10), forMs: DeviceScenario.minutes(1),
            label: .technique(.timeZoneChange))
        scenario.use(game, at: DeviceScenario.local(22, 30), forMs: DeviceScenario.minutes(1))
        scenario.run(until: DeviceScenario.local(23, 0))

        XCTAssertEqual(
            device.deliveries.map(\.line),
            [
                "07:00:00 daily interval",
                "07:01:00 game.1 real:engaged", "07:02:00 game.2 real:engaged",
                "12:11:00 game.3 real:time_zone_change",
                "22:30:00 daily interval", "22:30:00 daily interval",
                "22:31:00 game.1 real:engaged",
            ])
        XCTAssertEqual(device.now.iso8601, "2026-03-03T01:00:00.000+03:00")
        XCTAssertEqual(
            device.groundTruth.frontmostMs(label: .technique(.timeZoneChange)), 60_000,
            "the later minute in the new zone was not meant to game: it is honest")
        XCTAssertEqual(device.groundTruth.entries.map(\.key.date), [DeviceScenario.firstDay], "the real day")
    }
}
