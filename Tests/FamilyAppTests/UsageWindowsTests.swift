import Platform
import XCTest

@testable import FamilyApp

/// Each app's registered minutes are a window of its share of 480 events, starting after its
/// last minute recorded today, and at minute 1 again the next day.
final class UsageWindowsTests: XCTestCase {
    func testAWindowIsTheAppsShareOfTheRegistrationAndMovesUpWithinTheDay() {
        let duolingo = AppID("duolingo")
        let khan = AppID("khan-academy")
        var windows = UsageWindows()
        let monday = CivilDate(year: 2026, month: 3, day: 2)
        windows.begin(monday)
        XCTAssertEqual(UsageWindows.width(appCount: 1), 480)
        XCTAssertEqual(UsageWindows.width(appCount: 3), 160)
        XCTAssertEqual(UsageWindows.width(appCount: 600), 1, "one minute each at least")
        XCTAssertEqual(windows.minutes(of: duolingo, appCount: 3), 1...160)
        XCTAssertTrue(windows.advance(duolingo, past: 160))
        XCTAssertEqual(windows.minutes(of: duolingo, appCount: 3), 161...320)
        XCTAssertEqual(windows.minutes(of: khan, appCount: 3), 1...160, "only the app that recorded minutes")
        XCTAssertFalse(windows.advance(duolingo, past: 4), "never down")
        XCTAssertTrue(windows.advance(duolingo, past: 1_400))
        XCTAssertEqual(windows.minutes(of: duolingo, appCount: 3), 1_401...1_439, "never past the day's last minute")
        XCTAssertTrue(windows.advance(duolingo, past: 1_439))
        XCTAssertEqual(windows.minutes(of: duolingo, appCount: 3), 1_439...1_439)
        XCTAssertFalse(windows.advance(duolingo, past: 1_439))
        windows.begin(monday.adding(days: 1))
        XCTAssertTrue(windows.isAtDayStart)
        XCTAssertEqual(windows.minutes(of: duolingo, appCount: 3), 1...160)
    }
}
