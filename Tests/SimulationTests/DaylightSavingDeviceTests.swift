import Platform
import Simulation
import XCTest

/// A device set to a named zone moves its offset at the zone's transitions by itself, within a
/// daily interval, without the child doing anything.
final class DaylightSavingDeviceTests: XCTestCase {
    private let game = TestApps.game

    /// Paris, Sunday 29 March 2026: at 01:00 UTC (02:00 local) the clock jumps to 03:00. A game
    /// played from 01:50 to 02:10 on the old clock (00:50–01:10 UTC) keeps counting in the same
    /// daily interval; its minutes after the jump read 03:00 onwards.
    func testParisSpringsForwardInTheMiddleOfASession() throws {
        let paris = try XCTUnwrap(NamedTimeZone.named("Europe/Paris"))
        let scenario = DeviceScenario(timeZone: .named(paris))
        let device = scenario.device
        try scenario.monitorMinutes(of: game, through: 30)
        scenario.use(game, at: DeviceScenario.local(1, 50, day: 27), forMs: DeviceScenario.minutes(20))
        var before: LocalTimestamp?
        scenario.at(DeviceScenario.local(1, 59, day: 27)) { before = device.now }
        scenario.run(until: DeviceScenario.local(3, 0, day: 27))

        XCTAssertEqual(before?.iso8601, "2026-03-29T01:59:00.000+01:00")
        XCTAssertEqual(device.now.iso8601, "2026-03-29T04:00:00.000+02:00")
        XCTAssertEqual(device.timeZone, .named(paris))
        let lines = device.deliveries.map(\.line)
        XCTAssertEqual(lines.first, "01:50:00 daily interval")
        XCTAssertEqual(lines.count, 21, "one interval start and 20 minutes, no new interval")
        XCTAssertEqual(lines.last, "02:10:00 game.20 real:engaged", "on the test's fixed +01:00 clock")
        XCTAssertEqual(device.groundTruth.frontmostMs(label: .engaged), 20 * 60_000)
    }

    /// New York falls back on Sunday 1 November 2026 at 06:00 UTC (02:00 EDT → 01:00 EST): the
    /// offset reads −04:00 an hour before and −05:00 a minute after; 01:00 local comes twice.
    func testNewYorkFallsBackOnTheFirstSundayOfNovember() throws {
        let newYork = try XCTUnwrap(NamedTimeZone.named("America/New_York"))
        let scenario = DeviceScenario(timeZone: .named(newYork))
        let device = scenario.device
        XCTAssertEqual(device.utcOffsetSeconds, -5 * 3_600, "March 2, before the spring change")
        var readings: [String] = []
        for minutesUtc in [5 * 60, 6 * 60 + 1] {
            let instant = Instant(
                millisecondsSinceEpoch: CivilDate(year: 2026, month: 11, day: 1).daysSinceEpoch
                    * Instant.millisecondsPerDay + Int64(minutesUtc) * Instant.millisecondsPerMinute)
            scenario.at(instant) { readings.append(device.now.iso8601) }
        }
        scenario.run(until: DeviceScenario.local(12, 0, day: 245))
        XCTAssertEqual(readings, ["2026-11-01T01:00:00.000-04:00", "2026-11-01T01:01:00.000-05:00"])
    }
}
