import Platform
import SimulatedCloud
import XCTest

final class CloudServiceSaveTests: CloudServiceTestCase {
    override func setUp() {
        startService()
    }

    func testEverySaveGivesTheRecordANewTagAndTheServerTime() throws {
        let first = try XCTUnwrap(save([newRecord("entry-1")]).first)
        XCTAssertEqual(first.changeTag, CloudChangeTag("t1"))
        XCTAssertEqual(first.serverModifiedAt, now)
        now = now + 5_000
        let second = try XCTUnwrap(save([edited(first, points: 7)]).first)
        XCTAssertEqual(second.changeTag, CloudChangeTag("t2"))
        XCTAssertEqual(second.serverModifiedAt, now)
        XCTAssertEqual(service.record(first.id), second)
        XCTAssertEqual(service.counters.recordsSaved, 2)
    }

    func testAStaleTagFailsWithServerRecordChangedCarryingAllThreeCopies() throws {
        let original = try XCTUnwrap(save([newRecord("entry-1", points: 5)]).first)
        let server = try XCTUnwrap(save([edited(original, points: 10)], device: samPad).first)
        let stale = edited(original, points: 20)
        let result = try modify(saving: [stale]).result.get()
        XCTAssertEqual(result.saved, [])
        let error = try XCTUnwrap(result.failedSaves.first).error
        XCTAssertEqual(error.code, .serverRecordChanged)
        XCTAssertEqual(error.serverRecord, server)
        XCTAssertEqual(error.serverRecord?.changeTag, CloudChangeTag("t2"))
        XCTAssertEqual(error.clientRecord, stale)
        XCTAssertEqual(error.ancestorRecord, original)
        XCTAssertEqual(error.ancestorRecord?["points"], .int(5))
        XCTAssertEqual(service.record(original.id), server)
        XCTAssertEqual(service.counters.conflicts, 1)
    }

    func testInsertingANameThatExistsFailsWithServerRecordChangedAndNoAncestor() throws {
        let server = try XCTUnwrap(save([newRecord("entry-1", points: 5)]).first)
        let retry = newRecord("entry-1", points: 5)
        let error = try XCTUnwrap(modify(saving: [retry]).result.get().failedSaves.first).error
        XCTAssertEqual(error.code, .serverRecordChanged)
        XCTAssertEqual(error.serverRecord, server)
        XCTAssertEqual(error.clientRecord, retry)
        XCTAssertNil(error.ancestorRecord)
    }

    func testSavingWithATagAfterADeleteFailsWithUnknownItem() throws {
        let original = try XCTUnwrap(save([newRecord("entry-1")]).first)
        let deletion = try modify(deleting: [original.id], device: samPad).result.get()
        XCTAssertEqual(deletion.deleted, [original.id])
        let result = try modify(saving: [edited(original, points: 3)]).result.get()
        XCTAssertEqual(errorCodes(result.failedSaves), [.unknownItem])
        XCTAssertNil(service.record(original.id))
        XCTAssertEqual(service.deletedRecordIDs(in: zone), [original.id])
        XCTAssertNil(service.firstRecreatedRecordID(in: zone), "deleted, and not back")
    }

    func testARecordDeletedAndInsertedAgainExistsAndStaysInTheDeletedList() throws {
        let original = try XCTUnwrap(save([newRecord("entry-1")]).first)
        _ = modify(deleting: [original.id])
        let again = try XCTUnwrap(save([newRecord("entry-1", points: 9)]).first)
        XCTAssertEqual(again.changeTag, CloudChangeTag("t2"))
        XCTAssertEqual(service.records(in: zone), [again])
        XCTAssertEqual(service.deletedRecordIDs(in: zone), [original.id])
        XCTAssertEqual(service.deletedRecordCount(in: zone), 1, "the count the daily digest mixes")
        XCTAssertEqual(service.firstRecreatedRecordID(in: zone), original.id, "what the resurrection checker reports")
    }

    func testDeletingAnAbsentRecordSucceedsAndChangesNothing() throws {
        service.subscribe(device: samPad, account: sam)
        let outcome = modify(deleting: [recordID("never-saved")])
        XCTAssertEqual(try outcome.result.get(), CloudModifyResult(deleted: [recordID("never-saved")]))
        XCTAssertEqual(outcome.pushes, [])
        XCTAssertEqual(service.counters.recordsDeleted, 0)
        XCTAssertEqual(service.deletedRecordIDs(in: zone), [])
    }

    func testSavingIntoAMissingZoneFailsWithZoneNotFound() throws {
        let missing = CloudZoneID(name: "child-bo", owner: sam)
        let result = try modify(
            saving: [newRecord("entry-1", in: missing)], deleting: [recordID("entry-2", in: missing)]
        ).result.get()
        XCTAssertEqual(errorCodes(result.failedSaves), [.zoneNotFound])
        XCTAssertEqual(errorCodes(result.failedDeletes), [.zoneNotFound])
    }

    func testOnlyTheOwnerCreatesAZoneAndCreatingItAgainKeepsItsRecords() throws {
        try save([newRecord("entry-1")])
        XCTAssertEqual(service.saveZone(zone, by: robin, at: now), .failure(CloudError(.permissionFailure)))
        XCTAssertEqual(service.saveZone(zone, by: sam, at: now), .success(zone))
        XCTAssertEqual(names(service.records(in: zone)), ["entry-1"])
        XCTAssertEqual(service.allZones, [zone])
    }

    func testARequestNamingOneRecordTwiceIsRejectedWhole() {
        let outcome = modify(saving: [newRecord("entry-1")], deleting: [recordID("entry-1")])
        XCTAssertEqual(outcome.result, .failure(CloudError(.serverRejectedRequest)))
        XCTAssertEqual(service.records(in: zone), [])
    }

    func testAStrangersWritesFailWithPermissionFailure() throws {
        let result = try modify(
            saving: [newRecord("entry-1")], deleting: [recordID("entry-2")], by: jo, device: joPad
        ).result.get()
        XCTAssertEqual(errorCodes(result.failedSaves), [.permissionFailure])
        XCTAssertEqual(errorCodes(result.failedDeletes), [.permissionFailure])
    }
}
