import Platform
import XCTest

@testable import RewardEngine

/// Rule 8: a device's copies of its siblings' entries count in its balance and may overdraw
/// it; the device's own entries never do, and an overdrawn balance buys and loses nothing.
final class CopiedEntryTests: XCTestCase {
    static let mini = DeviceID("alex-mini")

    /// The iPad held 40 and spent 30; the mini's spend of 30 arrives: 40 − 30 − 30 = −20.
    private func overdrawnAccount() -> ChildRewardAccount {
        var account = Fixture.account()
        account.grant(40, at: Fixture.time(9, 0))
        _ = account.redeem(points: 30, for: Fixture.minecraft, at: Fixture.time(11, 0))
        account.copy(
            EntryOrigin(device: Self.mini, sequence: 2), kind: .redeemed, amount: -30,
            localDate: Fixture.monday, description: "Redeemed 30 points for 30 minutes of minecraft",
            actor: nil, app: nil, bookedAt: Fixture.time(15, 30).instant)
        return account
    }

    func testACopyCountsInTheBalanceAndMayTakeItBelowZero() {
        let account = overdrawnAccount()
        XCTAssertEqual(account.ledger.entries.map(\.balanceAfter), [40, 10, -20])
        XCTAssertEqual(account.ledger.balance, -20)
        let copy = account.ledger.entries[2]
        XCTAssertEqual(copy.copiedFrom, EntryOrigin(device: Self.mini, sequence: 2))
        XCTAssertEqual(copy.description, "From alex-mini: Redeemed 30 points for 30 minutes of minecraft")
        XCTAssertEqual(copy.localDate, Fixture.monday)
        XCTAssertTrue(account.ledger.isConsistent, "\(account.ledger.consistencyProblems)")
    }

    func testACopyAddsNoMinutesOrRedemptionsHere() {
        let account = overdrawnAccount()
        XCTAssertEqual(account.redemptions.count, 1, "the mini's redemption stays on the mini")
        XCTAssertEqual(account.grantedMinutes(), 15, "the iPad's own 30 points at 2 a minute")
    }

    func testAnOverdrawnBalanceBuysNothingAndLosesNothingToARemoval() {
        var account = overdrawnAccount()
        guard case .failure(let refused) = account.redeem(points: 5, for: Fixture.minecraft, at: Fixture.time(16, 0))
        else { return XCTFail("an overdrawn balance redeemed") }
        XCTAssertEqual(refused.reason, .insufficientPoints(requested: 5, available: -20))
        XCTAssertNil(
            account.adjust(points: -10, by: Fixture.mum, reason: "late", at: Fixture.time(16, 1)),
            "nothing to remove: the removal must not add points")
        XCTAssertEqual(
            account.adjust(points: 25, by: Fixture.mum, reason: "chores", at: Fixture.time(16, 2))?.balanceAfter, 5)
    }

    func testAnOwnEntryThatTakesTheBalanceBelowZeroBreaksTheLedgersRules() {
        let entries = [
            LedgerEntry(
                sequence: 1, kind: .adjusted, amount: 10, timestamp: Fixture.time(9, 0).instant,
                localDate: Fixture.monday, description: "", balanceAfter: 10, actor: "mum", app: nil),
            LedgerEntry(
                sequence: 2, kind: .redeemed, amount: -30, timestamp: Fixture.time(9, 1).instant,
                localDate: Fixture.monday, description: "", balanceAfter: -20, actor: nil, app: nil),
        ]
        XCTAssertEqual(
            PointsLedger.consistencyProblems(of: entries, balance: -20),
            ["entry 2 takes the balance below zero (-20)"])
    }

    func testAReversalCancelsAnAdjustmentEvenBelowZero() {
        var account = Fixture.account()
        let booked = account.adjust(points: 10, by: Fixture.mum, reason: "chores", at: Fixture.time(9, 0))!
        _ = account.redeem(points: 10, for: Fixture.minecraft, at: Fixture.time(9, 5))
        let reversal = account.reverse(
            booked, because: "adj.sam-phone.1 was booked on alex-ipad too", at: Fixture.time(9, 10))
        XCTAssertEqual(reversal.amount, -10)
        XCTAssertEqual(reversal.reverses, 1)
        XCTAssertEqual(reversal.balanceAfter, -10)
        XCTAssertEqual(reversal.description, "Reversal of entry 1: adj.sam-phone.1 was booked on alex-ipad too")
        XCTAssertTrue(account.ledger.isConsistent)
    }
}
