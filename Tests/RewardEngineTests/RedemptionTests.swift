import Platform
import XCTest

@testable import RewardEngine

final class RedemptionTests: XCTestCase {
    private typealias Outcome = Result<Redemption, RedemptionRejection>

    private func reason(_ outcome: Outcome) -> RedemptionRejectionReason? {
        if case .failure(let rejection) = outcome { rejection.reason } else { nil }
    }

    private func minutes(_ outcome: Outcome) -> Int? {
        try? outcome.get().minutesGranted
    }

    func testRedeemingMorePointsThanTheBalanceIsRejectedAndChangesNothing() {
        var account = Fixture.account()
        account.grant(6, at: Fixture.time(9, 0))
        let outcome = account.redeem(points: 8, for: Fixture.minecraft, at: Fixture.time(9, 1))
        XCTAssertEqual(reason(outcome), .insufficientPoints(requested: 8, available: 6))
        XCTAssertEqual(reason(outcome)?.code, "insufficient_points")
        XCTAssertEqual(account.ledger.balance, 6)
        XCTAssertEqual(account.ledger.entries.count, 1)
        XCTAssertEqual(account.redemptions, [])
        XCTAssertEqual(account.rejections.count, 1)
        XCTAssertEqual(account.rejections.first?.requestedPoints, 8)
        XCTAssertEqual(account.rejections.first?.timestamp, Fixture.time(9, 1).instant)
    }

    func testPointsWorthLessThanOneMinuteAreRejected() {
        var account = Fixture.account(RewardSettings(conversionRatePointsPerMinute: 3))
        account.grant(10, at: Fixture.time(9, 0))
        let outcome = account.redeem(points: 2, for: Fixture.minecraft, at: Fixture.time(9, 1))
        XCTAssertEqual(reason(outcome), .fewerPointsThanOneMinute(points: 2, conversionRate: 3))
        XCTAssertEqual(reason(outcome)?.code, "too_few_points")
        XCTAssertEqual(account.ledger.balance, 10)
    }

    func testOnlyRewardAppsCanBeRedeemed() {
        var account = Fixture.account()
        account.grant(10, at: Fixture.time(9, 0))
        let outcome = account.redeem(points: 10, for: Fixture.duolingo, at: Fixture.time(9, 1))
        XCTAssertEqual(reason(outcome), .notARewardApp(Fixture.duolingo))
        XCTAssertEqual(reason(outcome)?.code, "not_a_reward_app")
        XCTAssertEqual(reason(outcome)?.description, "duolingo is not a reward app")
        XCTAssertEqual(account.ledger.balance, 10)
    }

    func testPointsBeyondAWholeMinuteStayInTheBalance() {
        var account = Fixture.account(RewardSettings(conversionRatePointsPerMinute: 3))
        account.grant(11, at: Fixture.time(9, 0))
        let outcome = account.redeem(points: 11, for: Fixture.minecraft, at: Fixture.time(9, 1))
        // 11 / 3 = 3 minutes for 9 points; 2 points stay
        XCTAssertEqual(minutes(outcome), 3)
        XCTAssertEqual(account.ledger.balance, 2)
        XCTAssertEqual(account.ledger.total(of: .redeemed), -9)
        XCTAssertEqual(try? outcome.get().expiresAt, Fixture.time(10, 1).instant, "60 minutes by default")
    }

    func testTheDailyLimitCapsARedemptionThenRejectsUntilTheNextDay() {
        var account = Fixture.account(RewardSettings(dailyRewardLimitMinutes: 15))
        account.grant(100, at: Fixture.time(9, 0))
        let first = account.redeem(points: 20, for: Fixture.minecraft, at: Fixture.time(9, 1))
        XCTAssertEqual(minutes(first), 10)
        // 5 minutes are left today: 20 points ask for 10, 5 are granted for 10 points
        let capped = account.redeem(points: 20, for: Fixture.youtube, at: Fixture.time(9, 2))
        XCTAssertEqual(minutes(capped), 5)
        XCTAssertEqual(account.ledger.balance, 100 - 20 - 10)
        let refused = account.redeem(points: 2, for: Fixture.minecraft, at: Fixture.time(9, 3))
        XCTAssertEqual(reason(refused), .dailyLimitReached(limitMinutes: 15))
        XCTAssertEqual(reason(refused)?.code, "daily_limit_reached")
        XCTAssertEqual(account.grantedMinutes(on: Fixture.monday), 15)

        let tuesday = Fixture.monday.adding(days: 1)
        let nextDay = account.redeem(points: 2, for: Fixture.minecraft, at: Fixture.time(tuesday, 0, 0))
        XCTAssertEqual(minutes(nextDay), 1)
        XCTAssertEqual(account.grantedMinutes(on: tuesday), 1)
        XCTAssertEqual(account.grantedMinutes(), 16)
    }

    func testTheWeeklyLimitSpansTheISOWeekAndResetsOnMonday() {
        XCTAssertEqual(Fixture.monday.isoWeekday, 1)
        let sunday = Fixture.monday.adding(days: 6)
        let nextMonday = Fixture.monday.adding(days: 7)
        var account = Fixture.account(RewardSettings(weeklyRewardLimitMinutes: 25))
        account.grant(200, at: Fixture.time(9, 0))
        let monday = account.redeem(points: 40, for: Fixture.minecraft, at: Fixture.time(9, 1))
        XCTAssertEqual(minutes(monday), 20)
        // Sunday is in the same ISO week: 5 of the 25 minutes are left
        let capped = account.redeem(points: 40, for: Fixture.minecraft, at: Fixture.time(sunday, 20, 0))
        XCTAssertEqual(minutes(capped), 5)
        let refused = account.redeem(points: 2, for: Fixture.minecraft, at: Fixture.time(sunday, 21, 0))
        XCTAssertEqual(reason(refused), .weeklyLimitReached(limitMinutes: 25))
        XCTAssertEqual(reason(refused)?.code, "weekly_limit_reached")
        XCTAssertEqual(account.ledger.balance, 200 - 40 - 10)

        let nextWeek = account.redeem(points: 40, for: Fixture.minecraft, at: Fixture.time(nextMonday, 0, 0))
        XCTAssertEqual(minutes(nextWeek), 20)
    }

    func testTheDailyLimitIsCheckedBeforeTheWeeklyLimit() {
        var account = Fixture.account(RewardSettings(dailyRewardLimitMinutes: 5, weeklyRewardLimitMinutes: 5))
        account.grant(100, at: Fixture.time(9, 0))
        XCTAssertEqual(minutes(account.redeem(points: 10, for: Fixture.minecraft, at: Fixture.time(9, 1))), 5)
        let refused = account.redeem(points: 10, for: Fixture.minecraft, at: Fixture.time(9, 2))
        XCTAssertEqual(reason(refused), .dailyLimitReached(limitMinutes: 5))
    }

    func testLoweringTheDailyLimitBelowWhatWasGrantedRejectsOnlyLaterRedemptions() {
        var account = Fixture.account()
        account.grant(100, at: Fixture.time(9, 0))
        _ = account.redeem(points: 20, for: Fixture.minecraft, at: Fixture.time(9, 1))
        account.update(settings: RewardSettings(dailyRewardLimitMinutes: 6))
        XCTAssertEqual(account.redemptions[0].minutesGranted, 10, "nothing already granted is taken back")
        let refused = account.redeem(points: 2, for: Fixture.minecraft, at: Fixture.time(9, 2))
        XCTAssertEqual(reason(refused), .dailyLimitReached(limitMinutes: 6))
    }
}
