import Platform
import SyncEngine
import XCTest

final class FetchingTests: XCTestCase {
    var server: FakeCloudServer!
    var phone: TestDevice!
    var tablet: TestDevice!

    override func setUp() {
        server = .holdingTheTestZone()
        phone = TestDevice(server: server)
        tablet = TestDevice(server: server)
    }

    func saveOnPhone(_ names: [String]) {
        for name in names {
            phone.engine.save(TestDevice.record(name, ["n": .int(1)]))
        }
        phone.engine.syncNow()
    }

    func testFetchFollowsPagesUntilNoMoreComeAndKeepsTheLastToken() {
        server.pageSizeMax = 2
        saveOnPhone(["a", "b", "c", "d", "e"])
        tablet.engine.fetchNow()

        let names = tablet.engine.records(ofType: "settings", in: TestDevice.zone).map(\.id.name)
        XCTAssertEqual(names, ["a", "b", "c", "d", "e"])
        XCTAssertEqual(tablet.engine.state.counters.requests, 4, "the database's changed zones, then 3 pages")
        XCTAssertEqual(tablet.engine.state.counters.recordsFetched, 5)
        XCTAssertEqual(tablet.engine.state.counters.fetchesCompleted, 1)
        XCTAssertEqual(tablet.engine.state.changeTokens[TestDevice.zone], CloudChangeToken("family#0#5"))
        XCTAssertEqual(tablet.delegate.eventKinds().filter { $0 == .fetchedPage }.count, 3)
    }

    /// Explore run 367066539: the answer for the second page of a zone's first fetch was lost,
    /// and the database, asked again, named no changed zone (its token had moved past the
    /// change): the pages left were never fetched. The zone stays due until its last page.
    func testAZoneWhosePagesStoppedIsFetchedOnThoughTheDatabaseNoLongerNamesIt() {
        server.pageSizeMax = 2
        saveOnPhone(["a", "b", "c", "d", "e"])
        tablet.database.zonesNamedChanged = []
        tablet.database.isHoldingAnswers = true
        tablet.engine.fetchNow()
        tablet.database.releaseNextAnswer()
        server.fetchFailures = [CloudError(.networkFailure)]
        tablet.database.releaseNextAnswer()
        tablet.database.releaseNextAnswer()
        XCTAssertEqual(tablet.engine.records(ofType: "settings", in: TestDevice.zone).map(\.id.name), ["a", "b"])
        XCTAssertEqual(tablet.timer.delaysMs, [2_000])

        tablet.database.isHoldingAnswers = false
        tablet.timer.fireNext()
        let names = tablet.engine.records(ofType: "settings", in: TestDevice.zone).map(\.id.name)
        XCTAssertEqual(names, ["a", "b", "c", "d", "e"])
        XCTAssertEqual(tablet.engine.state.changeTokens[TestDevice.zone], CloudChangeToken("family#0#5"))
        XCTAssertEqual(tablet.engine.state.zonesWithUnfetchedChanges, [])
        XCTAssertTrue(tablet.engine.isIdle)
    }

    /// Explore run 432903001: a save's answer asked for quiet while the zones' fetches were under
    /// way; their tokens had expired, and each fetched its zone again from scratch at once.
    func testAFetchFromScratchWaitsOutAQuietAskedForDuringTheFetch() {
        saveOnPhone(["a"])
        tablet.engine.fetchNow()
        server.expireTokens(in: TestDevice.zone)
        tablet.engine.save(TestDevice.record("b", ["n": .int(2)]))
        server.modifyFailures = [CloudError(.serviceUnavailable, retryAfterMs: 40_000)]
        tablet.database.isHoldingAnswers = true
        tablet.engine.fetchNow()
        tablet.engine.sendNow()
        tablet.database.releaseNextAnswer()
        tablet.database.releaseNextAnswer()
        let requests = tablet.engine.state.counters.requests
        tablet.database.releaseNextAnswer()
        XCTAssertEqual(tablet.engine.state.counters.requests, requests, "no fetch from scratch during the quiet")
        XCTAssertNil(tablet.engine.state.changeTokens[TestDevice.zone])
        XCTAssertEqual(tablet.timer.delaysMs, [40_000, 40_000], "the send's retry and the fetch's, after the quiet")

        tablet.database.isHoldingAnswers = false
        tablet.timer.fireNext()
        tablet.timer.fireNext()
        XCTAssertEqual(tablet.clock.uptimeMs, 40_000)
        XCTAssertEqual(server.records(in: TestDevice.zone).map(\.id.name), ["a", "b"])
        XCTAssertNotNil(tablet.engine.state.changeTokens[TestDevice.zone])
        XCTAssertTrue(tablet.engine.isIdle)
    }

    func testRecordFetchedAgainWithTheSameTagChangesNothing() {
        saveOnPhone(["a"])
        XCTAssertEqual(phone.engine.state.counters.recordsFetched, 1, "the phone's own save came back")
        XCTAssertEqual(phone.delegate.applied, [], "same tag as cached: no delegate call")
        XCTAssertEqual(phone.engine.state.serverRecords.count, 1)
    }

    func testDeletionFetchedFromTheServerRemovesTheRecord() {
        saveOnPhone(["a", "b"])
        tablet.engine.syncNow()
        phone.engine.delete(TestDevice.id("b"))
        phone.engine.syncNow()

        tablet.engine.fetchNow()
        XCTAssertEqual(tablet.engine.records(ofType: "settings", in: nil).map(\.id.name), ["a"])
        XCTAssertEqual(tablet.delegate.removed, [TestDevice.id("b")])
    }

    func testExpiredTokenRefetchesTheZoneAndDropsRecordsDeletedElsewhere() {
        saveOnPhone(["a", "b"])
        tablet.engine.syncNow()
        phone.engine.delete(TestDevice.id("b"))
        phone.engine.syncNow()
        server.expireTokens(in: TestDevice.zone)
        tablet.engine.save(TestDevice.record("c", ["n": .int(3)]))

        tablet.engine.fetchNow()
        XCTAssertNil(tablet.engine.record(TestDevice.id("b")), "not in the snapshot, so deleted")
        XCTAssertEqual(tablet.delegate.removed, [TestDevice.id("b")])
        XCTAssertNotNil(tablet.engine.record(TestDevice.id("c")), "a pending local insert survives")
        XCTAssertEqual(tablet.engine.state.pendingChanges.keys.map(\.name), ["c"])
        XCTAssertEqual(tablet.engine.state.counters.fullRefetches, 1)
        XCTAssertEqual(tablet.engine.state.zonesRefetching, [:])
        XCTAssertEqual(tablet.engine.state.changeTokens[TestDevice.zone], CloudChangeToken("family#1#3"))
        XCTAssertTrue(tablet.delegate.eventKinds().contains(.tokenExpired))

        tablet.engine.syncNow()
        XCTAssertEqual(server.records(in: TestDevice.zone).map(\.id.name), ["a", "c"], "b stays deleted")
    }

    func testASharedZoneThatIsGoneIsNoLongerFetchedAndItsRecordsAreDropped() {
        let viewer = TestDevice(server: server, account: CloudAccountID("parent-jo"))
        saveOnPhone(["a"])
        viewer.engine.fetchNow()
        XCTAssertNotNil(viewer.engine.record(TestDevice.id("a")))

        server.fetchFailures = [CloudError(.zoneNotFound)]
        viewer.engine.fetchNow()
        XCTAssertNil(viewer.engine.record(TestDevice.id("a")))
        XCTAssertEqual(viewer.delegate.removed, [TestDevice.id("a")])
        XCTAssertEqual(viewer.engine.state.trackedZones, [])
        let requests = viewer.engine.state.counters.requests
        viewer.engine.fetchNow()
        XCTAssertEqual(
            viewer.engine.state.counters.requests, requests + 1,
            "only the database is asked: a zone no longer shared is not fetched")
        XCTAssertTrue(viewer.timer.delaysMs.isEmpty, "and not retried")
    }

    func testAnOwnZoneThatIsGoneIsKept() {
        saveOnPhone(["a"])
        server.fetchFailures = [CloudError(.zoneNotFound)]
        phone.engine.fetchNow()
        XCTAssertEqual(phone.engine.state.trackedZones, [TestDevice.zone])
        XCTAssertNotNil(phone.engine.record(TestDevice.id("a")))
    }

    func testTransientFetchFailureIsRetriedByTheTimer() {
        saveOnPhone(["a"])
        server.fetchFailures = [CloudError(.serviceUnavailable, retryAfterMs: 5_000)]
        tablet.engine.fetchNow()
        XCTAssertEqual(tablet.timer.delaysMs, [5_000])
        XCTAssertNil(tablet.engine.record(TestDevice.id("a")))

        tablet.timer.fireNext()
        XCTAssertNotNil(tablet.engine.record(TestDevice.id("a")))
        XCTAssertTrue(tablet.engine.isIdle)
    }

    func testPushDuringAFetchFetchesTheZoneOnceMoreAfterward() {
        tablet.database.isHoldingAnswers = true
        tablet.engine.fetchNow()
        saveOnPhone(["a"])
        tablet.engine.fetchNow()
        XCTAssertEqual(tablet.engine.state.counters.requests, 1, "one database ask in flight")

        tablet.database.releaseAnswers()
        XCTAssertEqual(tablet.engine.state.counters.requests, 4, "the database and the zone, then both again")
        XCTAssertEqual(tablet.engine.state.counters.fetchesCompleted, 2)
        XCTAssertNotNil(tablet.engine.record(TestDevice.id("a")))
    }
}
