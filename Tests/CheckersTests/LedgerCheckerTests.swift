@testable import Checkers
import FamilyApp
import Platform
import RewardEngine
import XCTest

final class LedgerCheckerTests: XCTestCase {
    func testLedgerEntriesOnTheServiceAreReadOnlyFromTheNamesTheAppWrites() {
        let zone = CloudZoneID(name: "usage-alex", owner: CloudAccountID("child-alex"))
        let names = [
            "entry.alex.ipad.1", "entry.alex.ipad.12", "entry.alex.ipad.007", "entry.alex.ipad.0", "entry.alex.ipad.3x",
            "entry.alex.ipad.", "entry.alex.ipad.-4", "entry.alex.ipad.+5", "entry.alex.1", "entry.bo.ipad.2",
            "entry.alexa.ipad.6", "receipt.cmd-7", "entry.alex.old-phone.99", "entry.alex..5",
        ]
        let records = names.map { CloudRecord(id: CloudRecordID(zone: zone, name: $0), type: "LedgerEntry") }
        XCTAssertEqual(LedgerChecker.entryNames(in: records, of: ChildID("alex")), [
            EntryOrigin(device: DeviceID("ipad"), sequence: 1),
            EntryOrigin(device: DeviceID("ipad"), sequence: 12),
            EntryOrigin(device: DeviceID("old-phone"), sequence: 99),
        ])
    }

    func testARecordNameCarriesTheDeviceAndTheSequence() {
        let name = EntryOrigin(device: DeviceID("alex-ipad"), sequence: 7)
        XCTAssertEqual(name.recordName(of: ChildID("alex")), "entry.alex.alex-ipad.7")
        XCTAssertEqual(EntryOrigin(recordName: "entry.alex.alex-ipad.7", of: ChildID("alex")), name)
    }
}
