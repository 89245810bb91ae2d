import Platform
import RewardEngine
import XCTest

@testable import FamilyApp

/// Point reconciliation: records the extension wrote but never applied are applied once, the
/// cursor resumes where committed progress says, and what cannot be repaired is reported.
final class ReconciliationTests: XCTestCase {
    private let refresh = ChildDeviceApp.refreshTaskIdentifier
    private let maths = FamilyFixture.maths

    /// The extension was killed between its two commits: the record is logged, not applied.
    private func logWithoutApplying(_ app: AppID, on device: DeviceFixture, family: FamilyFixture) {
        let minute = device.nextMinute(of: app)
        _ = device.app.logUsage(
            UsageEventName(app: app, minute: minute), at: family.clock.now,
            uptimeMs: family.clock.uptimeMs)
    }

    func testAnUnappliedRecordIsRepairedExactlyOnceEvenWhenReconciliationRunsTwice() {
        let family = FamilyFixture()
        let phone = family.launchDevice("phone")
        family.use(maths, minutes: 3, on: phone)
        family.clock.advance(minutes: 1)
        logWithoutApplying(maths, on: phone, family: family)
        XCTAssertEqual(family.account.ledger.balance, 3)
        XCTAssertEqual(family.work.usageLog.unappliedCount, 1)

        family.clock.set(day: 1, 7, 30)
        _ = phone.scheduler.launch(refresh)
        phone.app.applicationDidBecomeActive()
        XCTAssertEqual(phone.queue.count, 4, "two passes of today and a finishing item each")
        phone.queue.drain()

        XCTAssertEqual(family.account.ledger.balance, 4)
        XCTAssertEqual(family.account.learningMinutes(on: FakeClock.date(ofDay: 1)), 4)
        // Booked when repaired, counted on the day the minute was used.
        let repaired = family.account.ledger.entries.last
        XCTAssertEqual(repaired?.timestamp, FakeClock.local(day: 1, 7, 30).instant)
        XCTAssertEqual(repaired?.localDate, FakeClock.date(ofDay: 1))
        XCTAssertEqual(family.work.usageLog.unappliedCount, 0)
        XCTAssertEqual(family.work.recordsRepaired, 1)
        XCTAssertEqual(family.work.reconciliations.map(\.recordsRepaired), [1, 0])
        XCTAssertEqual(family.work.reconciliations.map(\.isFinished), [true, true])
        XCTAssertEqual(family.work.drifts, [])

        phone.runTask(refresh)
        XCTAssertEqual(family.account.ledger.balance, 4)
        XCTAssertEqual(family.work.recordsRepaired, 1)
    }

    func testAPassCutOffAfterItsSecondDayResumesAtTheThirdOnTheNextRun() {
        let family = FamilyFixture()
        let phone = family.launchDevice("phone")
        for day in 1...4 {
            family.clock.set(day: day, 18, 0)
            // The device is picked up: without its interval start a lone minute is never credited.
            phone.app.intervalDidStart(for: ChildDeviceApp.usageActivity)
            logWithoutApplying(maths, on: phone, family: family)
        }
        family.clock.set(day: 4, 20, 0)

        let cutOff = phone.scheduler.launch(refresh)
        XCTAssertEqual(phone.queue.count, 5, "days 1–4, then the finishing item")
        phone.queue.runNext(2)
        cutOff.expire()
        XCTAssertEqual(cutOff.completions, [false])
        phone.queue.drain()

        XCTAssertEqual(family.work.reconciledThrough, FakeClock.date(ofDay: 2))
        XCTAssertEqual(family.work.recordsRepaired, 2, "the items left after expiry did nothing")
        XCTAssertEqual(family.work.workCarriedOver, 1)
        XCTAssertEqual(family.work.reconciliations.map(\.daysChecked), [2])
        XCTAssertEqual(family.work.reconciliations.map(\.isFinished), [false])
        XCTAssertNil(family.work.lastReconciledAt)

        family.clock.set(day: 4, 20, 30)
        let resumed = phone.scheduler.launch(refresh)
        XCTAssertEqual(phone.queue.count, 3, "days 3–4, then the finishing item")
        phone.queue.runNext()
        XCTAssertEqual(family.work.reconciledThrough, FakeClock.date(ofDay: 3))
        phone.queue.drain()

        XCTAssertEqual(resumed.completions, [true])
        XCTAssertEqual(family.work.recordsRepaired, 4)
        XCTAssertEqual(family.account.learningMinutes(), 3, "day 4's lone minute is held")
        XCTAssertEqual(family.work.reconciledThrough, FakeClock.date(ofDay: 3), "today is never passed")
        XCTAssertEqual(family.work.reconciliations.map(\.daysChecked), [2, 2])
        XCTAssertEqual(family.work.reconciliations.map(\.recordsRepaired), [2, 2])
        XCTAssertEqual(family.work.lastReconciledAt, FakeClock.local(day: 4, 20, 30).instant)
        XCTAssertEqual(family.work.workCarriedOver, 1)

        family.clock.set(day: 4, 21, 0)
        phone.openAndWait()
        XCTAssertEqual(family.account.learningMinutes(), 4, "the app's next run released it")
    }

    func testASuspendedForegroundPassResumesWhereItsCommitsStopped() {
        let family = FamilyFixture()
        let phone = family.launchDevice("phone")
        family.clock.set(day: 3, 9, 0)

        phone.app.applicationDidBecomeActive()
        phone.queue.runNext()
        phone.queue.dropAll()
        XCTAssertEqual(family.work.reconciledThrough, FakeClock.date(ofDay: 1))
        XCTAssertEqual(family.work.reconciliations.map(\.isFinished), [false])

        phone.runTask(refresh)
        XCTAssertEqual(family.work.reconciledThrough, FakeClock.date(ofDay: 2))
        XCTAssertEqual(family.work.reconciliations.map(\.daysChecked), [1, 2])
        XCTAssertEqual(family.work.reconciliations.map(\.isFinished), [false, true])
    }

    func testMinutesTheAccountCountedWithoutALogRecordAreReportedAsDrift() {
        let family = FamilyFixture()
        let phone = family.launchDevice("phone")
        family.use(maths, minutes: 1, on: phone)
        let uncounted = FakeClock.local(day: 1, 7, 5)
        family.store.update { account, _ in
            _ = account.recordLearningMinute(app: FamilyFixture.maths, at: uncounted)
        }

        family.clock.set(day: 1, 8, 0)
        phone.runTask(refresh)

        let today = FakeClock.date(ofDay: 1)
        XCTAssertEqual(
            family.work.drifts,
            [
                UsageDrift(date: today, app: maths, loggedMinutes: 1, countedMinutes: 2)
            ])
        XCTAssertEqual(family.work.driftMinutes, 1)
        XCTAssertEqual(family.work.reconciliations.map(\.driftMinutes), [1])
        XCTAssertEqual(family.work.recordsRepaired, 0)
        XCTAssertEqual(family.account.learningMinutes(), 2, "drift is reported, never repaired")
    }

    func testAPassBooksOverdueExpiriesAndReshieldsTheRewardApp() throws {
        let family = FamilyFixture()
        let phone = family.launchDevice("phone")
        family.use(maths, minutes: 4, on: phone)
        let redemption = try phone.app.redeem(points: 4, for: FamilyFixture.game).get()
        XCTAssertEqual(phone.shields.shieldedApplications, [])

        family.clock.set(day: 1, 9, 0)
        XCTAssertEqual(phone.shields.shieldedApplications, [], "nothing ran since 08:04, when it expired")
        phone.runTask(refresh)

        XCTAssertEqual(redemption.expiresAt, FakeClock.local(day: 1, 8, 4).instant)
        XCTAssertEqual(family.account.redemptions.map(\.status), [.expired])
        XCTAssertEqual(family.work.reconciliations.map(\.redemptionsExpired), [1])
        XCTAssertEqual(phone.shields.shieldedApplications, [FamilyFixture.game])
    }
}
