import Platform
import SyncEngine
import XCTest

final class RelaunchTests: XCTestCase {
    var server: FakeCloudServer!

    override func setUp() {
        server = .holdingTheTestZone()
    }

    /// Explore run 178452383: the parent's phone was force-quit during a retry-after, and the
    /// app launched again sent at once.
    func testARetryAfterOutlivesAKillWithinTheSameBoot() {
        let phone = TestDevice(server: server)
        phone.engine.save(TestDevice.record("limits", ["minutes": .int(60)]))
        server.modifyFailures = [CloudError(.zoneBusy, retryAfterMs: 30_000)]
        phone.engine.syncNow()
        XCTAssertEqual(phone.engine.state.counters.requests, 1, "the refused send; no fetch during the quiet")

        phone.relaunch()
        phone.clock.uptimeMs = 10_000
        phone.engine.save(TestDevice.record("bedtime", ["at": .text("20:00")]))
        phone.engine.syncNow()
        XCTAssertEqual(phone.engine.state.counters.requests, 1, "20 s of the quiet are left")

        phone.clock.uptimeMs = 30_000
        phone.engine.syncNow()
        XCTAssertEqual(server.modifyRequests, [[TestDevice.id("bedtime"), TestDevice.id("limits")]])
        XCTAssertEqual(phone.engine.state.pendingChanges.count, 0)
    }

    /// A restart starts uptime again: the quiet of the earlier boot is not held against it.
    func testARestartForgetsTheRetryAfter() {
        let phone = TestDevice(server: server)
        phone.engine.save(TestDevice.record("limits", ["minutes": .int(60)]))
        server.modifyFailures = [CloudError(.zoneBusy, retryAfterMs: 30_000)]
        phone.engine.syncNow()
        phone.relaunch()
        phone.clock.bootSession = 1
        phone.engine.syncNow()
        XCTAssertEqual(server.modifyRequests, [[TestDevice.id("limits")]])
    }

    func testKillBetweenSendAndAnswerLosesNothingAndTheServerWritesOnce() {
        let phone = TestDevice(server: server)
        phone.engine.save(TestDevice.record("limits", ["minutes": .int(60)]))
        phone.database.isHoldingAnswers = true
        phone.engine.syncNow()
        phone.engine.save(TestDevice.record("bedtime", ["at": .text("20:00")]))
        XCTAssertEqual(server.writeCounts[TestDevice.id("limits")], 1, "committed; answer held")

        let persisted = phone.engine.state
        phone.relaunch()
        XCTAssertEqual(phone.engine.state, persisted)
        XCTAssertEqual(phone.engine.state.pendingChanges.keys.map(\.name).sorted(), ["bedtime", "limits"])

        phone.engine.syncNow()
        XCTAssertEqual(server.records(in: TestDevice.zone).map(\.id.name), ["bedtime", "limits"])
        XCTAssertEqual(server.writeCounts[TestDevice.id("limits")], 1, "not written twice")
        XCTAssertEqual(server.writeCounts[TestDevice.id("bedtime")], 1)
        XCTAssertEqual(phone.engine.record(TestDevice.id("limits"))?.changeTag, CloudChangeTag("t1"))
        XCTAssertEqual(phone.engine.state.pendingChanges.count, 0)
        XCTAssertEqual(phone.engine.state.counters.conflictsDetected, 0)
        XCTAssertEqual(phone.engine.state.discardedValues, [])
    }

    func testKillDuringAnUpdateResendsItOnTheOldTagAndAdoptsTheCommittedVersion() {
        let phone = TestDevice(server: server)
        phone.engine.save(TestDevice.record("limits", ["minutes": .int(60)]))
        phone.engine.syncNow()
        phone.engine.save(phone.edited("limits", ["minutes": .int(75)]))
        phone.database.isHoldingAnswers = true
        phone.engine.syncNow()

        phone.relaunch()
        phone.engine.syncNow()
        XCTAssertEqual(server.sentTags.last, [CloudChangeTag("t1")], "resent on the tag it had")
        XCTAssertEqual(server.writeCounts[TestDevice.id("limits")], 2, "initial insert and one update")
        XCTAssertEqual(phone.engine.record(TestDevice.id("limits"))?.changeTag, CloudChangeTag("t2"))
        XCTAssertEqual(phone.engine.record(TestDevice.id("limits"))?["minutes"], .int(75))
        XCTAssertEqual(phone.engine.state.pendingChanges.count, 0)
    }

    func testTwoDevicesConvergeOnTheServerState() {
        let phone = TestDevice(server: server)
        let tablet = TestDevice(server: server)
        phone.engine.save(TestDevice.record("limits", ["minutes": .int(60), "bedtime": .text("20:00")]))
        phone.engine.save(TestDevice.record("old", ["n": .int(0)]))
        phone.engine.syncNow()
        tablet.engine.syncNow()

        phone.engine.save(TestDevice.record("a", ["n": .int(1)]))
        phone.engine.save(phone.edited("limits", ["minutes": .int(90), "minutes.editedAt": .int(2_000)]))
        tablet.engine.save(TestDevice.record("b", ["n": .int(2)]))
        let bedtime: [String: CloudValue] = ["bedtime": .text("21:00"), "bedtime.editedAt": .int(2_500)]
        tablet.engine.save(tablet.edited("limits", bedtime))
        tablet.engine.delete(TestDevice.id("old"))
        phone.engine.syncNow()
        tablet.engine.syncNow()
        phone.engine.syncNow()

        let expected = server.records(in: TestDevice.zone)
        XCTAssertEqual(expected.map(\.id.name), ["a", "b", "limits"])
        XCTAssertEqual(expected.last?["minutes"], .int(90))
        XCTAssertEqual(expected.last?["bedtime"], .text("21:00"))
        XCTAssertEqual(phone.engine.records(ofType: "settings", in: TestDevice.zone), expected)
        XCTAssertEqual(tablet.engine.records(ofType: "settings", in: TestDevice.zone), expected)
        XCTAssertEqual(phone.engine.state.pendingChanges.count + tablet.engine.state.pendingChanges.count, 0)
    }
}
