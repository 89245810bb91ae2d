import Platform
import XCTest

@testable import RewardEngine

final class EarningTests: XCTestCase {
    func testSevenMinutesAtTwentyPointsPerHourRoundDownToTwoPoints() {
        var account = Fixture.account()
        account.learn(Fixture.duolingo, minutes: 7, from: Fixture.time(9, 0))
        // floor(7 × 20 / 60) = floor(2.33) = 2
        XCTAssertEqual(account.ledger.balance, 2)
        XCTAssertEqual(account.ledger.entries.map(\.amount), [1, 1])
    }

    func testFractionsDoNotCarryAcrossAppsSoTwoAppsOfSevenMinutesEarnTwoEach() {
        var account = Fixture.account()
        account.learn(Fixture.duolingo, minutes: 7, from: Fixture.time(9, 0))
        account.learn(Fixture.khan, minutes: 7, from: Fixture.time(10, 0))
        XCTAssertEqual(account.ledger.total(of: .earned), 4, "2 + 2")
        account.learn(Fixture.khan, minutes: 1, from: Fixture.time(10, 7))
        // Pooled, 15 minutes would make floor(300 / 60) = 5; per app it is 2 + floor(160 / 60) = 4.
        XCTAssertEqual(account.ledger.total(of: .earned), 4)
        account.learn(Fixture.khan, minutes: 1, from: Fixture.time(10, 8))
        XCTAssertEqual(account.ledger.total(of: .earned), 5, "khan's 9 minutes make 3 points")
    }

    func testTheDayBoundaryResetsTheFraction() {
        var account = Fixture.account()
        // 23:57 and 23:58 on Monday, then 00:00 and 00:01 on Tuesday: within the session gap,
        // but on another local day.
        account.learn(Fixture.duolingo, minutes: 2, from: Fixture.time(23, 57))
        account.learn(Fixture.duolingo, minutes: 2, from: Fixture.time(Fixture.monday.adding(days: 1), 0, 0))
        XCTAssertEqual(account.ledger.balance, 0, "two minutes a day at 20/h are 40/60 of a point each day")
        XCTAssertEqual(account.learningMinutes(on: Fixture.monday), 2)
        XCTAssertEqual(account.learningMinutes(on: Fixture.monday.adding(days: 1)), 2)
        XCTAssertEqual(account.sessions.count, 2, "a session never crosses local midnight")
    }

    func testLocalMidnightFollowsTheDevicesUTCOffset() {
        var account = Fixture.account()
        let plusOneHour = 3_600
        // 22:58 and 22:59 UTC on Monday are 23:58 and 23:59 local; 23:00 UTC is Tuesday 00:00 local.
        let start = Fixture.time(23, 58, utcOffsetSeconds: plusOneHour)
        account.learn(Fixture.duolingo, minutes: 3, from: start)
        XCTAssertEqual(account.learningMinutes(on: Fixture.monday), 2)
        XCTAssertEqual(account.learningMinutes(on: Fixture.monday.adding(days: 1)), 1)
        XCTAssertEqual(account.ledger.balance, 0)
    }

    func testAppsWithoutTheirOwnRateEarnTheDefaultPointsPerHour() {
        var account = Fixture.account(RewardSettings(defaultPointsPerHour: 30))
        account.learn(Fixture.reader, minutes: 10, from: Fixture.time(9, 0))
        // 10 × 30 / 60 = 5
        XCTAssertEqual(account.ledger.balance, 5)
        XCTAssertEqual(Fixture.catalog.pointsPerHour(for: Fixture.reader, settings: account.settings), 30)
        XCTAssertEqual(Fixture.catalog.pointsPerHour(for: Fixture.duolingo, settings: account.settings), 20)
        XCTAssertNil(Fixture.catalog.pointsPerHour(for: Fixture.minecraft, settings: account.settings))
    }

    func testAFourMinuteSessionEarnsNothingUnderAFiveMinuteMinimum() {
        var account = Fixture.account(RewardSettings(minimumSessionMinutes: 5))
        account.learn(Fixture.duolingo, minutes: 4, from: Fixture.time(9, 0))
        XCTAssertEqual(account.ledger.balance, 0)
        XCTAssertEqual(account.learningMinutes(), 0)
        XCTAssertEqual(account.unqualifiedMinutes(app: Fixture.duolingo, on: Fixture.monday), 4)
        XCTAssertEqual(account.sessions.map(\.isQualified), [false])
    }

    func testASixMinuteSessionEarnsForAllSixMinutesOnceItReachesTheMinimum() {
        var account = Fixture.account(RewardSettings(minimumSessionMinutes: 5))
        account.learn(Fixture.duolingo, minutes: 4, from: Fixture.time(9, 0))
        XCTAssertEqual(account.ledger.balance, 0)
        let atQualification = account.recordLearningMinute(app: Fixture.duolingo, at: Fixture.time(9, 4))
        // The fifth minute credits all five: floor(5 × 20 / 60) = 1
        XCTAssertEqual(atQualification.map(\.amount), [1])
        XCTAssertEqual(
            atQualification.first?.description, "Earned 1 point for duolingo (minute 5 of today)"
        )
        account.learn(Fixture.duolingo, minutes: 1, from: Fixture.time(9, 5))
        // floor(6 × 20 / 60) = 2
        XCTAssertEqual(account.ledger.balance, 2)
        XCTAssertEqual(account.learningMinutes(), 6)
        XCTAssertEqual(account.unqualifiedMinutes(), 0)
    }

    func testAGapOfThreeMinutesSplitsSessionsButAGapOfTwoDoesNot() {
        var account = Fixture.account(RewardSettings(minimumSessionMinutes: 5, sessionGapMinutes: 2))
        account.learn(Fixture.duolingo, minutes: 3, from: Fixture.time(9, 0))  // 9:00, 9:01, 9:02
        account.learn(Fixture.duolingo, minutes: 1, from: Fixture.time(9, 4))  // 2 minutes after 9:02
        XCTAssertEqual(account.sessions.map(\.minutes), [4])
        account.learn(Fixture.duolingo, minutes: 4, from: Fixture.time(9, 7))  // 3 minutes after 9:04
        XCTAssertEqual(account.sessions.map(\.minutes), [4, 4])
        XCTAssertEqual(account.sessions[1].startedAt, Fixture.time(9, 7).instant)
        XCTAssertEqual(account.ledger.balance, 0, "neither session of four minutes reached five")
        XCTAssertEqual(account.unqualifiedMinutes(), 8)
    }

    func testSessionsOfDifferentAppsAreSeparateAndKeptInStartOrder() {
        var account = Fixture.account()
        _ = account.recordLearningMinute(app: Fixture.khan, at: Fixture.time(9, 0))
        _ = account.recordLearningMinute(app: Fixture.duolingo, at: Fixture.time(9, 1))
        _ = account.recordLearningMinute(app: Fixture.khan, at: Fixture.time(9, 2))
        XCTAssertEqual(account.sessions.map(\.app), [Fixture.khan, Fixture.duolingo])
        XCTAssertEqual(account.sessions.map(\.minutes), [2, 1])
        XCTAssertEqual(account.sessions[0].lastTickAt, Fixture.time(9, 2).instant)
    }

    func testARateChangeAppliesOnlyToMinutesCreditedAfterIt() {
        var account = Fixture.account(RewardSettings(defaultPointsPerHour: 20))
        account.learn(Fixture.reader, minutes: 3, from: Fixture.time(9, 0))
        XCTAssertEqual(account.ledger.balance, 1)
        account.update(settings: RewardSettings(defaultPointsPerHour: 60))
        account.learn(Fixture.reader, minutes: 1, from: Fixture.time(9, 3))
        // 3 × 20 + 1 × 60 = 120 sixtieths = 2 points; re-rating all four minutes would give 4
        XCTAssertEqual(account.ledger.balance, 2)
    }

    func testAClockSetBackwardsIsReportedByTheLedgerCheckNotTrapped() {
        var account = Fixture.account()
        account.learn(Fixture.duolingo, minutes: 3, from: Fixture.time(10, 0))
        account.learn(Fixture.duolingo, minutes: 3, from: Fixture.time(8, 0))
        XCTAssertEqual(account.ledger.balance, 2)
        XCTAssertEqual(
            account.ledger.consistencyProblems,
            [
                "entry 2 (2026-03-02T08:02:00.000Z) is earlier than entry 1 (2026-03-02T10:02:00.000Z)"
            ])
    }
}
