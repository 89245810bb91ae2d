@testable import FamilyApp
import Platform
import XCTest

/// Each app's registered minutes start after its last minute recorded today, and at minute 1
/// again the next day.
final class UsageWindowsTests: XCTestCase {
    func testAWindowMovesUpWithinTheDayAndStartsAgainTheNext() {
        let duolingo = AppID("duolingo")
        let khan = AppID("khan-academy")
        var windows = UsageWindows()
        let monday = CivilDate(year: 2026, month: 3, day: 2)
        windows.begin(monday)
        XCTAssertEqual(windows.minutes(of: duolingo), 1...1_439)
        XCTAssertTrue(windows.advance(duolingo, past: 10))
        XCTAssertEqual(windows.minutes(of: duolingo), 11...1_439)
        XCTAssertEqual(windows.minutes(of: khan), 1...1_439, "only the app that recorded minutes")
        XCTAssertFalse(windows.advance(duolingo, past: 4), "never down")
        XCTAssertTrue(windows.advance(duolingo, past: 1_439))
        XCTAssertEqual(windows.minutes(of: duolingo), 1_439...1_439, "never past the day's last minute")
        XCTAssertFalse(windows.advance(duolingo, past: 1_439))
        windows.begin(monday.adding(days: 1))
        XCTAssertTrue(windows.isAtDayStart)
        XCTAssertEqual(windows.minutes(of: duolingo), 1...1_439)
    }
}
