@testable import FamilyApp
import Platform
import XCTest

/// The windows of minutes the app registers per app stay under the registration limit and slide
/// up within the day.
final class UsageWindowsTests: XCTestCase {
    func testAppsShareFourHundredAndEightyEvents() {
        XCTAssertEqual(UsageWindows.width(appCount: 1), 480)
        XCTAssertEqual(UsageWindows.width(appCount: 2), 240)
        XCTAssertEqual(UsageWindows.width(appCount: 7), 68)
        XCTAssertEqual(UsageWindows.width(appCount: 600), 1, "one minute each at least")
    }

    func testAWindowSlidesWithinTheDayAndStartsAgainTheNext() {
        let duolingo = AppID("duolingo")
        let khan = AppID("khan-academy")
        var windows = UsageWindows()
        let monday = CivilDate(year: 2026, month: 3, day: 2)
        windows.begin(monday)
        XCTAssertEqual(windows.minutes(of: duolingo, appCount: 2), 1...240)
        XCTAssertTrue(windows.move(duolingo, to: 241, appCount: 2))
        XCTAssertEqual(windows.minutes(of: duolingo, appCount: 2), 241...480)
        XCTAssertEqual(windows.minutes(of: khan, appCount: 2), 1...240, "only the app that reached its top")
        XCTAssertFalse(windows.move(duolingo, to: 241, appCount: 2), "no move, no new registration")
        XCTAssertTrue(windows.move(duolingo, to: 1_400, appCount: 2))
        XCTAssertEqual(windows.minutes(of: duolingo, appCount: 2), 1_200...1_439, "capped at the day's last minute")
        windows.begin(monday.adding(days: 1))
        XCTAssertTrue(windows.isAtDayStart)
        XCTAssertEqual(windows.minutes(of: duolingo, appCount: 2), 1...240)
    }
}
