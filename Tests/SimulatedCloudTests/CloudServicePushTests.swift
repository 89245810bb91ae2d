import Platform
import SimulatedCloud
import XCTest

final class CloudServicePushTests: CloudServiceTestCase {
    override func setUp() {
        startService()
        XCTAssertNoThrow(try join(robin, as: .readWrite))
        for (device, account) in [(samPhone, sam), (samPad, sam), (robinPhone, robin), (joPad, jo)] {
            service.subscribe(device: device, account: account)
        }
    }

    func testAWriteNotifiesEveryReadersDevicesExceptTheWriter() {
        XCTAssertEqual(modify(saving: [newRecord("entry-1")]).pushes, [robinPhone, samPad])
        let robinsWrite = modify(saving: [newRecord("entry-2")], by: robin, device: robinPhone)
        XCTAssertEqual(robinsWrite.pushes, [samPad, samPhone])
        XCTAssertEqual(service.counters.pushesRequested, 4)
    }

    func testAWriteThatChangesNothingNotifiesNobody() throws {
        let original = try XCTUnwrap(save([newRecord("entry-1")]).first)
        try save([edited(original, points: 1)])
        let outcome = modify(saving: [edited(original, points: 2)], deleting: [recordID("never-saved")])
        XCTAssertEqual(errorCodes(try outcome.result.get().failedSaves), [.serverRecordChanged])
        XCTAssertEqual(outcome.pushes, [])
        service.injectFailure(CloudError(.zoneBusy), requests: 1)
        XCTAssertEqual(modify(saving: [newRecord("entry-2")]).pushes, [])
    }

    func testAWriteToAZoneNotSharedWithAParticipantDoesNotNotifyIt() {
        let otherZone = CloudZoneID(name: "child-bo", owner: sam)
        _ = service.saveZone(otherZone, by: sam, at: now)
        XCTAssertEqual(modify(saving: [newRecord("entry-1", in: otherZone)]).pushes, [samPad])
    }

    func testADeviceSubscribingAgainIsNotifiedForItsNewAccountOnly() {
        service.subscribe(device: joPad, account: robin)
        service.subscribe(device: robinPhone, account: jo)
        XCTAssertEqual(modify(saving: [newRecord("entry-1")]).pushes, [joPad, samPad])
        let robinWatch = DeviceID("robin-watch")
        service.subscribe(device: robinWatch, account: robin)
        XCTAssertEqual(modify(saving: [newRecord("entry-2")]).pushes, [joPad, robinWatch, samPad])
    }

    func testARemovedParticipantIsNoLongerNotified() {
        service.removeParticipant(robin, from: zone, at: now)
        XCTAssertEqual(modify(saving: [newRecord("entry-1")]).pushes, [samPad])
    }
}
