import Platform
import XCTest

@testable import SimulatedCloud

final class IssuedChangeTagTests: CloudServiceTestCase {
    override func setUp() {
        startService()
    }

    func testIssuedTagsReadBackToTheirSaveNumbers() {
        XCTAssertEqual(CloudChangeTag(issued: 1), CloudChangeTag("t1"))
        XCTAssertEqual(CloudChangeTag(issued: 4_096), CloudChangeTag("t4096"))
        XCTAssertEqual(CloudChangeTag("t1").issuedNumber, 1)
        XCTAssertEqual(CloudChangeTag("t4096").issuedNumber, 4_096)
        XCTAssertEqual(CloudChangeTag("t999999999999999999").issuedNumber, 999_999_999_999_999_999)
    }

    func testTextTheServiceNeverIssuesHasNoSaveNumber() {
        for text in ["", "t", "t0", "t01", "x1", "T1", "t1a", "t-1", "t1000000000000000000"] {
            XCTAssertNil(CloudChangeTag(text).issuedNumber, text)
        }
    }

    func testAConflictNamesAnAncestorSavedManyVersionsBefore() throws {
        let first = try XCTUnwrap(save([newRecord("entry-1", points: 1)]).first)
        var latest = first
        for points in 2...5 {
            latest = try XCTUnwrap(save([edited(latest, points: Int64(points))]).first)
        }
        XCTAssertEqual(latest.changeTag, CloudChangeTag("t5"))
        let result = try modify(saving: [edited(first, points: 9)]).result.get()
        let error = try XCTUnwrap(result.failedSaves.first).error
        XCTAssertEqual(error.code, .serverRecordChanged)
        XCTAssertEqual(error.ancestorRecord, first)
        XCTAssertEqual(error.serverRecord, latest)
    }

    func testAConflictOnATagTheServiceNeverIssuedNamesNoAncestor() throws {
        let first = try XCTUnwrap(save([newRecord("entry-1", points: 1)]).first)
        var forged = edited(first, points: 9)
        forged.changeTag = CloudChangeTag("t01")
        let error = try XCTUnwrap(modify(saving: [forged]).result.get().failedSaves.first).error
        XCTAssertEqual(error.code, .serverRecordChanged)
        XCTAssertNil(error.ancestorRecord)
        XCTAssertEqual(error.serverRecord, first)
    }
}
