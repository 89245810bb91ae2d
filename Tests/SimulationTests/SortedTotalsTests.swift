import XCTest

@testable import Simulation

final class SortedTotalsTests: XCTestCase {
    func testKeysArrivingInOrderAreAddedUpUnderEachKey() {
        var totals = SortedTotals<Int, Int64>()
        totals.update(1, initial: 0) { $0 += 5 }
        totals.update(2, initial: 0) { $0 += 7 }
        totals.update(2, initial: 0) { $0 += 3 }
        XCTAssertEqual(totals.entries.map(\.key), [1, 2])
        XCTAssertEqual(totals.entries.map(\.value), [5, 10])
    }

    func testAKeyArrivingOutOfOrderTakesItsPlaceInKeyOrder() {
        var totals = SortedTotals<String, Int>()
        for key in ["b", "d", "a", "c", "d", "a"] {
            totals.update(key, initial: 100) { $0 += 1 }
        }
        XCTAssertEqual(totals.entries.map(\.key), ["a", "b", "c", "d"])
        XCTAssertEqual(totals.entries.map(\.value), [102, 101, 101, 102])
    }

    func testANewKeyStartsFromTheInitialValueBeforeTheChange() {
        var totals = SortedTotals<Int, [Int]>()
        totals.update(3, initial: [9]) { $0.append(1) }
        XCTAssertEqual(totals.entries.first?.value, [9, 1])
    }
}
