import Platform
import XCTest

@testable import RewardEngine

final class AdjustmentTests: XCTestCase {
    func testAPositiveAdjustmentAddsPointsAndNamesTheParent() {
        var account = Fixture.account()
        let entry = account.adjust(points: 7, by: Fixture.mum, reason: "tidied room", at: Fixture.time(9, 0))
        XCTAssertEqual(entry?.amount, 7)
        XCTAssertEqual(entry?.kind, .adjusted)
        XCTAssertEqual(entry?.actor, "mum")
        XCTAssertEqual(entry?.description, "Adjustment by mum (+7): tidied room")
        XCTAssertEqual(account.ledger.balance, 7)
    }

    func testANegativeAdjustmentIsClampedSoTheBalanceStaysAtZero() {
        var account = Fixture.account()
        account.grant(5, at: Fixture.time(9, 0))
        let entry = account.adjust(points: -10, by: Fixture.mum, reason: "late", at: Fixture.time(9, 1))
        XCTAssertEqual(entry?.amount, -5)
        XCTAssertEqual(entry?.balanceAfter, 0)
        XCTAssertEqual(entry?.description, "Adjustment by mum (requested -10, applied -5): late")
        XCTAssertEqual(account.ledger.balance, 0)
    }

    func testANegativeAdjustmentWithinTheBalanceIsAppliedInFull() {
        var account = Fixture.account()
        account.grant(5, at: Fixture.time(9, 0))
        let entry = account.adjust(points: -3, by: Fixture.mum, reason: "oops", at: Fixture.time(9, 1))
        XCTAssertEqual(entry?.description, "Adjustment by mum (-3): oops")
        XCTAssertEqual(account.ledger.balance, 2)
    }

    func testAnAdjustmentThatWouldApplyNothingAppendsNothing() {
        var account = Fixture.account()
        XCTAssertNil(account.adjust(points: -4, by: Fixture.mum, reason: "empty", at: Fixture.time(9, 0)))
        XCTAssertNil(account.adjust(points: 0, by: Fixture.mum, reason: "nothing", at: Fixture.time(9, 1)))
        XCTAssertEqual(account.ledger.entries, [])
    }
}
