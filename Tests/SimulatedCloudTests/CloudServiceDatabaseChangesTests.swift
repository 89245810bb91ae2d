import Platform
import SimulatedCloud
import XCTest

/// Database change tokens: an account asks which zones it reads changed, and fetches only those.
final class CloudServiceDatabaseChangesTests: CloudServiceTestCase {
    override func setUp() {
        super.setUp()
        startService()
    }

    func testOnlyZonesChangedSinceTheTokenAreListed() throws {
        let other = CloudZoneID(name: "coordination", owner: sam)
        _ = service.saveZone(other, by: sam, at: now)
        try save([newRecord("entry-1")])
        let first = try service.fetchDatabaseChanges(since: nil, by: sam, at: now).get()
        XCTAssertEqual(first.changedZones, [zone])
        XCTAssertEqual(try service.fetchDatabaseChanges(since: first.token, by: sam, at: now).get().changedZones, [])

        now = now + 1_000
        _ = service.modify(
            saving: [CloudRecord(id: CloudRecordID(zone: other, name: "event-1"), type: "Event")],
            deleting: [], atomically: false, by: sam, device: samPhone, at: now)
        XCTAssertEqual(
            try service.fetchDatabaseChanges(since: first.token, by: sam, at: now).get().changedZones, [other])
    }

    func testChangedZonesAreListedInZoneOrderAndATokenNotIssuedHereListsThemAll() throws {
        let other = CloudZoneID(name: "child-aaron", owner: sam)
        _ = service.saveZone(other, by: sam, at: now)
        try save([newRecord("entry-1")])
        try save([newRecord("entry-2", in: other)])
        let all = try service.fetchDatabaseChanges(since: nil, by: sam, at: now).get()
        XCTAssertEqual(all.changedZones, [other, zone])
        XCTAssertEqual(all.token, CloudChangeToken("database#2"))
        func changedZones(since text: String) throws -> [CloudZoneID] {
            try service.fetchDatabaseChanges(since: CloudChangeToken(text), by: sam, at: now).get().changedZones
        }
        for text in ["garbage", "database#", "database#x"] {
            XCTAssertEqual(try changedZones(since: text), [other, zone], text)
        }
        XCTAssertEqual(try changedZones(since: "database#1"), [other])
    }

    func testAZoneSharedWithTheAccountIsListedAndOneNotSharedIsNot() throws {
        try save([newRecord("entry-1")])
        XCTAssertEqual(try service.fetchDatabaseChanges(since: nil, by: robin, at: now).get().changedZones, [])
        try join(robin, as: .readOnly)
        XCTAssertEqual(try service.fetchDatabaseChanges(since: nil, by: robin, at: now).get().changedZones, [zone])
    }

    func testARemovedParticipantHearsTheZoneChangedSoItsFetchFindsItGone() throws {
        try join(robin, as: .readWrite)
        let before = try service.fetchDatabaseChanges(since: nil, by: robin, at: now).get().token
        now = now + 1_000
        service.removeParticipant(robin, from: zone, at: now)
        XCTAssertEqual(try service.fetchDatabaseChanges(since: before, by: robin, at: now).get().changedZones, [zone])
        XCTAssertEqual(
            service.fetchChanges(zone, since: nil, by: robin, device: robinPhone, at: now),
            .failure(CloudError(.zoneNotFound)))
    }
}
