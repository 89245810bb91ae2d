import Platform
import XCTest

final class CloudErrorTests: XCTestCase {
    private let zone = CloudZoneID(name: "family-alex", owner: CloudAccountID("parent-sam"))

    private func limits(tag: String, minutes: Int64) -> CloudRecord {
        CloudRecord(
            id: CloudRecordID(zone: zone, name: "limits"), type: "Limits", fields: ["minutes": .int(minutes)],
            changeTag: CloudChangeTag(tag)
        )
    }

    func testAConflictHandsBackTheThreeRecordsItWasGiven() {
        let error = CloudError(
            .serverRecordChanged, serverRecord: limits(tag: "t3", minutes: 45),
            clientRecord: limits(tag: "t1", minutes: 30), ancestorRecord: limits(tag: "t1", minutes: 60)
        )
        XCTAssertEqual(error.serverRecord?.changeTag, CloudChangeTag("t3"))
        XCTAssertEqual(error.clientRecord?["minutes"], .int(30))
        XCTAssertEqual(error.ancestorRecord?["minutes"], .int(60))
    }

    func testAnErrorWithoutRecordsHasNone() {
        let error = CloudError(.networkFailure, retryAfterMs: 2_000)
        XCTAssertNil(error.serverRecord)
        XCTAssertNil(error.clientRecord)
        XCTAssertNil(error.ancestorRecord)
        XCTAssertEqual(error.retryAfterMs, 2_000)
    }

    func testErrorsBuiltApartFromEqualRecordsAreEqualAndHashAlike() {
        let first = CloudError(.serverRecordChanged, serverRecord: limits(tag: "t2", minutes: 45))
        let second = CloudError(.serverRecordChanged, serverRecord: limits(tag: "t2", minutes: 45))
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.hashValue, second.hashValue)
        XCTAssertEqual(Set([first, second]).count, 1)
    }

    func testErrorsDifferingInOneRecordDiffer() {
        let server = limits(tag: "t2", minutes: 45)
        let withAncestor = CloudError(.serverRecordChanged, serverRecord: server, ancestorRecord: server)
        let withoutAncestor = CloudError(.serverRecordChanged, serverRecord: server)
        let otherAncestor = CloudError(
            .serverRecordChanged, serverRecord: server, ancestorRecord: limits(tag: "t1", minutes: 45)
        )
        XCTAssertNotEqual(withAncestor, withoutAncestor)
        XCTAssertNotEqual(withAncestor, otherAncestor)
        XCTAssertNotEqual(CloudError(.networkFailure), CloudError(.networkFailure, retryAfterMs: 0))
    }
}
