import FamilyApp
import Platform
import RewardEngine
import XCTest

/// The settings record a parent's phone writes: one field per setting, stamped with the time and
/// the parent of its last edit, so that two parents' edits can merge field by field.
final class SyncedSettingTests: XCTestCase {
    let zone = CloudZoneID(name: "family-alex", owner: CloudAccountID("parent-sam"))
    let sam = ParentID("sam")
    let nine = Instant(millisecondsSinceEpoch: 1_772_438_400_000)

    func testStampingWritesOnlyTheChangedSettingsWithTheirEditorAndTime() {
        var record = CloudRecord(id: CloudRecordID(zone: zone, name: "settings"), type: FamilyRecordType.settings)
        SyncedSetting.stamp(RewardSettings(), into: &record, by: sam, at: Instant(millisecondsSinceEpoch: 0))
        var settings = RewardSettings()
        settings.conversionRatePointsPerMinute = 3
        settings.dailyRewardLimitMinutes = 45
        let changed = SyncedSetting.stamp(settings, into: &record, by: ParentID("jo"), at: nine)
        XCTAssertEqual(changed, [.conversionRate, .dailyRewardLimit])
        XCTAssertEqual(record["conversion_rate"], .int(3))
        XCTAssertEqual(record["conversion_rate.editedAt"], .int(nine.millisecondsSinceEpoch))
        XCTAssertEqual(record["conversion_rate.editedBy"], .text("jo"))
        XCTAssertEqual(record["session_gap.editedBy"], .text("sam"), "an unchanged setting keeps its last editor")
        XCTAssertEqual(record["daily_reward_limit"], .int(45))
    }

    func testALimitThatIsOffTravelsAsMinusOneAndComesBackOff() {
        var record = CloudRecord(id: CloudRecordID(zone: zone, name: "settings"), type: FamilyRecordType.settings)
        var settings = RewardSettings()
        settings.weeklyRewardLimitMinutes = 300
        SyncedSetting.stamp(settings, into: &record, by: sam, at: nine)
        XCTAssertEqual(record["daily_reward_limit"], .int(-1))
        let read = SyncedSetting.settings(from: record, over: RewardSettings())
        XCTAssertNil(read.dailyRewardLimitMinutes)
        XCTAssertEqual(read.weeklyRewardLimitMinutes, 300)
        XCTAssertEqual(read, settings)
    }

    func testStampingTheSameSettingsAgainChangesNothing() {
        var record = CloudRecord(id: CloudRecordID(zone: zone, name: "settings"), type: FamilyRecordType.settings)
        SyncedSetting.stamp(RewardSettings(), into: &record, by: sam, at: nine)
        XCTAssertEqual(SyncedSetting.stamp(RewardSettings(), into: &record, by: ParentID("jo"), at: nine + 60_000), [])
        XCTAssertEqual(record["conversion_rate.editedBy"], .text("sam"))
    }

    func testTheFamilyZonesBelongToTheOrganiserAndTheUsageZoneToTheChild() {
        let layout = FamilyCloudLayout(organizer: sam)
        XCTAssertEqual(layout.familyZone(of: ChildID("alex")).description, "family-alex@parent-sam")
        XCTAssertEqual(layout.usageZone(of: ChildID("alex")).description, "usage-alex@child-alex")
        XCTAssertEqual(layout.coordinationZone.description, "coordination@parent-sam")
    }
}
