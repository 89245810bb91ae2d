import Bonus
import XCTest

/// The streak rule at its boundary, which the fixture's scenario gate does not check.
final class BonusTests: XCTestCase {
    func testTenDaysIsNotYetAStreak() {
        XCTAssertEqual(streakMultiplier(days: 10), 1)
        XCTAssertEqual(streakMultiplier(days: 11), 2)
    }
}
