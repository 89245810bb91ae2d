import Platform
import SimulatedCloud
import XCTest

final class CloudServiceHistoryTests: CloudServiceTestCase {
    func testATokenFromBeforeTheRetentionHorizonIsExpired() throws {
        startService(CloudServiceSettings(historyRetentionMs: Instant.millisecondsPerDay))
        let empty = try fetch(since: nil).get().token
        let writtenAt = now
        try save([newRecord("entry-1")])
        let head = try fetch(since: empty).get().token
        now = writtenAt + Instant.millisecondsPerDay
        XCTAssertEqual(names(try fetch(since: empty).get().changed), ["entry-1"])
        now = now + 1
        XCTAssertEqual(fetch(since: empty), .failure(CloudError(.changeTokenExpired)))
        let upToDate = try fetch(since: head).get()
        XCTAssertEqual(upToDate.changed, [])
        XCTAssertEqual(upToDate.token, head)
        XCTAssertEqual(names(try fetch(since: nil).get().changed), ["entry-1"])
    }

    func testCompactionKeepsTheTombstonesOfDeletedRecords() throws {
        startService(CloudServiceSettings(historyRetentionMs: Instant.millisecondsPerHour))
        try save([newRecord("entry-1"), newRecord("entry-2")])
        _ = modify(deleting: [recordID("entry-1")])
        now = now + 2 * Instant.millisecondsPerHour
        XCTAssertEqual(names(try fetch(since: nil).get().deleted), ["entry-1"])
        XCTAssertEqual(names(service.deletedRecordIDs(in: zone)), ["entry-1"])
    }

    func testExpiringChangeTokensForcesEveryDeviceToListTheZoneAgain() throws {
        startService()
        try save([newRecord("entry-1")])
        let head = try fetch(since: nil).get().token
        service.expireChangeTokens(in: zone, at: now)
        XCTAssertEqual(fetch(since: head), .failure(CloudError(.changeTokenExpired)))
        let listing = try fetch(since: nil).get()
        XCTAssertEqual(names(listing.changed), ["entry-1"])
        XCTAssertEqual(listing.token, CloudChangeToken("child-alex@parent-sam#1.1"))
        try save([newRecord("entry-2")])
        XCTAssertEqual(names(try fetch(since: listing.token).get().changed), ["entry-2"])
    }
}
