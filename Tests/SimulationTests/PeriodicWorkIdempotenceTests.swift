import FamilyApp
import Platform
import RewardEngine
import Simulation
import SimulationKernel
import XCTest

/// Reconciliation and day close hold their promises under any schedule the simulator can
/// produce: for many seeds, two devices of one child live ten days of random use, charging,
/// Low Power Mode, force-quits, launches, forced task launches and harsh background models
/// (short budgets, frequent early expirations), and every day is still closed at most once,
/// in order on each device, with figures equal to that device's account, and nothing is lost
/// or counted twice.
final class PeriodicWorkIdempotenceTests: XCTestCase {
    static let child = ChildID("alex")
    static let parent = ParentID("sam")
    static let maths = AppID("maths")
    static let game = AppID("game")
    static let days = 10

    func testEveryScheduleClosesEachDayOnceInOrderWithTheAccountsFigures() {
        var daysClosed = 0
        var runsCutOff = 0
        var itemsDiscarded = 0
        var streaks = 0
        for seed in UInt64(1)...40 {
            let run = RandomFamilyRun(seed: seed)
            run.run()
            for store in run.stores {
                assertPromisesHold(run, store: store, seed: seed)
                daysClosed += store.work.summaries.count
                runsCutOff += store.work.workCarriedOver
            }
            itemsDiscarded += run.world.childDevices.reduce(0) { $0 + $1.discardedWorkItems }
            streaks += run.stores.reduce(0) { $0 + run.notifications(.streakAchieved, on: $1.device) }
        }
        // The schedules really were harsh, and the work really happened.
        XCTAssertGreaterThan(daysClosed, 200)
        XCTAssertGreaterThan(runsCutOff, 20)
        XCTAssertGreaterThan(itemsDiscarded, 20)
        XCTAssertGreaterThan(streaks, 10)
    }

    private func assertPromisesHold(_ run: RandomFamilyRun, store: ChildAccountStore, seed: UInt64) {
        let work = store.work
        let account = store.account
        let message = "seed \(seed) \(store.device)"
        let firstDay = DeviceScenario.firstDay
        let lastEndedDay = firstDay.adding(days: Int64(Self.days - 1))

        // Closed days: consecutive from the install date, each once, never a day not yet over.
        XCTAssertEqual(
            work.summaries.map(\.date), (0..<work.summaries.count).map { firstDay.adding(days: Int64($0)) },
            message)
        XCTAssertLessThanOrEqual(work.summaries.count, Self.days, message)
        XCTAssertEqual(work.closedThrough, work.summaries.last?.date, message)
        var streak = 0
        for summary in work.summaries {
            XCTAssertEqual(
                summary.learningMinutes, account.learningMinutes(on: summary.date), "\(message) \(summary.date)")
            XCTAssertEqual(summary.pointsEarned, account.ledger.total(of: .earned, on: summary.date), message)
            XCTAssertEqual(summary.rewardMinutes, account.rewardMinutes(on: summary.date), message)
            streak = summary.goalMet ? streak + 1 : 0
            XCTAssertEqual(summary.streakDays, streak, message)
        }

        // Reconciliation: the cursor never passes a day still running; nothing left unapplied.
        if let reconciled = work.reconciledThrough {
            XCTAssertLessThanOrEqual(reconciled, lastEndedDay, message)
        }
        XCTAssertEqual(work.usageLog.unappliedCount, 0, message)
        XCTAssertEqual(work.driftMinutes, 0, message)
        XCTAssertEqual(work.recordsRepaired, 0, message)
        XCTAssertTrue(account.ledger.isConsistent, "\(message): \(account.ledger.consistencyProblems)")

        // Day-close news: one notification per recipient per qualifying closed day, never more.
        let recipients = 2
        let streaks = work.summaries.filter {
            $0.streakDays > 0 && $0.streakDays % account.settings.streakGoalDays == 0
        }
        XCTAssertEqual(run.notifications(.streakAchieved, on: store.device), streaks.count * recipients, message)
        let milestones = work.summaries.filter(\.weeklyMilestoneReached)
        XCTAssertEqual(run.notifications(.weeklyMilestone, on: store.device), milestones.count * recipients, message)
        let goalDays = Set(
            run.world.notifications.filter {
                $0.device == store.device && $0.notification.category == NotificationKind.goalAchieved.rawValue
                    && $0.notification.recipient == .child(Self.child)
            }.map { LocalTimestamp(instant: $0.time, utcOffsetSeconds: DeviceScenario.utcOffsetSeconds).date })
        XCTAssertEqual(
            run.notifications(.goalAchieved, on: store.device), goalDays.count * recipients,
            "\(message): goal_achieved at most once a day")
    }
}

/// One child with an iPad and an iPhone, each with its own store (and the child's one
/// validator), driven by a seeded script.
private final class RandomFamilyRun {
    let world: World
    private(set) var stores: [ChildAccountStore] = []
    private var apps: [ChildDeviceApp] = []
    private var actions: [() -> Void] = []
    private var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed).fork("script")
        world = World(start: DeviceScenario.start, seed: seed)
        let catalog = AppCatalog([
            (PeriodicWorkIdempotenceTests.maths, .learning(pointsPerHour: 60)),
            (PeriodicWorkIdempotenceTests.game, .reward),
        ])
        var settings = RewardSettings()
        settings.dailyLearningGoalMinutes = 20
        settings.weeklyLearningGoalMinutes = 60
        settings.streakGoalDays = 2
        let model = randomModel()
        for name in ["ipad", "phone"] {
            let device = world.addChildDevice(
                id: DeviceID(name), child: PeriodicWorkIdempotenceTests.child,
                usageActivity: ChildDeviceApp.usageActivity,
                timeZone: .fixed(utcOffsetSeconds: DeviceScenario.utcOffsetSeconds), autoLockMs: 60_000,
                appsKeepingScreenOn: [],
                power: PowerSettings(batteryPercent: Int(random.int(in: 10...100))), background: model
            )
            let store = ChildAccountStore(
                device: device.id,
                account: ChildRewardAccount(
                    child: PeriodicWorkIdempotenceTests.child, settings: settings, catalog: catalog),
                parents: [PeriodicWorkIdempotenceTests.parent], strictness: .moderate
            )
            stores.append(store)
            let app = ChildDeviceApp(
                device: device.id, store: store, center: device, shields: device, clock: device, battery: device,
                scheduler: device, workQueue: device, notifications: device, authorization: device
            )
            device.attachMonitor(app)
            device.installApp(app)
            apps.append(app)
        }
        scriptRandomDays()
    }

    func run() {
        let end = DeviceScenario.local(7, 0, day: PeriodicWorkIdempotenceTests.days)
        world.run(until: end) { index in self.actions[Int(index)]() }
    }

    func notifications(_ kind: NotificationKind, on device: DeviceID) -> Int {
        world.notifications.filter { $0.device == device && $0.notification.category == kind.rawValue }.count
    }

    /// Short budgets, short items and frequent early expirations: the harshest schedules.
    private func randomModel() -> BackgroundSchedulerModel {
        BackgroundSchedulerModel(
            refreshDelay: .explicit(.uniform(minMs: 0, maxMs: random.int(in: 1...6) * Instant.millisecondsPerHour)),
            refreshNeverChancePercent: Int(random.int(in: 0...30)),
            processingDelay: .logNormal(
                medianMs: random.int(in: 1...60) * Instant.millisecondsPerMinute,
                sigmaThousandths: 1_000),
            processingNeverChancePercent: Int(random.int(in: 0...30)),
            refreshBudgetMs: random.int(in: 1...10) * 1_000,
            processingBudgetMs: random.int(in: 2...60) * 1_000,
            earlyExpirationChancePercent: Int(random.int(in: 0...80)),
            idleBeforeProcessingMs: random.int(in: 0...10) * Instant.millisecondsPerMinute,
            expirationGraceMs: random.int(in: 0...2) * 1_000,
            workItemMs: random.int(in: 1...5) * 1_000
        )
    }

    /// About a dozen things a day, at random minutes, on a random device.
    private func scriptRandomDays() {
        for day in 0..<PeriodicWorkIdempotenceTests.days {
            for _ in 0..<12 {
                let time =
                    DeviceScenario.local(0, 0, day: day) + random.int(in: 0...1_439) * Instant.millisecondsPerMinute
                let device = world.childDevices[Int(random.int(below: 2))]
                let action = randomAction(on: device)
                at(max(time, DeviceScenario.start), action)
            }
        }
    }

    private func randomAction(on device: SimulatedChildDevice) -> () -> Void {
        let minutes = random.int(in: 1...40) * Instant.millisecondsPerMinute
        let devices = world.childDevices
        switch random.int(below: 12) {
        case 0, 1, 2:
            return {
                device.unlock()
                device.open(PeriodicWorkIdempotenceTests.maths)
                device.interact(forMs: minutes, lockAfter: true)
            }
        case 3: return { device.plugIn() }
        case 4: return { device.unplug() }
        case 5: return { device.setLowPowerMode(!device.isLowPowerMode) }
        case 6: return { device.forceQuitApp() }
        case 7:
            return {
                device.unlock()
                device.launchApp()
                device.interact(forMs: minutes / 20 + 1_000, lockAfter: true)
            }
        case 8: return { _ = device.runPendingTask(.refresh) }
        case 9: return { _ = device.runPendingTask(.processing) }
        // Races: both devices start the same work at the same instant.
        case 10: return { for each in devices { _ = each.runPendingTask(.processing) } }
        default:
            return {
                for each in devices {
                    each.unlock()
                    each.launchApp()
                    each.interact(forMs: 60_000, lockAfter: true)
                }
            }
        }
    }

    private func at(_ time: Instant, _ action: @escaping () -> Void) {
        world.scheduleScriptStep(Int32(actions.count), at: time)
        actions.append(action)
    }
}
