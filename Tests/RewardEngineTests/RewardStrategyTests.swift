import Platform
import XCTest

@testable import RewardEngine

final class RewardStrategyTests: XCTestCase {
    private func settings(_ kind: RewardStrategyKind, goalMinutes: Int = 30) -> RewardSettings {
        var settings = RewardSettings(conversionRatePointsPerMinute: 1)
        settings.rewardStrategy = kind
        settings.dailyLearningGoalMinutes = goalMinutes
        return settings
    }

    func testTheTimeBankReleasesRewardTimeOnlyOnceTodaysLearningReachesTheGoal() {
        var account = Fixture.account(settings(.timeBank))
        // 20 pph: floor(29 × 20 / 60) = 9 points
        account.learn(Fixture.duolingo, minutes: 29, from: Fixture.time(8, 0))
        XCTAssertEqual(account.ledger.balance, 9)
        let early = account.redeem(points: 5, for: Fixture.minecraft, at: Fixture.time(9, 0))
        XCTAssertEqual(early.failureReason, .learningGoalNotMet(goalMinutes: 30, learnedMinutes: 29))
        XCTAssertEqual(early.failureReason?.code, "learning_goal_not_met")
        XCTAssertEqual(
            early.failureReason?.description, "reward time is banked until today's learning goal: 29 of 30 minutes")
        account.learn(Fixture.duolingo, minutes: 1, from: Fixture.time(9, 30))  // a new session, minute 30 of today
        XCTAssertEqual(
            try account.redeem(points: 5, for: Fixture.minecraft, at: Fixture.time(10, 0)).get().minutesGranted, 5)
        let tuesday = Fixture.time(CivilDate(year: 2026, month: 3, day: 3), 8, 0)
        XCTAssertEqual(
            account.redeem(points: 1, for: Fixture.minecraft, at: tuesday).failureReason,
            .learningGoalNotMet(goalMinutes: 30, learnedMinutes: 0))
        XCTAssertEqual(account.ledger.balance, 5)
    }

    func testTimeRewardsAndTimeBankTakeNoRealWorldRequests() {
        for kind in [RewardStrategyKind.time, .timeBank] {
            var account = Fixture.account(settings(kind))
            account.grant(50, at: Fixture.time(8, 0))
            XCTAssertEqual(
                account.requestReward("cinema", points: 30, at: Fixture.time(9, 0)).failure, .notOffered(kind))
            XCTAssertEqual(account.ledger.balance, 50)
        }
    }

    func testARequestHoldsItsPointsAndAnApprovalMovesNothingMore() throws {
        var account = Fixture.account(settings(.realWorld))
        account.grant(50, at: Fixture.time(8, 0))
        let request = try account.requestReward("cinema", points: 30, at: Fixture.time(9, 0)).get()
        XCTAssertEqual(request.id, 1)
        XCTAssertEqual(account.ledger.balance, 20)
        XCTAssertEqual(account.ledger.entries.last?.kind, .requested)
        XCTAssertEqual(account.ledger.entries.last?.description, "Asked for cinema (request 1): 30 points held")
        XCTAssertEqual(
            account.requestReward("pizza", points: 21, at: Fixture.time(9, 1)).failure,
            .insufficientPoints(requested: 21, available: 20))
        let approved = try account.decideRewardRequest(1, approve: true, by: Fixture.mum, at: Fixture.time(12, 0)).get()
        XCTAssertEqual(approved.status, .approved)
        XCTAssertEqual(approved.decidedBy, Fixture.mum)
        XCTAssertEqual(account.ledger.balance, 20)
        XCTAssertEqual(account.ledger.entries.count, 2)
    }

    func testADenialRefundsOnceAndASecondAnswerIsRefused() throws {
        var account = Fixture.account(settings(.realWorld))
        account.grant(50, at: Fixture.time(8, 0))
        _ = try account.requestReward("comic", points: 10, at: Fixture.time(9, 0)).get()
        let denied = try account.decideRewardRequest(1, approve: false, by: Fixture.mum, at: Fixture.time(12, 0)).get()
        XCTAssertEqual(denied.status, .denied)
        XCTAssertEqual(account.ledger.balance, 50)
        XCTAssertEqual(account.ledger.entries.last?.kind, .refunded)
        XCTAssertEqual(account.ledger.entries.last?.amount, 10)
        XCTAssertEqual(account.ledger.entries.last?.description, "mum denied comic (request 1): 10 points back")
        XCTAssertEqual(
            account.decideRewardRequest(1, approve: false, by: Fixture.mum, at: Fixture.time(12, 1)).failure,
            .alreadyDecided(1, .denied))
        XCTAssertEqual(
            account.decideRewardRequest(1, approve: true, by: Fixture.mum, at: Fixture.time(12, 2)).failure,
            .alreadyDecided(1, .denied))
        XCTAssertEqual(
            account.decideRewardRequest(2, approve: true, by: Fixture.mum, at: Fixture.time(12, 3)).failure,
            .unknownRequest(2))
        XCTAssertEqual(account.ledger.balance, 50)
        XCTAssertTrue(account.ledger.isConsistent)
    }

    func testRealWorldRewardsKeepTimeRedemptionsAsTheyWere() {
        var account = Fixture.account(settings(.realWorld))
        account.grant(10, at: Fixture.time(8, 0))
        XCTAssertEqual(
            try account.redeem(points: 10, for: Fixture.minecraft, at: Fixture.time(9, 0)).get().minutesGranted, 10)
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}

private extension Result where Failure == RedemptionRejection {
    var failureReason: RedemptionRejectionReason? { failure?.reason }
}
