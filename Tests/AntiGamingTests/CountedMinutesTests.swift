import XCTest

@testable import AntiGaming

final class CountedMinutesTests: XCTestCase {
    func testMinutesArrivingInOrderAreFoundAndOthersAreNot() {
        var counted = CountedMinutes()
        XCTAssertFalse(counted.contains(1))
        for minute in [1, 2, 3, 5] { counted.insert(minute) }
        XCTAssertEqual(counted.minutes, [1, 2, 3, 5])
        XCTAssertTrue(counted.contains(3))
        XCTAssertTrue(counted.contains(5))
        XCTAssertFalse(counted.contains(4))
        XCTAssertFalse(counted.contains(0))
        XCTAssertFalse(counted.contains(6))
    }

    /// A catch-up flood re-delivers earlier minutes, and a late one fills a gap: each lands in its
    /// place once.
    func testMinutesOutOfOrderOrRepeatedAreKeptSortedOnce() {
        var counted = CountedMinutes()
        for minute in [10, 12, 11, 12, 3, 10, 1_439, 7] { counted.insert(minute) }
        XCTAssertEqual(counted.minutes, [3, 7, 10, 11, 12, 1_439])
        XCTAssertTrue(counted.contains(11))
        XCTAssertTrue(counted.contains(3))
        XCTAssertFalse(counted.contains(8))
    }

    func testANewDateForgetsEveryMinute() {
        var counted = CountedMinutes()
        for minute in 1...30 { counted.insert(minute) }
        counted.removeAll()
        XCTAssertEqual(counted.minutes, [])
        XCTAssertFalse(counted.contains(30))
        counted.insert(2)
        XCTAssertEqual(counted.minutes, [2])
    }
}
