import Platform
import SyncEngine
import XCTest

/// After an answer that may have been lost, the engine fetches before it sends again; a round
/// of fetches that failed is fetched again before the send goes.
final class FetchBeforeSendTests: XCTestCase {
    var server: FakeCloudServer!
    var phone: TestDevice!
    let id = TestDevice.id("limits")

    override func setUp() {
        server = .holdingTheTestZone()
        phone = TestDevice(server: server)
        phone.engine.save(TestDevice.record("limits", ["minutes": .int(60)]))
    }

    /// Explore run 397568639: the retry timer of a failed fetch fired while a later fetch of the
    /// same round was still under way, found the send waiting for the round, and did nothing.
    /// When the round settled nothing was left to wake the send loop, and a change made during
    /// the round stayed pending until the app's next trigger. (The lost write itself is settled
    /// by the fetch, which brings the server's copy of it.)
    func testARoundThatFailedSendsOnceSettledWhenItsRetryTimerFiredDuringIt() {
        phone.database.isHoldingAnswers = true
        phone.database.modifyAnswersToLose = 1
        phone.engine.syncNow()
        phone.database.releaseNextAnswer()
        XCTAssertEqual(phone.timer.delaysMs, [2_000], "the send's retry; the round's database ask is under way")
        phone.engine.fetchNow()
        phone.engine.save(TestDevice.record("goal", ["minutes": .int(30)]))
        phone.engine.sendNow()
        server.fetchFailures = [CloudError(.networkFailure)]
        phone.database.releaseNextAnswer()
        phone.database.releaseNextAnswer()
        XCTAssertEqual(
            phone.timer.delaysMs, [2_000, 2_000], "the zone's fetch failed; the push's database ask is under way")

        phone.timer.fireNext()
        phone.timer.fireNext()
        XCTAssertEqual(phone.timer.armedCount, 0)
        XCTAssertEqual(phone.engine.state.pendingChanges.count, 2, "the sends wait for the round")

        phone.database.releaseAnswers()
        XCTAssertEqual(phone.engine.state.pendingChanges.count, 0)
        XCTAssertEqual(server.records(in: TestDevice.zone).map(\.id.name), ["goal", "limits"])
        XCTAssertEqual(phone.timer.armedCount, 0)
        XCTAssertTrue(phone.engine.isIdle)
    }
}
