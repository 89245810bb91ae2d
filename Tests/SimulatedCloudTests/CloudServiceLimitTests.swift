import Platform
import SimulatedCloud
import XCTest

final class CloudServiceLimitTests: CloudServiceTestCase {
    func testInsertsBeyondTheOwnersQuotaFailWithQuotaExceeded() throws {
        startService(CloudServiceSettings(recordsPerAccountMax: 3))
        let otherZone = CloudZoneID(name: "child-bo", owner: sam)
        _ = service.saveZone(otherZone, by: sam, at: now)
        try join(robin, as: .readWrite)
        let first = try save([newRecord("entry-1"), newRecord("entry-2", in: otherZone)])[0]
        let result = try modify(
            saving: [newRecord("entry-3"), newRecord("entry-4")], by: robin, device: robinPhone
        ).result.get()
        XCTAssertEqual(names(result.saved), ["entry-3"])
        XCTAssertEqual(errorCodes(result.failedSaves), [.quotaExceeded])
        XCTAssertEqual(try save([edited(first, points: 5)]).count, 1)
        _ = modify(deleting: [recordID("entry-3")])
        XCTAssertEqual(try save([newRecord("entry-4")]).count, 1)
    }

    func testAnInjectedFailureStrikesEachOfTheNextRequestsOnceInOrder() throws {
        startService()
        let busy = CloudError(.zoneBusy, retryAfterMs: 2_000)
        service.injectFailure(busy, requests: 2)
        service.injectFailure(CloudError(.quotaExceeded), requests: 1)
        XCTAssertEqual(modify(saving: [newRecord("entry-1")]).result, .failure(busy))
        XCTAssertEqual(fetch(since: nil), .failure(busy))
        XCTAssertEqual(modify(saving: [newRecord("entry-1")]).result, .failure(CloudError(.quotaExceeded)))
        XCTAssertEqual(service.records(in: zone), [])
        XCTAssertEqual(try save([newRecord("entry-1")]).count, 1)
        XCTAssertEqual(names(try fetch(since: nil).get().changed), ["entry-1"])
        let errors = service.counters.errorsByCode.map { "\($0.code):\($0.count)" }
        XCTAssertEqual(errors, ["zoneBusy:2", "quotaExceeded:1"])
        XCTAssertEqual(service.counters.requests, 6)
    }
}
