import Platform
import XCTest

@testable import FamilyApp

/// The events a log of the newest sheds: the oldest by time, then by name, newest of them first.
final class ActivityEventsOldestTests: XCTestCase {
    private func event(_ name: String, at ms: Int64) -> CloudRecord {
        CloudRecord(
            id: CloudRecordID(zone: CloudZoneID(name: "coordination", owner: CloudAccountID("sam")), name: name),
            type: FamilyRecordType.coordinationEvent, fields: ["at": .int(ms)])
    }

    func testTheOldestComeBackNewestFirstWhateverOrderTheyCameIn() {
        let events = [
            event("e", at: 50), event("b", at: 20), event("d", at: 10), event("a", at: 20), event("c", at: 40),
        ]
        var oldest = ActivityEventsOldest(count: 3)
        for event in events {
            oldest.consider(event)
        }
        XCTAssertEqual(oldest.newestFirst.map(\.id.name), ["b", "a", "d"])
        let sorted = events.sorted { ActivityEventsOldest.order(of: $0) > ActivityEventsOldest.order(of: $1) }
        XCTAssertEqual(oldest.newestFirst.map(\.id.name), sorted.dropFirst(2).map(\.id.name))
    }

    func testOneWantedIsTheOldest() {
        var oldest = ActivityEventsOldest(count: 1)
        for event in [event("x", at: 7), event("y", at: 3), event("z", at: 9)] {
            oldest.consider(event)
        }
        XCTAssertEqual(oldest.newestFirst.map(\.id.name), ["y"])
    }
}
