import Platform
import SimulatedCloud
import XCTest

final class CloudServiceBatchTests: CloudServiceTestCase {
    lazy var otherZone = CloudZoneID(name: "child-bo", owner: sam)

    override func setUp() {
        startService()
        XCTAssertEqual(service.saveZone(otherZone, by: sam, at: now), .success(otherZone))
    }

    func testAnAtomicBatchWithOneFailureWritesNothingInThatZone() throws {
        let original = try XCTUnwrap(save([newRecord("entry-1", points: 1), newRecord("entry-3")]).first)
        try save([edited(original, points: 2)], device: samPad)
        let outcome = modify(
            saving: [newRecord("entry-2"), edited(original, points: 3), newRecord("entry-9", in: otherZone)],
            deleting: [recordID("entry-3")], atomically: true
        )
        let result = try outcome.result.get()
        XCTAssertEqual(names(result.saved), ["entry-9"])
        XCTAssertEqual(result.failedSaves.map(\.id.name), ["entry-2", "entry-1"])
        XCTAssertEqual(errorCodes(result.failedSaves), [.batchRequestFailed, .serverRecordChanged])
        XCTAssertEqual(errorCodes(result.failedDeletes), [.batchRequestFailed])
        XCTAssertEqual(service.records(in: zone).map { $0["points"] }, [.int(2), .int(0)])
        XCTAssertEqual(service.deletedRecordIDs(in: zone), [])
        XCTAssertEqual(names(service.records(in: otherZone)), ["entry-9"])
        let errors = service.counters.errorsByCode.map { "\($0.code.rawValue):\($0.count)" }
        XCTAssertEqual(errors, ["14:1", "22:2"])
    }

    func testANonAtomicBatchWritesEveryItemThatSucceeds() throws {
        let original = try XCTUnwrap(save([newRecord("entry-1", points: 1)]).first)
        try save([edited(original, points: 2)], device: samPad)
        let result = try modify(saving: [newRecord("entry-2"), edited(original, points: 3)]).result.get()
        XCTAssertEqual(names(result.saved), ["entry-2"])
        XCTAssertEqual(errorCodes(result.failedSaves), [.serverRecordChanged])
        XCTAssertEqual(names(service.records(in: zone)), ["entry-1", "entry-2"])
    }

    func testABatchOverTwoZonesWritesThemInZoneOrderAndAnswersInRequestOrder() throws {
        let result = try modify(
            saving: [
                newRecord("entry-9", in: otherZone), newRecord("entry-1"),
                newRecord("entry-8", in: otherZone),
            ],
            deleting: [recordID("entry-7", in: otherZone)]
        ).result.get()
        XCTAssertEqual(names(result.saved), ["entry-9", "entry-1", "entry-8"])
        XCTAssertEqual(result.saved.map { $0.changeTag?.rawValue }, ["t2", "t1", "t3"])
        XCTAssertEqual(result.deleted, [recordID("entry-7", in: otherZone)])
        XCTAssertEqual(names(service.records(in: otherZone)), ["entry-8", "entry-9"])
    }

    func testFourHundredItemsPassAndFourHundredAndOneFailWithLimitExceeded() throws {
        let records = (1...401).map { newRecord("entry-\($0)") }
        let tooMany = modify(saving: records)
        XCTAssertEqual(tooMany.result, .failure(CloudError(.limitExceeded)))
        XCTAssertEqual(service.records(in: zone).count, 0)
        let result = try modify(saving: Array(records.prefix(399)), deleting: [recordID("entry-401")])
            .result.get()
        XCTAssertEqual(result.saved.count, 399)
        XCTAssertEqual(result.deleted, [recordID("entry-401")])
    }
}
