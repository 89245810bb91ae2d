import XCTest

@testable import AntiGaming

/// A session keeps its tick indexes as runs of consecutive ones and gives back every index.
final class TickIndexRunsTests: XCTestCase {
    func testIndexesComeBackAsAddedAndEqualListsKeepEqualRuns() {
        var runs = TickIndexRuns([0, 1, 2, 5])
        runs.append(6)
        runs.append(9)
        XCTAssertEqual(runs.indexes, [0, 1, 2, 5, 6, 9])
        XCTAssertEqual(runs.last, 9)
        XCTAssertEqual(runs, TickIndexRuns([0, 1, 2, 5, 6, 9]))
        XCTAssertNotEqual(runs, TickIndexRuns([0, 1, 2, 5, 6, 8]))
        XCTAssertNil(TickIndexRuns().last)
        XCTAssertEqual(TickIndexRuns().indexes, [])
    }
}
