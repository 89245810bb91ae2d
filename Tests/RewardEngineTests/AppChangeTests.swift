import Platform
import XCTest

@testable import RewardEngine

/// An app re-sorted or repriced during the run: nothing credited is repriced, the app's session
/// ends at the change, and the shields follow the new catalogue.
final class AppChangeTests: XCTestCase {
    func testARateChangeKeepsWhatEarlierMinutesEarnedAndCarriesTheFraction() {
        var account = Fixture.account()
        account.learn(Fixture.duolingo, minutes: 7, from: Fixture.time(9, 0))  // 7 × 20 / 60 = 2.33 → 2
        account.update(app: Fixture.duolingo, to: .learning(pointsPerHour: 50))
        // + 10 × 50 / 60: 140 + 500 = 640 / 60 → 10
        account.learn(Fixture.duolingo, minutes: 10, from: Fixture.time(9, 10))
        XCTAssertEqual(account.ledger.balance, 10)
        XCTAssertEqual(account.catalog.pointsPerHour(for: Fixture.duolingo, settings: account.settings), 50)
    }

    func testTheChangeEndsTheAppsSessionSoMinutesShortOfTheMinimumEarnNothing() {
        var settings = RewardSettings()
        settings.minimumSessionMinutes = 15
        var account = Fixture.account(settings)
        account.learn(Fixture.khan, minutes: 10, from: Fixture.time(9, 0))
        account.update(app: Fixture.khan, to: .learning(pointsPerHour: 60))
        account.learn(Fixture.khan, minutes: 10, from: Fixture.time(9, 10))
        XCTAssertEqual(account.sessions.filter { $0.app == Fixture.khan }.map(\.minutes), [10, 10])
        XCTAssertEqual(account.ledger.balance, 0)
        account.learn(Fixture.khan, minutes: 5, from: Fixture.time(9, 20))  // the second session reaches 15
        XCTAssertEqual(account.ledger.balance, 15)  // 15 minutes at 60 points per hour
    }

    func testAnAppMadeARewardAppIsShieldedAndOneMadeALearningAppIsNot() {
        var account = Fixture.account()
        account.update(app: Fixture.duolingo, to: .reward)
        account.update(app: Fixture.minecraft, to: .learning(pointsPerHour: nil))
        let now = Fixture.time(10, 0).instant
        XCTAssertEqual(account.shieldedApps(at: now), [Fixture.duolingo, Fixture.youtube])
        XCTAssertEqual(account.catalog.learningApps, [Fixture.khan, Fixture.minecraft, Fixture.reader])
    }
}
