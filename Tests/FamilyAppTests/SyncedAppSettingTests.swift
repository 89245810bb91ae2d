import FamilyApp
import Platform
import RewardEngine
import XCTest

final class SyncedAppSettingTests: XCTestCase {
    func testEachCategoryHasItsValueAndBack() {
        let categories: [AppCategory] = [
            .reward, .learning(pointsPerHour: nil), .learning(pointsPerHour: 0),
            .learning(pointsPerHour: 120),
        ]
        XCTAssertEqual(categories.map(SyncedAppSetting.value(of:)), [-1, -2, 0, 120])
        XCTAssertEqual(categories.map { SyncedAppSetting.category(from: SyncedAppSetting.value(of: $0)) }, categories)
        XCTAssertNil(SyncedAppSetting.category(from: -3))
    }

    func testARecordCarriesOnlyTheAppsAParentChangedInIdOrder() {
        let record = CloudRecord(
            id: CloudRecordID(zone: CloudZoneID(name: "family.alex", owner: CloudAccountID("sam")), name: "settings"),
            type: "Settings",
            fields: [
                "conversion_rate": .int(2), "app.youtube": .int(-2), "app.youtube.editedAt": .int(5),
                "app.youtube.editedBy": .text("jo"), "app.duolingo": .int(120), "app.khan": .int(-7),
            ]
        )
        let apps = SyncedAppSetting.categories(in: record)
        XCTAssertEqual(apps.map(\.app), [AppID("duolingo"), AppID("youtube")])
        XCTAssertEqual(apps.map(\.category), [.learning(pointsPerHour: 120), .learning(pointsPerHour: nil)])
        XCTAssertEqual(SyncedAppSetting.app(ofField: "app.youtube.editedAt"), nil)
        XCTAssertEqual(SyncedAppSetting.describe(.learning(pointsPerHour: 90)), "learning at 90 points per hour")
    }
}
