import Platform
import SimulatedCloud
import XCTest

final class CloudServiceFetchTests: CloudServiceTestCase {
    func testEachDeviceReadsTheHistoryFromItsOwnToken() throws {
        startService()
        try save([newRecord("entry-1"), newRecord("entry-2")])
        let phoneToken = try fetch(since: nil).get().token
        let padToken = try fetch(since: nil, device: samPad).get().token
        XCTAssertEqual(phoneToken, CloudChangeToken("child-alex@parent-sam#0.2"))
        _ = modify(deleting: [recordID("entry-1")])
        let phoneChanges = try fetch(since: phoneToken).get()
        XCTAssertEqual(names(phoneChanges.deleted), ["entry-1"])
        XCTAssertEqual(try fetch(since: phoneChanges.token).get().deleted, [])
        let padChanges = try fetch(since: padToken, device: samPad).get()
        XCTAssertEqual(names(padChanges.deleted), ["entry-1"])
        XCTAssertEqual(padChanges.changed, [])
    }

    func testAFetchReturnsEachChangedRecordOnceInItsLatestState() throws {
        startService()
        let first = try save([newRecord("entry-1"), newRecord("entry-2")])[0]
        let token = try fetch(since: nil).get().token
        let second = try save([edited(first, points: 4)])[0]
        try save([newRecord("entry-3")])
        let latest = try save([edited(second, points: 8)])[0]
        let changes = try fetch(since: token).get()
        XCTAssertEqual(names(changes.changed), ["entry-3", "entry-1"])
        XCTAssertEqual(changes.changed.last, latest)
        XCTAssertEqual(latest.changeTag, CloudChangeTag("t5"))
        XCTAssertFalse(changes.moreComing)
    }

    func testPagesHoldAtMostPageRecordsMaxAndChainByToken() throws {
        startService(CloudServiceSettings(pageRecordsMax: 2))
        let start = try fetch(since: nil).get()
        XCTAssertEqual(start.token, CloudChangeToken("child-alex@parent-sam#0.0"))
        try save((1...5).map { newRecord("entry-\($0)") })
        _ = modify(deleting: [recordID("entry-2")])
        let first = try fetch(since: start.token).get()
        let second = try fetch(since: first.token).get()
        let third = try fetch(since: second.token).get()
        XCTAssertEqual(
            [first, second, third].map { names($0.changed) },
            [["entry-1", "entry-3"], ["entry-4", "entry-5"], []])
        XCTAssertEqual(names(third.deleted), ["entry-2"])
        XCTAssertEqual([first, second, third].map(\.moreComing), [true, true, false])
        XCTAssertEqual(third.token, CloudChangeToken("child-alex@parent-sam#0.6"))
    }

    func testAFetchFromNoTokenShowsOnlyTheFetchingDevicesDeletions() throws {
        startService()
        try join(robin, as: .readWrite)
        try save((1...3).map { newRecord("entry-\($0)") })
        _ = modify(deleting: [recordID("entry-1")])
        _ = modify(deleting: [recordID("entry-2")], device: samPad)
        let phone = try fetch(since: nil).get()
        XCTAssertEqual(names(phone.changed), ["entry-3"])
        XCTAssertEqual(names(phone.deleted), ["entry-1"])
        XCTAssertEqual(names(try fetch(since: nil, device: samPad).get().deleted), ["entry-2"])
        XCTAssertEqual(try fetch(since: nil, by: robin, device: robinPhone).get().deleted, [])
    }

    func testAListingFromNoTokenReportsEveryDeletionMadeWhileItRuns() throws {
        startService(CloudServiceSettings(pageRecordsMax: 2))
        try save((1...4).map { newRecord("entry-\($0)") })
        let first = try fetch(since: nil, device: samPad).get()
        XCTAssertEqual(names(first.changed), ["entry-1", "entry-2"])
        XCTAssertTrue(first.moreComing)
        _ = modify(deleting: [recordID("entry-3"), recordID("entry-1")])
        try save([newRecord("entry-5")])
        let second = try fetch(since: first.token, device: samPad).get()
        let third = try fetch(since: second.token, device: samPad).get()
        XCTAssertEqual(names(second.changed + third.changed), ["entry-4", "entry-5"])
        XCTAssertEqual(names(second.deleted + third.deleted), ["entry-3", "entry-1"])
        XCTAssertEqual([second.moreComing, third.moreComing], [true, false])
        XCTAssertEqual(third.token, CloudChangeToken("child-alex@parent-sam#0.7"))
    }

    func testAnAccountWithoutAccessOrAMissingZoneFetchesZoneNotFound() {
        startService()
        XCTAssertEqual(fetch(since: nil, by: jo, device: joPad), .failure(CloudError(.zoneNotFound)))
        let missing = CloudZoneID(name: "child-bo", owner: sam)
        XCTAssertEqual(
            service.fetchChanges(missing, since: nil, by: sam, device: samPhone, at: now),
            .failure(CloudError(.zoneNotFound)))
    }

    func testATokenAnotherZoneIssuedIsTreatedAsExpired() throws {
        startService()
        let otherZone = CloudZoneID(name: "child-bo", owner: sam)
        _ = service.saveZone(otherZone, by: sam, at: now)
        let foreign = try service.fetchChanges(otherZone, since: nil, by: sam, device: samPhone, at: now)
            .get().token
        XCTAssertEqual(fetch(since: foreign), .failure(CloudError(.changeTokenExpired)))
        XCTAssertEqual(fetch(since: CloudChangeToken("garbage")), .failure(CloudError(.changeTokenExpired)))
    }

    func testAMisshapenTokenOfTheZoneIsTreatedAsExpiredAndAWellFormedOneIsRead() throws {
        startService(CloudServiceSettings(pageRecordsMax: 1))
        try save((1...3).map { newRecord("entry-\($0)") })
        let misshapen = [
            "child-alex@parent-sam#0", "child-alex@parent-sam#0.1.2", "child-alex@parent-sam#0.1~",
            "child-alex@parent-sam#0.1~2~3", "child-alex@parent-sam#x.1", "child-alex@parent-kim#0.1",
            "child-alex@parent-sam0.1", "child-alex#0.1", "child-alex@parent-sam#1.1",
        ]
        for text in misshapen {
            let answer = fetch(since: CloudChangeToken(text))
            XCTAssertEqual(answer, .failure(CloudError(.changeTokenExpired)), text)
        }
        let afterFirst = try fetch(since: CloudChangeToken("child-alex@parent-sam#0.1")).get()
        XCTAssertEqual(names(afterFirst.changed), ["entry-2"])
        XCTAssertEqual(afterFirst.token, CloudChangeToken("child-alex@parent-sam#0.2"))
        let listing = try fetch(since: CloudChangeToken("child-alex@parent-sam#0.2~3")).get()
        XCTAssertEqual(names(listing.changed), ["entry-3"])
        XCTAssertEqual(listing.token, CloudChangeToken("child-alex@parent-sam#0.3"))
    }
}
