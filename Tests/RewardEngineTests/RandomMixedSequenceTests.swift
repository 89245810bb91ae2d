import Platform
import XCTest

@testable import RewardEngine

/// A 64-bit linear congruential generator (Knuth's MMIX constants): enough to pick
/// operations reproducibly, and no dependence on the system's random source.
private struct LinearCongruentialGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    /// A number in `0..<bound`, from the high bits, which an LCG mixes best.
    mutating func next(below bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
}

final class RandomMixedSequenceTests: XCTestCase {
    /// Goal: no mix of calls can break the ledger or the redemption bookkeeping.
    /// Method: 5,000 seeded random steps (learning and reward ticks, redemptions,
    /// adjustments, expiry, settings edits, time-zone changes) with every invariant
    /// checked after each step, and the totals cross-checked at the end.
    func testLedgerStaysConsistentThroughALongRandomMixOfCalls() {
        var random = LinearCongruentialGenerator(seed: 20_260_302)
        // A minimum of 3 leaves some sessions unqualified; the daily limit gets hit.
        var account = Fixture.account(RewardSettings(minimumSessionMinutes: 3, dailyRewardLimitMinutes: 60))
        var instant = Fixture.time(7, 0).instant
        var offsetSeconds = 0
        let learningApps = Fixture.catalog.learningApps
        let rewardApps = Fixture.catalog.rewardApps
        var learningApp = learningApps[0]
        var unpaidTicks = 0
        var consumedTicks = 0

        for step in 0..<5_000 {
            instant =
                instant + Int64(random.next(below: 2)) * Instant.millisecondsPerMinute
                + Int64(random.next(below: 1_000))
            if random.next(below: 200) == 0 { offsetSeconds = [0, 3_600, -18_000][random.next(below: 3)] }
            let time = LocalTimestamp(instant: instant, utcOffsetSeconds: offsetSeconds)
            if random.next(below: 10) == 0 {
                learningApp = learningApps[random.next(below: learningApps.count)]
            }
            let rewardApp = rewardApps[random.next(below: rewardApps.count)]
            switch random.next(below: 20) {
            case 0..<11:
                _ = account.recordLearningMinute(app: learningApp, at: time)
            case 11..<15:
                let outcome = account.recordRewardMinute(app: rewardApp, at: time)
                if outcome == .unpaid { unpaidTicks += 1 } else { consumedTicks += 1 }
            case 15..<17:
                _ = account.redeem(points: random.next(below: 12), for: rewardApp, at: time)
            case 17:
                let points = random.next(below: 21) - 8
                account.adjust(points: points, by: Fixture.mum, reason: "random", at: time)
            case 18:
                account.expireRedemptions(at: time)
            default:
                var settings = account.settings
                settings.conversionRatePointsPerMinute = 1 + random.next(below: 4)
                settings.defaultPointsPerHour = random.next(below: 90)
                account.update(settings: settings)
            }
            XCTAssertEqual(account.ledger.consistencyProblems, [], "after step \(step)")
            for redemption in account.redemptions {
                XCTAssertTrue((0...redemption.minutesGranted).contains(redemption.minutesUsed))
                XCTAssertEqual(redemption.status == .active, redemption.endedAt == nil)
                XCTAssertTrue(redemption.status != .active || redemption.minutesRemaining > 0)
            }
        }

        let ledger = account.ledger
        let kindTotals = LedgerEntryKind.allCases.map { ledger.total(of: $0) }
        XCTAssertEqual(kindTotals.reduce(0, +), ledger.balance)
        XCTAssertEqual(-ledger.total(of: .redeemed), account.redemptions.map(\.pointsSpent).reduce(0, +))
        XCTAssertEqual(account.rewardMinutes(), consumedTicks)
        XCTAssertEqual(account.rewardMinutes(), account.redemptions.map(\.minutesUsed).reduce(0, +))
        XCTAssertEqual(account.unpaidRewardMinutes(), unpaidTicks)
        XCTAssertEqual(
            account.learningMinutes() + account.unqualifiedMinutes(),
            account.sessions.map(\.minutes).reduce(0, +))
        XCTAssertGreaterThan(ledger.entries.count, 500, "the mix exercised the ledger")
        XCTAssertGreaterThan(account.redemptions.count, 50)
        let reasonCodes = Set(account.rejections.map(\.reason.code))
        let expectedCodes = ["daily_limit_reached", "insufficient_points", "too_few_points"]
        XCTAssertTrue(reasonCodes.isSuperset(of: expectedCodes), "rejections seen: \(reasonCodes.sorted())")
        XCTAssertTrue(account.redemptions.contains { $0.status == .expired })
    }
}
