import Platform
import XCTest

@testable import RewardEngine

final class WorkedExampleTests: XCTestCase {
    /// A worked example end to end: 30 minutes of duolingo at 20 points per hour earn
    /// 10 points; 10 points at 2 per minute buy 5 minutes of minecraft; five minutes of
    /// play use the redemption up and the shield comes back.
    func testThirtyLearningMinutesBuyFiveRewardMinutesAndTheShieldReturnsWhenUsed() {
        var account = Fixture.account(RewardSettings(conversionRatePointsPerMinute: 2))
        account.learn(Fixture.duolingo, minutes: 30, from: Fixture.time(16, 0))
        XCTAssertEqual(account.ledger.balance, 10)
        XCTAssertEqual(account.ledger.entries.count, 10, "one point every third minute")
        XCTAssertEqual(
            account.ledger.entries[0].description, "Earned 1 point for duolingo (minute 3 of today)"
        )
        XCTAssertEqual(account.learningMinutes(app: Fixture.duolingo, on: Fixture.monday), 30)

        let redeemedAt = Fixture.time(17, 0)
        XCTAssertTrue(account.isShielded(Fixture.minecraft, at: redeemedAt.instant))
        let redemption = try? account.redeem(points: 10, for: Fixture.minecraft, at: redeemedAt).get()
        XCTAssertEqual(redemption?.minutesGranted, 5)
        XCTAssertEqual(redemption?.pointsSpent, 10)
        XCTAssertEqual(account.ledger.balance, 0)
        XCTAssertEqual(
            account.ledger.entries.last?.description, "Redeemed 10 points for 5 minutes of minecraft"
        )
        XCTAssertFalse(account.isShielded(Fixture.minecraft, at: redeemedAt.instant))
        XCTAssertEqual(account.shieldedApps(at: redeemedAt.instant), [Fixture.youtube])

        let outcomes = account.play(Fixture.minecraft, minutes: 5, from: Fixture.time(17, 1))
        XCTAssertEqual(outcomes.last, .consumed(redemptionID: 1, minutesRemaining: 0))
        XCTAssertEqual(account.redemptions[0].status, .used)
        XCTAssertEqual(account.redemptions[0].endedAt, Fixture.time(17, 5).instant)
        XCTAssertTrue(account.isShielded(Fixture.minecraft, at: Fixture.time(17, 5).instant))
        XCTAssertEqual(account.rewardMinutes(app: Fixture.minecraft, on: Fixture.monday), 5)
        XCTAssertEqual(account.grantedMinutes(on: Fixture.monday), 5)
        XCTAssertTrue(account.ledger.isConsistent)
    }
}
