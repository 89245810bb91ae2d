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

    /// Paris's spring night: minutes 1–10 counted 00:31–00:40 +01:00 on 29 March, the clock
    /// moves to +02:00 at 01:00 UTC, and at 04:10 +02:00 a spurious interval start comes, 90 s
    /// later minute 5 again (a replay), then minute 11. The clock reads an hour further ahead of trusted
    /// time, all of it the zone's own saving: the same interval, so minute 5 is a duplicate and
    /// 11 minutes are credited. Taken for a new interval, the day's minutes were forgotten and
    /// the replayed minute credited twice (12).
    func testASpuriousStartAfterTheSpringChangeKeepsTheDaysMinutes() {
        var script = UsageScript(day: 28, hour: 0, minute: 30, utcOffsetSeconds: 3_600)
        script.setZone("ipad", utcOffsetSeconds: 3_600, identifier: "Europe/Paris")
        script.startInterval("ipad")
        script.use("ipad", "math", minutes: 10)
        script.advance(minutes: 150)
        script.setZone("ipad", utcOffsetSeconds: 7_200, identifier: "Europe/Paris")
        script.startInterval("ipad")
        script.advance(seconds: 90)
        script.tick("ipad", "math", minute: 5)
        script.use("ipad", "math", minutes: 1)
        let replay = Replay(script.signals, .lenient)
        XCTAssertEqual(replay.assessments[10].reasons, [.duplicate])
        XCTAssertEqual(replay.creditedCount(), 11)
        XCTAssertEqual(replay.flags, [])
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
        let replay = Replay(
            weekendInParis(before: "Europe/Paris", after: "Europe/Paris", sundayOffset: 3 * 3_600), .strict)
        XCTAssertEqual(replay.creditedCount(), 10)
        XCTAssertEqual(replay.flags.map(\.reason), [.timeZoneChanged])
    }

    /// Paris to Moscow-like +03:00 under another identifier, judged by the identifier the
    /// callbacks report now: its rule does not give +01:00 on Saturday, so it is a change.
    func testANewIdentifierIsAChangeOfZone() {
        let replay = Replay(
            weekendInParis(before: "Europe/Paris", after: "Asia/Tokyo", sundayOffset: 9 * 3_600), .moderate)
        XCTAssertEqual(replay.flags.map(\.reason), [.timeZoneChanged])
    }

    /// With automatic date and time required nobody can set the zone by hand: a trip's change
    /// of identifier and offset is trusted, and strict keeps the ten Sunday minutes it withholds
    /// without the restriction (`testANewIdentifierIsAChangeOfZone`'s stream).
    func testUnderRequiredAutomaticTimeAChangeOfZoneIsATrip() {
        let signals = weekendInParis(before: "Europe/Paris", after: "Asia/Tokyo", sundayOffset: 9 * 3_600)
        XCTAssertEqual(Replay(signals, .strict).creditedCount(), 10)
        let restricted = Replay(
            signals, .strict, settings: ValidatorSettings(choices: ParentChoices(requiresAutomaticDateAndTime: true)))
        XCTAssertEqual(restricted.creditedCount(), 20)
        XCTAssertEqual(restricted.flags, [])
    }
}
