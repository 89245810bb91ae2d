import FamilyApp
import Platform
import RewardEngine
import XCTest

/// Handlers and requests the way an iOS app must keep them: registered at every launch, one
/// request of each kind always pending, the next one submitted before the work starts.
final class LaunchAndSchedulingTests: XCTestCase {
    private let refresh = ChildDeviceApp.refreshTaskIdentifier
    private let processing = ChildDeviceApp.processingTaskIdentifier

    func testLaunchRegistersBothHandlersAndSubmitsBothRequests() {
        let family = FamilyFixture()
        let phone = family.launchDevice("phone")

        XCTAssertEqual(
            phone.scheduler.registeredIdentifiers,
            [
                "com.screentimerewards.reconcile", "com.screentimerewards.analysis",
            ])
        XCTAssertEqual(
            phone.scheduler.submissions,
            [
                BackgroundTaskRequest(
                    identifier: refresh, kind: .refresh, earliestBeginDate: FakeClock.local(day: 1, 7, 15).instant
                ),
                BackgroundTaskRequest(
                    identifier: processing, kind: .processing,
                    earliestBeginDate: FakeClock.local(day: 2, 0, 0).instant, requiresExternalPower: true
                ),
            ])
        XCTAssertEqual(phone.center.activities, [ChildDeviceApp.usageActivity])
        XCTAssertEqual(phone.shields.shieldedApplications, [FamilyFixture.game])
        XCTAssertEqual(family.work.installDate, FakeClock.date(ofDay: 1))
        XCTAssertNil(phone.app.lastSchedulingError)
    }

    func testEachRunSubmitsItsNextRequestBeforeItsFirstItemRuns() {
        let family = FamilyFixture()
        let phone = family.launchDevice("phone")

        family.clock.set(day: 1, 9, 40)
        _ = phone.scheduler.launch(refresh)
        XCTAssertEqual(phone.queue.count, 2, "today, then the finishing item; none has run yet")
        XCTAssertEqual(phone.scheduler.submissions.count, 3)
        XCTAssertEqual(
            phone.scheduler.pendingTaskRequests.map(\.earliestBeginDate),
            [
                FakeClock.local(day: 2, 0, 0).instant, FakeClock.local(day: 1, 9, 55).instant,
            ])

        // The nightly run resubmits both: a refresh request the system left unhonoured is replaced.
        family.clock.set(day: 2, 2, 30)
        _ = phone.scheduler.launch(processing)
        XCTAssertEqual(
            Array(phone.scheduler.submissions.suffix(2)),
            [
                BackgroundTaskRequest(
                    identifier: processing, kind: .processing,
                    earliestBeginDate: FakeClock.local(day: 3, 0, 0).instant, requiresExternalPower: true),
                BackgroundTaskRequest(
                    identifier: refresh, kind: .refresh,
                    earliestBeginDate: FakeClock.local(day: 2, 2, 45).instant),
            ])
        XCTAssertEqual(phone.scheduler.pendingTaskRequests.map(\.identifier), [processing, refresh])
    }

    func testATaskIsCompletedSuccessfullyOnlyAfterItsLastItem() {
        let family = FamilyFixture()
        let phone = family.launchDevice("phone")
        family.clock.set(day: 3, 1, 0)

        let task = phone.scheduler.launch(processing)
        XCTAssertEqual(phone.queue.count, 6, "days 1–3 and the finishing item, then closes of days 1–2")
        phone.queue.runNext(5)
        XCTAssertEqual(task.completions, [])
        phone.queue.drain()
        XCTAssertEqual(task.completions, [true])
        XCTAssertNil(task.expirationHandler)
        XCTAssertEqual(family.work.closedThrough, FakeClock.date(ofDay: 2))
    }

    func testASecondLaunchRegistersAgainButDoesNotRestartMonitoring() {
        let family = FamilyFixture()
        let phone = family.launchDevice("phone")
        family.clock.set(day: 1, 12, 0)

        phone.scheduler.forgetHandlers()
        phone.app.applicationDidFinishLaunching()

        XCTAssertEqual(phone.center.startedActivities, [ChildDeviceApp.usageActivity])
        XCTAssertEqual(phone.scheduler.registeredIdentifiers, [refresh, processing, refresh, processing])
        XCTAssertEqual(phone.scheduler.submissions.count, 4)
        XCTAssertEqual(family.work.installDate, FakeClock.date(ofDay: 1))
    }

    func testMonitoringLostBySystemIsStartedAgainAtTheNextLaunch() {
        let family = FamilyFixture()
        let phone = family.launchDevice("phone")
        phone.center.stopMonitoring([ChildDeviceApp.usageActivity])

        phone.app.applicationDidFinishLaunching()

        let usage = ChildDeviceApp.usageActivity
        XCTAssertEqual(phone.center.startedActivities, [usage, usage])
    }

    func testASubmissionErrorIsKeptAndCounted() {
        let family = FamilyFixture()
        let phone = DeviceFixture(id: DeviceID("phone"), family: family)
        phone.scheduler.refusal = .unavailable

        phone.app.applicationDidFinishLaunching()

        XCTAssertEqual(phone.app.lastSchedulingError, .unavailable)
        XCTAssertEqual(phone.app.schedulingErrorCount, 2)
        XCTAssertEqual(phone.scheduler.pendingTaskRequests, [])
    }

    func testOpeningTheAppResubmitsAndQueuesReconciliationThenDayClose() {
        let family = FamilyFixture()
        let phone = family.launchDevice("phone")
        family.clock.set(day: 3, 8, 0)

        phone.app.applicationDidBecomeActive()
        XCTAssertEqual(phone.scheduler.submissions.count, 4)
        XCTAssertEqual(phone.queue.count, 6, "days 1–3 and the finishing item, then closes of days 1–2")
        phone.queue.runNext(4)
        XCTAssertEqual(family.work.reconciledThrough, FakeClock.date(ofDay: 2))
        XCTAssertNil(family.work.closedThrough, "closing comes after reconciling")
        phone.queue.drain()
        XCTAssertEqual(family.work.closedThrough, FakeClock.date(ofDay: 2))

        phone.app.applicationDidEnterBackground()
        XCTAssertEqual(phone.queue.count, 0)
        XCTAssertEqual(phone.scheduler.submissions.count, 4)
    }
}
