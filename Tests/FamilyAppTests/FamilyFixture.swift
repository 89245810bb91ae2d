import AntiGaming
import FamilyApp
import Platform
import RewardEngine

/// Maya (parent: mum) with one learning app, maths at 60 points an hour (a point a minute),
/// and one reward app, game, at 2 points a minute; her devices share one clock, one
/// notification record and her validator, and each keeps its own store: `store` is the
/// phone's.
///
/// The store judges usage leniently: these tests script perfectly regular days (maths at 16:00
/// for the same minutes) and long sessions, which the bot-like and unbroken-session rules of
/// stricter levels would withhold; the validator's rules have their own tests. Lenient still
/// holds a session's first minute until the session continues.
final class FamilyFixture {
    static let maths = AppID("maths")
    static let game = AppID("game")
    static let child = ChildID("maya")
    static let parent = ParentID("mum")
    static let childRecipient = NotificationRecipient.child(child)
    static let parentRecipient = NotificationRecipient.parent(parent)

    let clock = FakeClock()
    let poster = RecordingPoster()
    let settings: RewardSettings
    /// The phone's store.
    let store: ChildAccountStore

    init(_ adjust: (inout RewardSettings) -> Void = { _ in }) {
        var settings = RewardSettings(conversionRatePointsPerMinute: 2, redemptionExpiryMinutes: 60)
        adjust(&settings)
        self.settings = settings
        store = ChildAccountStore(
            device: DeviceID("phone"),
            account: ChildRewardAccount(child: Self.child, settings: settings, catalog: Self.catalog),
            parents: [Self.parent], strictness: .lenient
        )
    }

    static let catalog = AppCatalog([(maths, .learning(pointsPerHour: 60)), (game, .reward)])

    var account: ChildRewardAccount { store.account }
    var work: PeriodicWorkState { store.work }

    /// The store of the device of that name: the phone's, or a new one of Maya's.
    func store(of device: DeviceID) -> ChildAccountStore {
        guard device != store.device else { return store }
        return ChildAccountStore(
            device: device, account: ChildRewardAccount(child: Self.child, settings: settings, catalog: Self.catalog),
            parents: [Self.parent], strictness: .lenient
        )
    }

    /// A device with the app installed and launched at the clock's current time.
    func launchDevice(_ name: String) -> DeviceFixture {
        let device = DeviceFixture(id: DeviceID(name), family: self)
        device.app.applicationDidFinishLaunching()
        return device
    }

    /// `minutes` minutes of `app` on `device`: one threshold callback at the end of each.
    func use(_ app: AppID, minutes: Int, on device: DeviceFixture) {
        for _ in 0..<minutes {
            clock.advance(minutes: 1)
            device.deliverThreshold(app)
        }
    }

    /// `minutesByDay[i]` minutes of maths from 16:00 on day `firstDay + i`, on `device`. Only
    /// the extension runs: nothing is reconciled or closed.
    func learn(minutesByDay: [Int], from firstDay: Int, on device: DeviceFixture) {
        for (index, minutes) in minutesByDay.enumerated() {
            clock.set(day: firstDay + index, 16, 0)
            use(Self.maths, minutes: minutes, on: device)
        }
    }
}

/// One device of the family: its own DeviceActivity centre, shields, scheduler and queue.
final class DeviceFixture {
    let center = FakeActivityCenter()
    let shields = FakeShieldStore()
    let scheduler = FakeScheduler()
    let queue = FakeWorkQueue()
    let authorization = FakeAuthorization()
    let battery = FakeBattery()
    let app: ChildDeviceApp
    private unowned let family: FamilyFixture

    init(id: DeviceID, family: FamilyFixture) {
        self.family = family
        app = ChildDeviceApp(
            device: id, store: family.store(of: id), center: center, shields: shields, clock: family.clock,
            battery: battery, scheduler: scheduler, workQueue: queue, notifications: family.poster,
            authorization: authorization
        )
    }

    /// The threshold minute the next callback of `app` today names: one more than were logged.
    func nextMinute(of app: AppID) -> Int {
        let today = family.clock.now.date
        return self.app.store.work.usageLog.records.filter { $0.app == app && $0.date == today }.count + 1
    }

    /// The extension's callback for the next minute of `app` today.
    func deliverThreshold(_ app: AppID) {
        let minute = nextMinute(of: app)
        self.app.eventDidReachThreshold(
            UsageEventName(app: app, minute: minute).eventName, activity: ChildDeviceApp.usageActivity
        )
    }

    /// Launches the pending task and runs all it queued.
    @discardableResult
    func runTask(_ identifier: String) -> FakeTask {
        let task = scheduler.launch(identifier)
        queue.drain()
        return task
    }

    /// The user opens the app and leaves it open until its queued work is done.
    func openAndWait() {
        app.applicationDidBecomeActive()
        queue.drain()
    }
}
