import AntiGaming
import Platform
import XCTest

/// A named zone's own daylight-saving change is not a change of zone: the callbacks keep the
/// identifier, and the zone's rule gives both offsets at their instants.
final class DaylightSavingTests: XCTestCase {
    /// Saturday 28 March 2026 (day 27), 14:01–14:10 at +01:00; Sunday 29 March, after Paris
    /// moved to +02:00 at 01:00 UTC, 11:01–11:10 local. `identifier` is what the callbacks
    /// report before and after; `sundayOffset` the offset after.
    private func weekendInParis(before: String?, after: String?, sundayOffset: Int) -> [UsageSignal] {
        var script = UsageScript(day: 27, hour: 14, utcOffsetSeconds: 3_600)
        script.setZone("ipad", utcOffsetSeconds: 3_600, identifier: before)
        script.startInterval("ipad")
        script.use("ipad", "math", minutes: 10)
        script.advance(toDay: 28, hour: 10)
        script.setZone("ipad", utcOffsetSeconds: sundayOffset, identifier: after)
        script.startInterval("ipad")
        script.use("ipad", "math", minutes: 10)
        return script.signals
    }

    func testTheSpringChangeInParisIsNotAZoneChangeEvenAtStrict() {
        let replay = Replay(weekendInParis(before: "Europe/Paris", after: "Europe/Paris", sundayOffset: 7_200), .strict)
        XCTAssertEqual(replay.creditedCount(), 20)
        XCTAssertEqual(replay.flags, [])
        XCTAssertEqual(replay.assessments[10].reasons, [])
    }

    /// The same offsets with no identifier (a device set to bare offsets): strict withholds the
    /// ten Sunday minutes, within 24 h of the change.
    func testTheSameOffsetsWithoutAZoneAreAChangeOfZone() {
        let replay = Replay(weekendInParis(before: nil, after: nil, sundayOffset: 7_200), .strict)
        XCTAssertEqual(replay.creditedCount(), 10)
        XCTAssertEqual(replay.flags.map(\.reason), [.timeZoneChanged])
    }

    /// Paris never moves to +03:00: the rule does not explain it.
    func testAnOffsetTheZonesRuleDoesNotGiveIsAChangeOfZone() {
        let replay = Replay(weekendInParis(before: "Europe/Paris", after: "Europe/Paris", sundayOffset: 3 * 3_600), .strict)
        XCTAssertEqual(replay.creditedCount(), 10)
        XCTAssertEqual(replay.flags.map(\.reason), [.timeZoneChanged])
    }

    /// Paris to Moscow-like +03:00 under another identifier, judged by the identifier the
    /// callbacks report now: its rule does not give +01:00 on Saturday, so it is a change.
    func testANewIdentifierIsAChangeOfZone() {
        let replay = Replay(weekendInParis(before: "Europe/Paris", after: "Asia/Tokyo", sundayOffset: 9 * 3_600), .moderate)
        XCTAssertEqual(replay.flags.map(\.reason), [.timeZoneChanged])
    }

    /// With automatic date and time required nobody can set the zone by hand: a trip's change
    /// of identifier and offset is trusted, and strict keeps the ten Sunday minutes it withholds
    /// without the restriction (`testANewIdentifierIsAChangeOfZone`'s stream).
    func testUnderRequiredAutomaticTimeAChangeOfZoneIsATrip() {
        let signals = weekendInParis(before: "Europe/Paris", after: "Asia/Tokyo", sundayOffset: 9 * 3_600)
        XCTAssertEqual(Replay(signals, .strict).creditedCount(), 10)
        let restricted = Replay(signals, .strict, settings: ValidatorSettings(choices: ParentChoices(requiresAutomaticDateAndTime: true)))
        XCTAssertEqual(restricted.creditedCount(), 20)
        XCTAssertEqual(restricted.flags, [])
    }
}
