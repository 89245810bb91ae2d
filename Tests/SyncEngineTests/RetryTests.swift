import Platform
import SyncEngine
import XCTest

final class RetryTests: XCTestCase {
    var server: FakeCloudServer!
    var phone: TestDevice!
    let id = TestDevice.id("limits")

    override func setUp() {
        server = .holdingTheTestZone()
        phone = TestDevice(server: server)
        phone.engine.save(TestDevice.record("limits", ["minutes": .int(60)]))
    }

    func testBackOffDoublesFromTheBaseUpToTheCapAndNeverUndercutsRetryAfter() {
        let policy = SyncPolicy()
        XCTAssertEqual(policy.retryDelayMs(streak: 0, retryAfterMs: nil), 2_000)
        XCTAssertEqual(policy.retryDelayMs(streak: 1, retryAfterMs: nil), 4_000)
        XCTAssertEqual(policy.retryDelayMs(streak: 7, retryAfterMs: nil), 256_000)
        XCTAssertEqual(policy.retryDelayMs(streak: 8, retryAfterMs: nil), 300_000)
        XCTAssertEqual(policy.retryDelayMs(streak: 500, retryAfterMs: nil), 300_000)
        XCTAssertEqual(policy.retryDelayMs(streak: 0, retryAfterMs: 30_000), 30_000)
        XCTAssertEqual(policy.retryDelayMs(streak: 2, retryAfterMs: 1_000), 8_000)
    }

    func testTransientFailureIsRetriedAfterTwoThenFourSeconds() {
        server.modifyFailures = [CloudError(.zoneBusy), CloudError(.zoneBusy)]
        phone.engine.syncNow()
        XCTAssertEqual(phone.timer.delaysMs, [2_000])
        XCTAssertFalse(phone.engine.isIdle, "a retry timer is armed")

        phone.timer.fireNext()
        XCTAssertEqual(phone.timer.delaysMs, [2_000, 4_000])
        XCTAssertEqual(phone.engine.state.pendingChanges[id]?.attempts, 0, "waiting cures a busy zone: no attempt used")
        XCTAssertEqual(phone.clock.uptimeMs, 2_000)

        phone.timer.fireNext()
        XCTAssertEqual(phone.clock.uptimeMs, 6_000)
        XCTAssertEqual(server.records(in: TestDevice.zone).map(\.id), [id])
        XCTAssertEqual(phone.engine.state.pendingChanges.count, 0)
        XCTAssertEqual(phone.engine.state.counters.retries, 2)
        XCTAssertTrue(phone.engine.isIdle)
    }

    func testRetryAfterIsHonouredEvenWhenTheAppTriggersASyncEarlier() {
        server.modifyFailures = [CloudError(.requestRateLimited, retryAfterMs: 30_000)]
        phone.engine.syncNow()
        XCTAssertEqual(phone.timer.delaysMs, [30_000])
        XCTAssertEqual(phone.engine.state.counters.requests, 1, "no fetch while the server asked for quiet")

        phone.clock.uptimeMs = 10_000
        phone.engine.syncNow()
        phone.engine.fetchNow()
        XCTAssertEqual(phone.engine.state.counters.requests, 1)

        phone.timer.fireNext()
        XCTAssertEqual(phone.clock.uptimeMs, 30_000)
        XCTAssertEqual(phone.engine.state.counters.requests, 4, "the modify, the database's changes, the zone")
        XCTAssertEqual(server.records(in: TestDevice.zone).count, 1)
    }

    func testTransientFailuresNeverUseUpAChangesAttempts() {
        server.modifyFailures = Array(repeating: CloudError(.serviceUnavailable), count: 40)
        phone.engine.syncNow()
        for _ in 0..<40 { phone.timer.fireNext() }

        XCTAssertEqual(phone.engine.state.failedChanges, [])
        XCTAssertEqual(phone.delegate.failed.count, 0)
        XCTAssertEqual(server.records(in: TestDevice.zone).map(\.id), [id], "landed after forty refusals")
        XCTAssertEqual(phone.timer.delaysMs.last, 300_000, "the back-off reached its cap")
        XCTAssertTrue(phone.engine.isIdle)
    }

    func testChangeRefusedThreeTimesByAnErrorWaitingCannotCureIsGivenUpReportedAndNoLongerPending() {
        server.modifyFailures = Array(repeating: CloudError(.quotaExceeded), count: 3)
        phone.engine.syncNow()
        phone.timer.fireNext()
        phone.timer.fireNext()

        XCTAssertEqual(phone.timer.delaysMs, [2_000, 4_000])
        XCTAssertEqual(phone.engine.state.pendingChanges.count, 0)
        XCTAssertEqual(phone.engine.state.failedChanges.map(\.id), [id])
        XCTAssertEqual(phone.engine.state.failedChanges.first?.attempts, 3)
        XCTAssertEqual(phone.engine.state.failedChanges.first?.error.code, .quotaExceeded)
        XCTAssertEqual(phone.delegate.failed.map(\.id), [id])
        XCTAssertEqual(phone.engine.state.counters.failedChanges, 1)
        XCTAssertTrue(phone.engine.isIdle)
    }

    func testANewChangeWaitsForTheRetryAfterWithTheOneRefused() {
        server.modifyFailures = [CloudError(.requestRateLimited, retryAfterMs: 180_000)]
        phone.engine.syncNow()
        XCTAssertEqual(phone.engine.state.counters.requests, 1)

        phone.clock.uptimeMs = 60_000
        phone.engine.save(TestDevice.record("other", ["minutes": .int(5)]))
        phone.engine.sendNow()
        phone.engine.syncNow()
        XCTAssertEqual(phone.engine.state.counters.requests, 1, "nothing sent a minute into three minutes of quiet")

        phone.timer.fireNext()
        XCTAssertEqual(phone.clock.uptimeMs, 180_000)
        XCTAssertEqual(server.records(in: TestDevice.zone).count, 2)
    }

    func testPermissionFailureFailsAtOnceWithoutARetry() {
        let kim = CloudAccountID("parent-kim")
        server.readOnlyAccounts = [kim]
        let kimPhone = TestDevice(server: server, account: kim)
        kimPhone.engine.save(TestDevice.record("limits", ["minutes": .int(10)]))
        kimPhone.engine.syncNow()

        XCTAssertEqual(kimPhone.timer.delaysMs, [])
        XCTAssertEqual(kimPhone.engine.state.failedChanges.map(\.error.code), [.permissionFailure])
        XCTAssertEqual(kimPhone.engine.state.failedChanges.first?.attempts, 1)
        XCTAssertEqual(kimPhone.delegate.failed.count, 1)
        XCTAssertEqual(kimPhone.engine.state.pendingChanges.count, 0)
        XCTAssertEqual(server.records(in: TestDevice.zone).count, 0)
    }

    func testOfflineSendsBackOffWithoutCountingAttempts() {
        server.modifyFailures = Array(repeating: CloudError(.networkUnavailable), count: 4)
        phone.engine.syncNow()
        for _ in 0..<3 { phone.timer.fireNext() }
        XCTAssertEqual(phone.timer.delaysMs, [2_000, 4_000, 8_000, 16_000])
        XCTAssertEqual(phone.engine.state.pendingChanges[id]?.attempts, 0)

        phone.timer.fireNext()
        XCTAssertEqual(server.records(in: TestDevice.zone).count, 1)
        XCTAssertEqual(phone.engine.state.failedChanges.count, 0)
    }

    func testWhileOfflineTriggersWaitForTheOneRetryTimer() {
        server.modifyFailures = [CloudError(.networkUnavailable)]
        phone.engine.syncNow()
        XCTAssertEqual(server.modifyRequests.count, 0)
        phone.clock.uptimeMs = 1_000
        phone.engine.save(TestDevice.record("later", ["n": .int(2)]))
        phone.engine.syncNow()
        phone.engine.syncNow()
        XCTAssertEqual(phone.timer.armedCount, 1, "one timer, however many triggers")
        XCTAssertEqual(server.modifyRequests.count, 0, "no request before the timer while offline")

        phone.timer.fireNext()
        XCTAssertEqual(phone.clock.uptimeMs, 2_000)
        XCTAssertEqual(server.modifyRequests.count, 1)
        XCTAssertEqual(server.records(in: TestDevice.zone).count, 2)
    }

    func testTimeoutsAndLostAnswersDoNotUseUpAttempts() {
        server.modifyFailures = [
            CloudError(.networkFailure), CloudError(.serverResponseLost), CloudError(.networkFailure),
        ]
        phone.engine.syncNow()
        for _ in 0..<3 { phone.timer.fireNext() }
        XCTAssertEqual(phone.engine.state.failedChanges.count, 0)
        XCTAssertEqual(server.records(in: TestDevice.zone).count, 1)
    }

    func testQuotaExceededKeepsTheChangePendingAndCountsAnAttempt() {
        server.itemFailures[id] = [CloudError(.quotaExceeded)]
        phone.engine.syncNow()
        XCTAssertEqual(phone.engine.state.pendingChanges[id]?.attempts, 1)
        XCTAssertEqual(phone.engine.state.pendingChanges[id]?.lastError?.code, .quotaExceeded)
        XCTAssertEqual(phone.timer.delaysMs, [2_000])

        phone.timer.fireNext()
        XCTAssertEqual(server.records(in: TestDevice.zone).count, 1)
        XCTAssertEqual(phone.engine.state.pendingChanges.count, 0)
    }
}
