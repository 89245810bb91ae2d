import Platform
import SyncEngine
import XCTest

final class SendingTests: XCTestCase {
    var server: FakeCloudServer!

    override func setUp() {
        server = .holdingTheTestZone()
    }

    func testSavedRecordReachesTheServerAndAnotherDeviceOfTheAccount() {
        let phone = TestDevice(server: server)
        let tablet = TestDevice(server: server)
        phone.engine.save(TestDevice.record("limits", ["minutes": .int(60)]))
        phone.engine.syncNow()

        XCTAssertEqual(server.records(in: TestDevice.zone).map(\.changeTag), [CloudChangeTag("t1")])
        XCTAssertEqual(phone.engine.state.pendingChanges.count, 0)
        XCTAssertEqual(phone.engine.record(TestDevice.id("limits"))?.changeTag, CloudChangeTag("t1"))
        XCTAssertEqual(phone.engine.state.counters.requests, 3, "one modify, the database's changes, one fetch")
        XCTAssertEqual(phone.engine.state.counters.recordsSent, 1)
        XCTAssertTrue(phone.engine.isIdle)

        tablet.engine.syncNow()
        XCTAssertEqual(tablet.engine.record(TestDevice.id("limits"))?["minutes"], .int(60))
        XCTAssertEqual(tablet.delegate.applied.map(\.changeTag), [CloudChangeTag("t1")])
        XCTAssertEqual(tablet.engine.state.counters.recordsFetched, 1)
        XCTAssertEqual(tablet.engine.state.counters.fetchesCompleted, 1)
    }

    func testPendingChangesGoOutInBatchesOfAtMostTheBatchSizeOrderedByRecordID() {
        let phone = TestDevice(server: server, policy: SyncPolicy(batchSizeMax: 3))
        for index in (0..<7).reversed() {
            phone.engine.save(TestDevice.record("r\(index)", ["n": .int(Int64(index))]))
        }
        phone.engine.syncNow()

        let names = server.modifyRequests.map { $0.map(\.name) }
        XCTAssertEqual(names, [["r0", "r1", "r2"], ["r3", "r4", "r5"], ["r6"]])
        XCTAssertEqual(server.records(in: TestDevice.zone).count, 7)
        XCTAssertEqual(phone.engine.state.counters.recordsSent, 7)
    }

    func testOversizedRequestIsSplitInHalfWithoutCountingAnAttempt() {
        server.batchItemsMax = 2
        let phone = TestDevice(server: server, policy: SyncPolicy(batchSizeMax: 4))
        for index in 0..<4 {
            phone.engine.save(TestDevice.record("r\(index)", ["n": .int(Int64(index))]))
        }
        phone.engine.syncNow()

        XCTAssertEqual(server.modifyRequests.map { $0.map(\.name) }, [["r0", "r1"], ["r2", "r3"]])
        XCTAssertEqual(phone.engine.state.pendingChanges.count, 0)
        XCTAssertEqual(phone.engine.state.failedChanges.count, 0)
        XCTAssertEqual(phone.timer.delaysMs, [])
    }

    func testEditMadeWhileTheEarlierVersionIsInFlightStaysPendingOnTheReturnedTag() {
        let phone = TestDevice(server: server)
        phone.engine.save(TestDevice.record("limits", ["minutes": .int(60)]))
        phone.database.isHoldingAnswers = true
        phone.engine.syncNow()
        XCTAssertFalse(phone.engine.isIdle)
        phone.engine.save(phone.edited("limits", ["minutes": .int(75)]))

        phone.database.releaseNextAnswer()
        let id = TestDevice.id("limits")
        XCTAssertEqual(phone.engine.record(id)?["minutes"], .int(75), "the newer edit is not overwritten")
        XCTAssertEqual(phone.engine.record(id)?.changeTag, CloudChangeTag("t1"))
        XCTAssertEqual(phone.engine.state.pendingChanges.keys.map(\.name), ["limits"])
        XCTAssertEqual(server.sentTags, [[nil], [CloudChangeTag("t1")]], "the newer edit goes on the new tag")

        phone.database.releaseAnswers()
        XCTAssertEqual(server.records(in: TestDevice.zone).first?["minutes"], .int(75))
        XCTAssertEqual(server.records(in: TestDevice.zone).first?.changeTag, CloudChangeTag("t2"))
        XCTAssertEqual(phone.engine.state.counters.conflictsDetected, 0)
        XCTAssertEqual(phone.engine.state.pendingChanges.count, 0)
        XCTAssertTrue(phone.engine.isIdle)
    }

    func testFetchedEchoOfTheInFlightSaveIsNotMistakenForAConflictWithTheNewerEdit() {
        let phone = TestDevice(server: server)
        phone.engine.save(TestDevice.record("limits", ["minutes": .int(60)]))
        phone.database.isHoldingAnswers = true
        phone.engine.syncNow()
        phone.engine.save(phone.edited("limits", ["minutes": .int(75)]))
        phone.engine.fetchNow()

        phone.database.releaseLastAnswer()
        phone.database.releaseLastAnswer()
        XCTAssertEqual(phone.engine.record(TestDevice.id("limits"))?["minutes"], .int(75))
        XCTAssertEqual(phone.engine.record(TestDevice.id("limits"))?.changeTag, CloudChangeTag("t1"))
        phone.database.releaseAnswers()
        XCTAssertEqual(server.records(in: TestDevice.zone).first?["minutes"], .int(75))
        XCTAssertEqual(server.sentTags, [[nil], [CloudChangeTag("t1")]])
        XCTAssertEqual(phone.engine.state.counters.conflictsDetected, 0)
        XCTAssertEqual(phone.engine.state.discardedValues, [])
    }

    func testSaveThenDeleteSendsOnlyTheDelete() {
        let phone = TestDevice(server: server)
        phone.engine.save(TestDevice.record("limits", ["minutes": .int(60)]))
        phone.engine.syncNow()
        phone.engine.save(phone.edited("limits", ["minutes": .int(30)]))
        phone.engine.delete(TestDevice.id("limits"))
        XCTAssertNil(phone.engine.record(TestDevice.id("limits")))

        phone.engine.syncNow()
        XCTAssertEqual(server.modifyRequests.count, 2)
        XCTAssertEqual(server.sentTags.last, [], "no save in the second request")
        XCTAssertEqual(server.records(in: TestDevice.zone).count, 0)
        XCTAssertEqual(server.writeCounts[TestDevice.id("limits")], 1)
    }

    func testMissingOwnZoneIsCreatedAndTheSaveSentAgain() {
        server.zones.removeAll()
        let phone = TestDevice(server: server)
        phone.engine.save(TestDevice.record("limits", ["minutes": .int(60)]))
        phone.engine.syncNow()

        XCTAssertEqual(server.zonesSaved, [TestDevice.zone])
        XCTAssertEqual(server.modifyRequests.count, 2)
        XCTAssertEqual(
            phone.engine.state.counters.requests, 5,
            "the refused modify, the zone, the modify again, the database's changes, one fetch")
        XCTAssertEqual(server.records(in: TestDevice.zone).count, 1)
        XCTAssertTrue(phone.delegate.eventKinds().contains(.zoneCreated))
        XCTAssertEqual(phone.engine.state.pendingChanges.count, 0)
    }

    func testEditOfARecordDeletedElsewhereIsDroppedAndItsValuesLogged() {
        let phone = TestDevice(server: server)
        let tablet = TestDevice(server: server)
        phone.engine.save(TestDevice.record("limits", ["minutes": .int(60)]))
        phone.engine.syncNow()
        tablet.engine.syncNow()
        tablet.engine.delete(TestDevice.id("limits"))
        tablet.engine.syncNow()

        phone.engine.save(phone.edited("limits", ["minutes": .int(90)]))
        phone.engine.syncNow()
        XCTAssertEqual(server.records(in: TestDevice.zone).count, 0, "not resurrected")
        XCTAssertNil(phone.engine.record(TestDevice.id("limits")))
        XCTAssertEqual(phone.delegate.removed, [TestDevice.id("limits")])
        XCTAssertEqual(
            phone.engine.state.discardedValues,
            [
                DiscardedValue(
                    recordID: TestDevice.id("limits"), field: "minutes", discardedValue: .int(90), keptValue: nil,
                    discardedEditedAtMs: nil, keptEditedAtMs: nil, reason: .deletedElsewhere
                )
            ])
        XCTAssertEqual(phone.engine.state.counters.valuesDiscarded, 1)
    }

    func testInnocentItemOfAFailedAtomicBatchIsRequeuedWithoutCountingAnAttempt() {
        let phone = TestDevice(server: server, policy: SyncPolicy(isAtomicByZone: true))
        server.itemFailures[TestDevice.id("a")] = [CloudError(.zoneBusy)]
        phone.engine.save(TestDevice.record("a", ["n": .int(1)]))
        phone.engine.save(TestDevice.record("b", ["n": .int(2)]))
        phone.engine.syncNow()

        XCTAssertEqual(server.modifyRequests.map { $0.map(\.name) }, [["a", "b"], ["b"]])
        XCTAssertEqual(server.records(in: TestDevice.zone).map(\.id.name), ["b"])
        XCTAssertEqual(phone.engine.state.pendingChanges[TestDevice.id("a")]?.attempts, 0, "a busy zone is no attempt")
        XCTAssertEqual(phone.timer.delaysMs, [2_000])

        phone.timer.fireNext()
        XCTAssertEqual(server.records(in: TestDevice.zone).map(\.id.name), ["a", "b"])
        XCTAssertEqual(server.writeCounts[TestDevice.id("b")], 1)
        XCTAssertEqual(phone.engine.state.pendingChanges.count, 0)
    }
}
