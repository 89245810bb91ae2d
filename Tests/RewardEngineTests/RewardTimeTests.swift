import Platform
import XCTest

@testable import RewardEngine

final class RewardTimeTests: XCTestCase {
    /// An account with one redemption of `minutes` minecraft minutes made at 10:00, rate 2.
    private func accountWithRedemption(minutes: Int) -> ChildRewardAccount {
        let settings = RewardSettings(conversionRatePointsPerMinute: 2, redemptionExpiryMinutes: 60)
        var account = Fixture.account(settings)
        account.grant(2 * minutes, at: Fixture.time(9, 0))
        _ = account.redeem(points: 2 * minutes, for: Fixture.minecraft, at: Fixture.time(10, 0))
        return account
    }

    func testUnusedMinutesExpireWithAnAuditEntryOfZeroPoints() {
        var account = accountWithRedemption(minutes: 8)
        _ = account.play(Fixture.minecraft, minutes: 2, from: Fixture.time(10, 5))
        XCTAssertEqual(account.expireRedemptions(at: Fixture.time(10, 59)), [], "not due before 11:00")
        let expired = account.expireRedemptions(at: Fixture.time(11, 0))
        XCTAssertEqual(expired.map(\.id), [1])
        XCTAssertEqual(account.redemptions[0].status, .expired)
        XCTAssertEqual(account.redemptions[0].endedAt, Fixture.time(11, 0).instant)
        XCTAssertEqual(account.redemptions[0].minutesRemaining, 6)
        let entry = account.ledger.entries.last
        XCTAssertEqual(entry?.kind, .expired)
        XCTAssertEqual(entry?.amount, 0)
        XCTAssertEqual(entry?.description, "6 unused minutes of minecraft expired (12 points forfeited)")
        XCTAssertEqual(account.ledger.balance, 0, "the points were spent at redemption")
        XCTAssertTrue(account.isShielded(Fixture.minecraft, at: Fixture.time(11, 0).instant))
    }

    func testAnExpiredRedemptionEndsAtItsExpiryEvenWhenNoticedLater() {
        var account = accountWithRedemption(minutes: 3)
        account.expireRedemptions(at: Fixture.time(14, 0))
        XCTAssertEqual(account.redemptions[0].endedAt, Fixture.time(11, 0).instant)
        XCTAssertEqual(account.ledger.entries.last?.timestamp, Fixture.time(14, 0).instant)
    }

    func testAUsedUpRedemptionNeverExpiresAndLeavesNoExpiryEntry() {
        var account = accountWithRedemption(minutes: 2)
        _ = account.play(Fixture.minecraft, minutes: 2, from: Fixture.time(10, 1))
        let entriesBefore = account.ledger.entries.count
        XCTAssertEqual(account.expireRedemptions(at: Fixture.time(12, 0)), [])
        XCTAssertEqual(account.redemptions[0].status, .used)
        XCTAssertEqual(account.redemptions[0].endedAt, Fixture.time(10, 2).instant)
        XCTAssertEqual(account.ledger.entries.count, entriesBefore)
    }

    func testARewardTickAtTheExpiryInstantExpiresFirstAndIsUnpaid() {
        var account = accountWithRedemption(minutes: 5)
        XCTAssertEqual(account.recordRewardMinute(app: Fixture.minecraft, at: Fixture.time(11, 0)), .unpaid)
        XCTAssertEqual(account.redemptions[0].status, .expired)
        XCTAssertEqual(account.unpaidRewardMinutes(app: Fixture.minecraft, on: Fixture.monday), 1)
        XCTAssertEqual(account.rewardMinutes(), 0)
    }

    func testMinutesAreConsumedFromTheOldestRedemptionFirst() {
        var account = Fixture.account()
        account.grant(8, at: Fixture.time(9, 0))
        _ = account.redeem(points: 4, for: Fixture.minecraft, at: Fixture.time(10, 0))
        _ = account.redeem(points: 4, for: Fixture.minecraft, at: Fixture.time(10, 1))
        let outcomes = account.play(Fixture.minecraft, minutes: 5, from: Fixture.time(10, 2))
        XCTAssertEqual(
            outcomes,
            [
                .consumed(redemptionID: 1, minutesRemaining: 1),
                .consumed(redemptionID: 1, minutesRemaining: 0),
                .consumed(redemptionID: 2, minutesRemaining: 1),
                .consumed(redemptionID: 2, minutesRemaining: 0),
                .unpaid,
            ])
        XCTAssertEqual(account.redemptions.map(\.status), [.used, .used])
        XCTAssertEqual(account.rewardMinutes(app: Fixture.minecraft), 4)
        XCTAssertEqual(account.unpaidRewardMinutes(), 1)
    }

    func testARedemptionCoversOnlyItsOwnApp() {
        var account = accountWithRedemption(minutes: 3)
        let now = Fixture.time(10, 1)
        XCTAssertEqual(account.recordRewardMinute(app: Fixture.youtube, at: now), .unpaid)
        XCTAssertEqual(account.shieldedApps(at: now.instant), [Fixture.youtube])
        XCTAssertEqual(account.redemptions[0].minutesUsed, 0)
    }

    func testRewardMinutesWithNothingToPayForThemAreUnpaidTimeOnTheShield() {
        var account = Fixture.account()
        let outcomes = account.play(Fixture.youtube, minutes: 3, from: Fixture.time(18, 0))
        XCTAssertEqual(outcomes, [.unpaid, .unpaid, .unpaid])
        XCTAssertEqual(account.unpaidRewardMinutes(app: Fixture.youtube, on: Fixture.monday), 3)
        XCTAssertEqual(account.unpaidRewardMinutes(app: Fixture.minecraft), 0)
        XCTAssertEqual(account.unpaidRewardMinutes(on: Fixture.monday.adding(days: 1)), 0)
        XCTAssertEqual(account.ledger.entries, [])
    }

    func testShieldsLiftOnlyWhileARedemptionIsActiveHasMinutesAndHasNotExpired() {
        let account = accountWithRedemption(minutes: 3)
        let rewardApps = [Fixture.minecraft, Fixture.youtube]
        XCTAssertEqual(Fixture.account().shieldedApps(at: Fixture.time(10, 30).instant), rewardApps)
        XCTAssertEqual(account.shieldedApps(at: Fixture.time(10, 59).instant), [Fixture.youtube])
        // Expired at 11:00 even though nothing has called expireRedemptions yet.
        XCTAssertEqual(account.shieldedApps(at: Fixture.time(11, 0).instant), rewardApps)
        XCTAssertFalse(account.isShielded(Fixture.duolingo, at: Fixture.time(9, 0).instant))
        XCTAssertFalse(account.isShielded(AppID("not-in-catalogue"), at: Fixture.time(9, 0).instant))
    }

    func testForfeitedPointsUseThePriceTheRedemptionWasBoughtAt() {
        var account = accountWithRedemption(minutes: 4)
        account.update(settings: RewardSettings(conversionRatePointsPerMinute: 5))
        account.expireRedemptions(at: Fixture.time(11, 0))
        XCTAssertEqual(
            account.ledger.entries.last?.description,
            "4 unused minutes of minecraft expired (8 points forfeited)",
            "bought at 2 points a minute, not the 5 in force now"
        )
    }
}
