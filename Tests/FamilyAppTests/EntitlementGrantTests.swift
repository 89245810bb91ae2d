import Platform
import XCTest

@testable import FamilyApp

/// The family's entitlement worked out from a grant and a clock, with the day boundaries.
final class EntitlementGrantTests: XCTestCase {
    let day = Instant.millisecondsPerDay
    let start = Instant(millisecondsSinceEpoch: 1_000 * Instant.millisecondsPerDay)

    func testTheTrialLastsFourteenDaysWithEveryFeatureThenLapsesWithoutGrace() {
        let trial = EntitlementGrant.trial(startingAt: start)
        XCTAssertEqual(trial.entitlement(at: start + 14 * day - 1), Entitlement(phase: .trial, tier: .large))
        XCTAssertEqual(trial.entitlement(at: start + 14 * day), Entitlement(phase: .lapsed, tier: nil))
        XCTAssertEqual(trial.entitlement(at: start + 14 * day - 1).childrenCovered, 6)
    }

    func testAnUnconfirmedEndKeepsTheTierForSevenDays() throws {
        let period = SubscriptionTransaction(
            productID: "com.screentimerewards.family.monthly", purchasedAt: start,
            expiresAt: start + 30 * day, willAutoRenew: true)
        let grant = try XCTUnwrap(EntitlementGrant(transaction: period, verifiedAt: start + day))
        XCTAssertFalse(grant.confirmedEnded)
        XCTAssertEqual(grant.entitlement(at: start + 30 * day - 1).phase, .subscribed)
        XCTAssertEqual(grant.entitlement(at: start + 30 * day), Entitlement(phase: .grace, tier: .family))
        XCTAssertEqual(grant.entitlement(at: start + 37 * day - 1).childrenCovered, 3)
        XCTAssertEqual(grant.entitlement(at: start + 37 * day), Entitlement(phase: .lapsed, tier: nil))
    }

    func testAnEndTheStoreConfirmedLapsesAtOnce() throws {
        let period = SubscriptionTransaction(
            productID: "com.screentimerewards.single.monthly", purchasedAt: start,
            expiresAt: start + 30 * day, willAutoRenew: false)
        let grant = try XCTUnwrap(EntitlementGrant(transaction: period, verifiedAt: start + 30 * day))
        XCTAssertTrue(grant.confirmedEnded)
        XCTAssertEqual(grant.entitlement(at: start + 30 * day + 1).phase, .lapsed)
    }

    func testAnUnknownProductGrantsNothing() {
        let period = SubscriptionTransaction(
            productID: "com.example.other", purchasedAt: start,
            expiresAt: start + day, willAutoRenew: true)
        XCTAssertNil(EntitlementGrant(transaction: period, verifiedAt: start))
    }

    func testTheTierLocksTheChildrenBeyondItAndALapseLocksEveryone() {
        let single = Entitlement(phase: .subscribed, tier: .single)
        XCTAssertTrue(single.allowsRuleChanges(forChildAt: 0))
        XCTAssertFalse(single.allowsRuleChanges(forChildAt: 1))
        XCTAssertNil(single.lockReason(forChildAt: 0))
        XCTAssertEqual(
            single.lockReason(forChildAt: 1), "the single tier covers 1 child(ren); this child's rules are locked")
        let lapsed = Entitlement(phase: .lapsed, tier: nil)
        XCTAssertFalse(lapsed.allowsRuleChanges(forChildAt: 0))
        XCTAssertEqual(
            lapsed.lockReason(forChildAt: 0),
            "the family's subscription has lapsed: reward rules are locked until it is renewed")
    }

    func testTheGrantReadsBackFromItsRecord() {
        let zone = CloudZoneID(name: "family-alex", owner: CloudAccountID("parent-sam"))
        let grant = EntitlementGrant.trial(startingAt: start)
        var record = CloudRecord(id: EntitlementGrant.recordID(in: zone), type: FamilyRecordType.entitlement)
        grant.write(into: &record, by: ParentID("sam"), at: start)
        XCTAssertEqual(EntitlementGrant(record: record), grant)
        XCTAssertEqual(record["editedAt"], .int(start.millisecondsSinceEpoch))
    }
}
