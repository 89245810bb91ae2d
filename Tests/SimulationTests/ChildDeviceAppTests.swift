import FamilyApp
import Platform
import RewardEngine
import Simulation
import XCTest

/// The real app on a simulated device: earning from learning minutes, redeeming, reward time
/// running out and the shield coming back. Rate 2 points per minute, maths earns 20 points
/// per hour, a redemption lasts 60 minutes.
final class ChildDeviceAppTests: XCTestCase {
    private let game = TestApps.game
    private let maths = TestApps.maths

    private struct AppOnDevice {
        let scenario: DeviceScenario
        let store: ChildAccountStore
        let app: ChildDeviceApp

        var device: SimulatedChildDevice { scenario.device }
        var account: ChildRewardAccount { store.account }
    }

    /// The app launched at 07:00 on a device that never auto-locks.
    private func launchedApp() -> AppOnDevice {
        let scenario = DeviceScenario()
        let catalog = AppCatalog([(maths, .learning(pointsPerHour: 20)), (game, .reward)])
        let settings = RewardSettings(conversionRatePointsPerMinute: 2, redemptionExpiryMinutes: 60)
        let store = ChildAccountStore(
            device: scenario.device.id,
            account: ChildRewardAccount(child: scenario.device.child, settings: settings, catalog: catalog)
        )
        let device = scenario.device
        let app = ChildDeviceApp(
            device: device.id, store: store, center: device, shields: device, clock: device, battery: device,
            scheduler: device, workQueue: device, notifications: device, authorization: device
        )
        device.attachMonitor(app)
        device.installApp(app)
        return AppOnDevice(scenario: scenario, store: store, app: app)
    }

    /// What the app answered when the script asked it to redeem.
    private final class RedemptionAnswer {
        var result: Result<Redemption, RedemptionRejection>?
    }

    /// 07:00–07:30 maths, then at 07:40 the child redeems 10 points for the game and plays
    /// it for `playMinutes`.
    private func learnThenPlay(_ setup: AppOnDevice, playMinutes: Int64) -> RedemptionAnswer {
        let answer = RedemptionAnswer()
        let (device, app, game) = (setup.device, setup.app, game)
        setup.scenario.use(maths, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(30))
        setup.scenario.at(DeviceScenario.local(7, 40)) {
            device.unlock()
            answer.result = app.redeem(points: 10, for: game)
            device.open(game)
            device.interact(forMs: DeviceScenario.minutes(playMinutes), lockAfter: true)
        }
        return answer
    }

    private func shieldLog(_ device: SimulatedChildDevice) -> [String] {
        device.shieldChanges.map { change in
            let local = LocalTimestamp(instant: change.time, utcOffsetSeconds: device.utcOffsetSeconds)
            let clock = local.iso8601
            return "\(clock.dropFirst(11).prefix(5)) \(change.isShielded ? "+" : "-")\(change.app)"
        }
    }

    func testLaunchShieldsTheRewardAppAndMonitorsEveryMinuteOfTheDay() {
        let setup = launchedApp()
        XCTAssertEqual(setup.device.shieldedApplications, [game])
        XCTAssertEqual(shieldLog(setup.device), ["07:00 +game"])
        XCTAssertEqual(setup.device.activities, [ChildDeviceApp.usageActivity])
        XCTAssertNil(setup.app.monitoringError)
    }

    func testThirtyMinutesOfLearningEarnTenPoints() {
        let setup = launchedApp()
        setup.scenario.use(maths, at: DeviceScenario.local(7, 0), forMs: DeviceScenario.minutes(30))
        setup.scenario.run(until: DeviceScenario.local(7, 29, 59))
        XCTAssertEqual(setup.account.ledger.balance, 9, "29 minutes earn floor(29 × 20 / 60)")

        setup.scenario.run(until: DeviceScenario.local(8, 0))
        XCTAssertEqual(setup.account.ledger.balance, 10)
        XCTAssertEqual(setup.account.learningMinutes(app: maths), 30)
        XCTAssertEqual(setup.account.ledger.entries.map(\.amount), Array(repeating: 1, count: 10))
        XCTAssertEqual(setup.account.ledger.entries.last?.timestamp, DeviceScenario.local(7, 30))
        XCTAssertEqual(setup.app.unrecognisedCallbackCount, 0)
    }

    func testRedeemedMinutesLiftTheShieldUntilTheFifthMinuteOfPlay() throws {
        let setup = launchedApp()
        let redemption = learnThenPlay(setup, playMinutes: 10)
        setup.scenario.run(until: DeviceScenario.local(9, 0))

        let redeemed = try XCTUnwrap(redemption.result).get()
        XCTAssertEqual(redeemed.minutesGranted, 5)
        XCTAssertEqual(redeemed.pointsSpent, 10)
        XCTAssertEqual(setup.account.ledger.balance, 0)
        XCTAssertEqual(shieldLog(setup.device), ["07:00 +game", "07:40 -game", "07:45 +game"])
        XCTAssertEqual(setup.account.rewardMinutes(app: game), 5)
        XCTAssertEqual(setup.account.unpaidRewardMinutes(app: game), 5)
        XCTAssertEqual(setup.account.redemptions.map(\.status), [.used])
        XCTAssertEqual(setup.account.redemptions.first?.endedAt, DeviceScenario.local(7, 45))

        let entries = setup.device.groundTruth.entries.filter { $0.key.app == game }
        XCTAssertEqual(entries.map(\.usage.frontmostMs), [600_000])
        XCTAssertEqual(entries.map(\.usage.onShieldMs), [300_000], "07:45–07:50 on the shield")
        XCTAssertEqual(
            setup.device.activities, [ActivityName("redemption.1"), ChildDeviceApp.usageActivity]
        )
    }

    func testTheRedemptionWindowsEndReshieldsAtTheFirstUnlockAfterExpiry() {
        let setup = launchedApp()
        _ = learnThenPlay(setup, playMinutes: 2)
        let device = setup.device
        setup.scenario.at(DeviceScenario.local(9, 0)) { device.unlock() }
        setup.scenario.run(until: DeviceScenario.local(8, 59))
        XCTAssertEqual(device.shieldedApplications, [], "the window ended at 08:40 on a locked device")
        XCTAssertEqual(setup.account.redemptions.map(\.status), [.active])

        setup.scenario.run(until: DeviceScenario.local(9, 0))
        XCTAssertEqual(shieldLog(device), ["07:00 +game", "07:40 -game", "09:00 +game"])
        XCTAssertEqual(setup.account.redemptions.map(\.status), [.expired])
        XCTAssertEqual(setup.account.redemptions.first?.endedAt, DeviceScenario.local(8, 40))
        let last = setup.account.ledger.entries.last
        XCTAssertEqual(last?.kind, .expired)
        XCTAssertEqual(last?.timestamp, DeviceScenario.local(9, 0))
        XCTAssertEqual(last?.description, "3 unused minutes of game expired (6 points forfeited)")
        XCTAssertEqual(device.activities, [ChildDeviceApp.usageActivity], "the finished window is dropped")
    }

    func testCallbacksForOtherActivitiesOrUnknownAppsAreCountedAsUnrecognised() {
        let setup = launchedApp()
        setup.app.eventDidReachThreshold(EventName("minute.tiktok.1"), activity: ChildDeviceApp.usageActivity)
        setup.app.eventDidReachThreshold(EventName("minute.maths.1"), activity: ActivityName("other"))
        setup.app.eventDidReachThreshold(EventName("bogus"), activity: ChildDeviceApp.usageActivity)
        XCTAssertEqual(setup.app.unrecognisedCallbackCount, 3)
        XCTAssertEqual(setup.account.ledger.entries, [])
    }
}
