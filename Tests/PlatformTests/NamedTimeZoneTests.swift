import Platform
import XCTest

/// Each zone's transitions, worked out by hand from its rule for 2024 and 2026.
final class NamedTimeZoneTests: XCTestCase {
    private func instant(_ text: String) -> Instant {
        // `2026-03-29T01:00Z`
        let parts = text.split(whereSeparator: { "-T:Z".contains($0) }).map { Int($0)! }
        let day = CivilDate(year: parts[0], month: parts[1], day: parts[2])
        return Instant(
            millisecondsSinceEpoch: day.daysSinceEpoch * Instant.millisecondsPerDay
                + Int64(parts[3]) * Instant.millisecondsPerHour + Int64(parts[4]) * Instant.millisecondsPerMinute)
    }

    private func zone(_ identifier: String) throws -> NamedTimeZone {
        try XCTUnwrap(NamedTimeZone.named(identifier))
    }

    private func transitions(_ identifier: String, from start: String, count: Int) throws -> [Instant] {
        let zone = try zone(identifier)
        var cursor = instant(start)
        return try (0..<count).map { _ in
            cursor = try XCTUnwrap(zone.nextTransition(after: cursor))
            return cursor
        }
    }

    func testParisAndLondonMoveTogetherAtOneUtcOnTheLastSundaysOfMarchAndOctober() throws {
        let expected = ["2026-03-29T01:00Z", "2026-10-25T01:00Z", "2027-03-28T01:00Z"].map(instant)
        XCTAssertEqual(try transitions("Europe/Paris", from: "2026-01-01T00:00Z", count: 3), expected)
        XCTAssertEqual(try transitions("Europe/London", from: "2026-01-01T00:00Z", count: 3), expected)
        let paris = try zone("Europe/Paris")
        XCTAssertEqual(paris.offsetSeconds(at: instant("2026-03-29T00:59Z")), 3_600)
        XCTAssertEqual(paris.offsetSeconds(at: instant("2026-03-29T01:00Z")), 7_200)
        XCTAssertEqual(paris.offsetSeconds(at: instant("2026-10-25T00:59Z")), 7_200)
        XCTAssertEqual(paris.offsetSeconds(at: instant("2026-10-25T01:00Z")), 3_600)
        XCTAssertEqual(try zone("Europe/London").offsetSeconds(at: instant("2024-07-01T12:00Z")), 3_600)
        XCTAssertEqual(
            try transitions("Europe/Paris", from: "2024-01-01T00:00Z", count: 2),
            ["2024-03-31T01:00Z", "2024-10-27T01:00Z"].map(instant))
    }

    func testNewYorkAndLosAngelesMoveAtTwoLocalOnTheSecondSundayOfMarchAndFirstOfNovember() throws {
        // 02:00 EST = 07:00 UTC; 02:00 EDT = 06:00 UTC. Los Angeles three hours later.
        XCTAssertEqual(
            try transitions("America/New_York", from: "2026-01-01T00:00Z", count: 2),
            ["2026-03-08T07:00Z", "2026-11-01T06:00Z"].map(instant))
        XCTAssertEqual(
            try transitions("America/Los_Angeles", from: "2026-01-01T00:00Z", count: 2),
            ["2026-03-08T10:00Z", "2026-11-01T09:00Z"].map(instant))
        XCTAssertEqual(
            try transitions("America/New_York", from: "2024-01-01T00:00Z", count: 2),
            ["2024-03-10T07:00Z", "2024-11-03T06:00Z"].map(instant))
        let newYork = try zone("America/New_York")
        XCTAssertEqual(newYork.offsetSeconds(at: instant("2026-03-08T06:59Z")), -5 * 3_600)
        XCTAssertEqual(newYork.offsetSeconds(at: instant("2026-03-08T07:00Z")), -4 * 3_600)
        XCTAssertEqual(newYork.offsetSeconds(at: instant("2026-11-01T06:00Z")), -5 * 3_600)
    }

    func testSydneyKeepsDaylightTimeAcrossTheNewYear() throws {
        // Ends 03:00 AEDT on 5 April = 16:00 UTC on the 4th; starts 02:00 AEST on 4 October = 16:00 UTC on the 3rd.
        XCTAssertEqual(
            try transitions("Australia/Sydney", from: "2026-01-01T00:00Z", count: 3),
            ["2026-04-04T16:00Z", "2026-10-03T16:00Z", "2027-04-03T16:00Z"].map(instant))
        let sydney = try zone("Australia/Sydney")
        XCTAssertEqual(sydney.offsetSeconds(at: instant("2026-01-15T00:00Z")), 11 * 3_600)
        XCTAssertEqual(sydney.offsetSeconds(at: instant("2026-07-15T00:00Z")), 10 * 3_600)
        XCTAssertEqual(sydney.offsetSeconds(at: instant("2026-12-31T23:00Z")), 11 * 3_600)
    }

    func testTokyoAndKolkataNeverMove() throws {
        XCTAssertNil(try zone("Asia/Tokyo").nextTransition(after: instant("2026-01-01T00:00Z")))
        XCTAssertEqual(try zone("Asia/Tokyo").offsetSeconds(at: instant("2026-07-01T00:00Z")), 9 * 3_600)
        XCTAssertEqual(try zone("Asia/Kolkata").offsetSeconds(at: instant("2026-07-01T00:00Z")), 19_800)
    }

    func testADaylightSavingChangeIsExplainedAndAChangeOfZoneIsNot() throws {
        let paris = DeviceTimeZone.named(try zone("Europe/Paris"))
        let saturday = instant("2026-03-28T19:00Z")
        let sunday = instant("2026-03-29T14:00Z")
        XCTAssertTrue(paris.explainsOffsetChange(from: 3_600, at: saturday, to: 7_200, at: sunday))
        XCTAssertFalse(paris.explainsOffsetChange(from: 3_600, at: saturday, to: 3 * 3_600, at: sunday))
        XCTAssertFalse(paris.explainsOffsetChange(from: 3_600, at: saturday, to: 7_200, at: saturday))
        XCTAssertFalse(
            DeviceTimeZone.fixed(utcOffsetSeconds: 7_200)
                .explainsOffsetChange(from: 3_600, at: saturday, to: 7_200, at: sunday))
    }

    func testAMistypedIdentifierIsMatchedToTheClosestKnownOne() {
        XCTAssertEqual(NamedTimeZone.closestIdentifier(to: "Europe/Pari"), "Europe/Paris")
        XCTAssertEqual(NamedTimeZone.closestIdentifier(to: "america/new york"), "America/New_York")
        XCTAssertEqual(NamedTimeZone.closestIdentifier(to: "Asia/Calcutta"), "Asia/Kolkata")
    }
}
