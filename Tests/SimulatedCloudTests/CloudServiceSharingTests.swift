import Platform
import SimulatedCloud
import XCTest

final class CloudServiceSharingTests: CloudServiceTestCase {
    let kim = CloudAccountID("grandparent-kim")
    let lee = CloudAccountID("parent-lee")

    override func setUp() {
        startService()
    }

    func invite(_ permission: CloudSharePermission) throws -> CloudInvitationCode {
        try service.createInvitation(to: zone, permission: permission, by: sam, at: now).get()
    }

    func testOnlyTheZoneOwnerCreatesInvitationsWithCodesInCreationOrder() throws {
        XCTAssertEqual(
            service.createInvitation(to: zone, permission: .readWrite, by: robin, at: now),
            .failure(.rejected(.notOwner)))
        XCTAssertEqual(try invite(.readWrite), CloudInvitationCode("inv-1"))
        XCTAssertEqual(try invite(.readOnly), CloudInvitationCode("inv-2"))
    }

    func testAnInvitationWorksUntilSeventyTwoHoursAndExpiresOneMillisecondLater() throws {
        let createdAt = now
        let forRobin = try invite(.readWrite)
        let forJo = try invite(.readOnly)
        now = createdAt + 72 * Instant.millisecondsPerHour
        XCTAssertEqual(service.acceptInvitation(forRobin, by: robin, at: now), .success(zone))
        now = now + 1
        XCTAssertEqual(service.acceptInvitation(forJo, by: jo, at: now), .failure(.rejected(.expired)))
        XCTAssertNil(service.permission(of: jo, in: zone))
        XCTAssertEqual(service.permission(of: robin, in: zone), .readWrite)
    }

    func testACodeWorksOnceAndAnUnknownCodeIsRefused() throws {
        let code = try invite(.readOnly)
        XCTAssertEqual(service.acceptInvitation(code, by: jo, at: now), .success(zone))
        XCTAssertEqual(service.acceptInvitation(code, by: kim, at: now), .failure(.rejected(.alreadyUsed)))
        XCTAssertEqual(
            service.acceptInvitation(CloudInvitationCode("inv-99"), by: kim, at: now),
            .failure(.rejected(.unknownCode)))
        XCTAssertEqual(
            service.acceptInvitation(code, by: jo, at: now + 1_000), .success(zone),
            "the one who spent it may accept again: the first answer may have been lost")
    }

    func testAThirdParentIsRefusedWhileGrandparentsStillJoin() throws {
        try join(robin, as: .readWrite)
        let forLee = try invite(.readWrite)
        XCTAssertEqual(
            service.acceptInvitation(forLee, by: lee, at: now),
            .failure(.rejected(.participantLimitReached)))
        try join(jo, as: .readOnly)
        XCTAssertEqual(service.zones(readableBy: jo), [zone])
        XCTAssertEqual(service.zones(readableBy: lee), [])
    }

    func testTheOwnerAcceptingItsOwnInvitationLeavesTheCodeForTheInvitee() throws {
        let code = try invite(.readWrite)
        XCTAssertEqual(service.acceptInvitation(code, by: sam, at: now), .success(zone))
        XCTAssertEqual(service.permission(of: sam, in: zone), .owner)
        XCTAssertEqual(service.acceptInvitation(code, by: robin, at: now), .success(zone))
    }

    func testAReadOnlyParticipantReadsButItsWritesFailWithPermissionFailure() throws {
        try save([newRecord("entry-1")])
        try join(jo, as: .readOnly)
        let result = try modify(
            saving: [newRecord("entry-2")], deleting: [recordID("entry-1")], by: jo, device: joPad
        ).result.get()
        XCTAssertEqual(errorCodes(result.failedSaves), [.permissionFailure])
        XCTAssertEqual(errorCodes(result.failedDeletes), [.permissionFailure])
        XCTAssertEqual(names(try fetch(since: nil, by: jo, device: joPad).get().changed), ["entry-1"])
    }

    func testARemovedParticipantLosesAccess() throws {
        try join(robin, as: .readWrite)
        try save([newRecord("entry-1")], by: robin, device: robinPhone)
        service.removeParticipant(robin, from: zone, at: now)
        XCTAssertEqual(fetch(since: nil, by: robin, device: robinPhone), .failure(CloudError(.zoneNotFound)))
        let result = try modify(saving: [newRecord("entry-2")], by: robin, device: robinPhone).result.get()
        XCTAssertEqual(errorCodes(result.failedSaves), [.permissionFailure])
        XCTAssertEqual(service.zones(readableBy: robin), [])
        XCTAssertNil(service.permission(of: robin, in: zone))
        let forLee = try invite(.readWrite)
        XCTAssertEqual(service.acceptInvitation(forLee, by: lee, at: now), .success(zone))
    }
}
