import FamilyApp
import Platform
import RewardEngine
import XCTest

@testable import Checkers

final class LedgerCheckerTests: XCTestCase {
    func testARecordNameCarriesTheDeviceAndTheSequence() {
        let name = EntryOrigin(device: DeviceID("alex-ipad"), sequence: 7)
        XCTAssertEqual(name.recordName(of: ChildID("alex")), "entry.alex.alex-ipad.7")
        XCTAssertEqual(EntryOrigin(recordName: "entry.alex.alex-ipad.7", of: ChildID("alex")), name)
    }
}
