import Platform
import XCTest

@testable import Simulation

/// A message weighs its records as text; the count of a value's text is made without building it.
final class DeviceTrafficTests: XCTestCase {
    func testAValueWeighsWhatItsTextWeighs() {
        let values: [CloudValue] = [
            .int(0), .int(7), .int(-5), .int(10), .int(123_456), .int(Int64.max), .int(Int64.min),
            .text(""), .text("duolingo"), .text("Zoë"),
        ]
        for value in values {
            XCTAssertEqual(value.textBytes, value.description.utf8.count, "\(value)")
        }
    }

    func testARecordWeighsItsNamesFieldsAndAFixedEnvelope() {
        let record = CloudRecord(
            id: CloudRecordID(zone: CloudZoneID(name: "usage", owner: CloudAccountID("child")), name: "entry.1"),
            type: "LedgerEntry", fields: ["amount": .int(-12), "kind": .text("learning")]
        )
        // 7 + 5 + 11 + 40, then amount: 6 + 3 + 8, kind: 4 + 10 + 8.
        XCTAssertEqual(record.estimatedBytes, 63 + 17 + 22)
    }
}
