import Platform
import XCTest

@testable import FamilyApp

/// A closed day as the parents' phones receive it.
final class DailySummaryRecordTests: XCTestCase {
    func testTheSummaryReadsBackFromItsRecordWithTheEndOfItsDay() throws {
        let zone = CloudZoneID(name: "usage-alex", owner: CloudAccountID("child-alex"))
        let date = CivilDate(year: 2026, month: 3, day: 2)
        let summary = DailySummary(
            date: date, learningMinutes: 30, rewardMinutes: 2, pointsEarned: 30,
            pointsRedeemed: 20, goalMet: true, streakDays: 1, weekLearningMinutes: 30,
            weeklyMilestoneReached: false)
        // Midnight after 2 March at +01:00 is 23:00 UTC on 2 March.
        let dayEnd = LocalTimestamp.startOfDay(date.adding(days: 1), utcOffsetSeconds: 3_600)
        XCTAssertEqual(dayEnd, Instant(millisecondsSinceEpoch: (date.daysSinceEpoch + 1) * 86_400_000 - 3_600_000))
        let record = summary.record(in: zone, dayEndedAt: dayEnd, closedOn: DeviceID("alex-ipad"))
        XCTAssertEqual(record.id.name, "summary.2026-03-02")
        XCTAssertEqual(DailySummary(record: record), summary)
        XCTAssertEqual(DailySummary.dayEnd(of: record), dayEnd)
    }

    func testARecordOfAnotherTypeIsNoSummary() {
        let zone = CloudZoneID(name: "usage-alex", owner: CloudAccountID("child-alex"))
        let record = CloudRecord(
            id: CloudRecordID(zone: zone, name: "summary.2026-03-02"),
            type: FamilyRecordType.ledgerEntry, fields: ["date": .int(20_514)])
        XCTAssertNil(DailySummary(record: record))
    }
}
