@testable import Checkers
import Platform
import XCTest

final class LedgerCheckerTests: XCTestCase {
    func testLedgerEntriesOnTheServiceAreReadOnlyFromTheNamesTheAppWrites() {
        let zone = CloudZoneID(name: "usage-alex", owner: CloudAccountID("child-alex"))
        let names = [
            "entry.alex.1", "entry.alex.12", "entry.alex.007", "entry.alex.0", "entry.alex.3x", "entry.alex.",
            "entry.alex.-4", "entry.alex.+5", "entry.bo.2", "entry.alexa.6", "receipt.cmd-7", "entry.alex.99",
        ]
        let records = names.map { CloudRecord(id: CloudRecordID(zone: zone, name: $0), type: "LedgerEntry") }
        XCTAssertEqual(LedgerChecker.entrySequences(in: records, of: ChildID("alex")), [1, 12, 99])
    }
}
