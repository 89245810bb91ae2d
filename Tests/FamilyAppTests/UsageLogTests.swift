import AntiGaming
import Platform
import XCTest

@testable import FamilyApp

/// The usage log lets go of the applied records of days reconciliation has passed, keeps the
/// ones the validator holds until they are released, and keeps its counts per app and day.
final class UsageLogTests: XCTestCase {
    private let maths = FamilyFixture.maths
    private let device = DeviceID("ipad")
    private let kept = TickAssessment(isKept: true, reasons: [])
    private let held = TickAssessment(isKept: false, isHeld: true, reasons: [])

    private func append(_ log: inout UsageLog, day: Int, minute: Int) -> Int {
        log.append(
            device: device, usage: UsageEventName(app: maths, minute: minute),
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

    func testTheFirstRecordOfALaterDayLetsGoOfThePastDaysAppliedRecords() {
        var log = UsageLog()
        _ = append(&log, day: 1, minute: 1)
        _ = append(&log, day: 1, minute: 2)
        log.markApplied(1, assessment: kept, counts: true)
        log.markApplied(2, assessment: held, counts: false)
        _ = append(&log, day: 1, minute: 3)
        XCTAssertEqual(log.records.map(\.sequence), [1, 2, 3], "a record of the same day lets nothing go")

        _ = append(&log, day: 2, minute: 1)
        XCTAssertEqual(log.records.map(\.sequence), [3, 4], "record 3 is not applied yet")
        log.markApplied(3, assessment: kept, counts: true)
        _ = append(&log, day: 2, minute: 2)
        XCTAssertEqual(log.records.map(\.sequence), [4, 5])
        XCTAssertTrue(log.isApplied(1))
        XCTAssertFalse(log.isApplied(4))
        XCTAssertEqual(log.record(2).thresholdMinute, 2, "a held record stays readable")
        XCTAssertEqual(log.creditedMinutes(app: maths, on: FakeClock.date(ofDay: 1)), 2)
    }

    /// A clock set back writes day 1 after day 2; a walk for day 1 then goes past the kept day-2
    /// record into the records let go of, and finds minute 3 there, as it would in the whole log.
    func testTheHighestUnfilteredMinutesOfADayLetGoOfAreStillFoundByAWalkThatReachesThem() {
        var log = UsageLog()
        let day1 = FakeClock.date(ofDay: 1)
        let day2 = FakeClock.date(ofDay: 2)
        for minute in 1...3 { log.markApplied(append(&log, day: 1, minute: minute), assessment: kept, counts: true) }
        let flood = TickAssessment(isKept: false, reasons: [.fasterThanTime])
        log.markApplied(append(&log, day: 1, minute: 9), assessment: flood, counts: false)
        log.markApplied(append(&log, day: 2, minute: 1), assessment: kept, counts: true)
        XCTAssertEqual(log.records.map(\.sequence), [5], "day 1 is let go of")
        XCTAssertEqual(log.lastUnfilteredMinutes(of: device, on: day2), [maths: 1])
        XCTAssertEqual(log.lastUnfilteredMinutes(of: device, on: day1), [maths: 3], "the flood's minute 9 is filtered")
        XCTAssertEqual(log.lastUnfilteredMinutes(of: DeviceID("phone"), on: day1), [:])

        _ = append(&log, day: 1, minute: 4)
        XCTAssertEqual(log.lastUnfilteredMinutes(of: device, on: day1), [maths: 3], "minute 4 is not applied")
        log.markApplied(6, assessment: kept, counts: true)
        XCTAssertEqual(log.lastUnfilteredMinutes(of: device, on: day1), [maths: 4])

        _ = append(&log, day: 3, minute: 1)
        XCTAssertEqual(log.records.map(\.sequence), [7], "day 2 and the second day 1 are let go of")
        XCTAssertEqual(log.lastUnfilteredMinutes(of: device, on: day1), [maths: 4])
        XCTAssertEqual(
            log.lastUnfilteredMinutes(of: device, on: day2), [:],
            "a walk for day 2 stops at the day-1 record written after it")
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
