import AntiGaming
@testable import FamilyApp
import Platform
import XCTest

/// The usage log lets go of the applied records of days reconciliation has passed, keeps the
/// ones the validator holds until they are released, and keeps its counts per app and day.
final class UsageLogTests: XCTestCase {
    private let maths = FamilyFixture.maths
    private let device = DeviceID("ipad")
    private let kept = TickAssessment(isKept: true, reasons: [])
    private let held = TickAssessment(isKept: false, isHeld: true, reasons: [])

    private func append(_ log: inout UsageLog, day: Int, minute: Int) -> Int {
        log.append(device: device, usage: UsageEventName(app: maths, minute: minute),
                   at: FakeClock.local(day: day, 15, minute), uptimeMs: Int64(minute) * 60_000)
    }

    func testLettingGoStopsAtTheFirstUnappliedRecordAndSetsHeldOnesAside() {
        var log = UsageLog()
        let day1 = FakeClock.date(ofDay: 1)
        XCTAssertEqual(append(&log, day: 1, minute: 1), 1)
        XCTAssertEqual(append(&log, day: 1, minute: 2), 2)
        XCTAssertEqual(append(&log, day: 1, minute: 3), 3)
        XCTAssertEqual(append(&log, day: 2, minute: 1), 4)
        log.markApplied(1, assessment: kept, counts: true)
        log.markApplied(2, assessment: held, counts: false)
        log.markApplied(4, assessment: kept, counts: true)

        log.letGo(through: day1)
        XCTAssertEqual(log.records.map(\.sequence), [3, 4], "record 3 is not applied yet")
        XCTAssertEqual(log.record(2).thresholdMinute, 2, "a held record stays readable")

        log.markApplied(3, assessment: kept, counts: true)
        log.letGo(through: day1)
        XCTAssertEqual(log.records.map(\.sequence), [4], "day 2 is not passed")
        XCTAssertEqual(log.writtenCount, 4)
        XCTAssertEqual(log.creditedMinutes(app: maths, on: day1), 2)

        XCTAssertEqual(log.markCredited(2).thresholdMinute, 2, "the release credits the record set aside")
        XCTAssertEqual(log.creditedMinutes(app: maths, on: day1), 3)
        XCTAssertEqual(append(&log, day: 2, minute: 2), 5, "sequences go on after letting go")
        XCTAssertEqual(log.record(5).thresholdMinute, 2)
        XCTAssertEqual(log.unappliedCount, 1)
    }

    func testReconciliationLetsGoOfTheDaysItPassed() {
        let family = FamilyFixture()
        let phone = family.launchDevice("phone")
        family.use(maths, minutes: 3, on: phone)
        XCTAssertEqual(family.work.usageLog.records.count, 3)

        family.clock.set(day: 2, 7, 30)
        _ = phone.scheduler.launch(ChildDeviceApp.refreshTaskIdentifier)
        phone.app.applicationDidBecomeActive()
        phone.queue.drain()

        XCTAssertEqual(family.work.reconciledThrough, FakeClock.date(ofDay: 1))
        XCTAssertEqual(family.work.usageLog.records.count, 0, "day 1 is reconciled: its records are let go")
        XCTAssertEqual(family.work.usageLog.writtenCount, 3)
        XCTAssertEqual(family.work.usageLog.creditedMinutes(app: maths, on: FakeClock.date(ofDay: 1)), 3)
        XCTAssertEqual(family.work.drifts, [])
    }
}
