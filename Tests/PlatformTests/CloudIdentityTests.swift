import Platform
import XCTest

final class CloudIdentityTests: XCTestCase {
    private let alexFamily = CloudZoneID(name: "family-alex", owner: CloudAccountID("parent-sam"))
    private let samFamily = CloudZoneID(name: "family-alex", owner: CloudAccountID("parent-kim"))
    private let alexUsage = CloudZoneID(name: "usage-alex", owner: CloudAccountID("child-alex"))

    func testRecordsOfTheSameNameInDifferentZonesAreDifferentKeys() {
        let settings = CloudRecordID(zone: alexFamily, name: "settings")
        let sameNameElsewhere = CloudRecordID(zone: alexUsage, name: "settings")
        let sameZoneNameOtherOwner = CloudRecordID(zone: samFamily, name: "settings")
        XCTAssertNotEqual(settings, sameNameElsewhere)
        XCTAssertNotEqual(settings, sameZoneNameOtherOwner)
        let byID = [settings: 1, sameNameElsewhere: 2, sameZoneNameOtherOwner: 3]
        XCTAssertEqual(byID.count, 3)
        XCTAssertEqual(byID[CloudRecordID(zone: alexUsage, name: "settings")], 2)
        XCTAssertEqual(byID[CloudRecordID(zone: samFamily, name: "settings")], 3)
        XCTAssertNil(byID[CloudRecordID(zone: alexUsage, name: "points-counter")])
    }

    func testEqualIDsBuiltApartHashAlike() {
        let first = CloudRecordID(zone: alexUsage, name: "ledger.ipad-1.7")
        let second = CloudRecordID(
            zone: CloudZoneID(name: "usage-" + "alex", owner: CloudAccountID("child-" + "alex")),
            name: "ledger." + "ipad-1.7"
        )
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.hashValue, second.hashValue)
        XCTAssertEqual(alexUsage.hashValue, second.zone.hashValue)
    }

    func testZonesOfTheSameNameWithDifferentOwnersAreDifferentKeys() {
        let zones: Set = [alexFamily, samFamily, alexUsage, alexFamily]
        XCTAssertEqual(zones.count, 3)
        XCTAssertTrue(zones.contains(CloudZoneID(name: "family-alex", owner: CloudAccountID("parent-kim"))))
        XCTAssertFalse(zones.contains(CloudZoneID(name: "family-alex", owner: CloudAccountID("child-alex"))))
    }
}
