import AntiGaming
import Platform
import RewardEngine

/// The ScreenTime Rewards app on one child device: its DeviceActivity monitor extension, the
/// host app's redemption screen and its periodic work (reconciliation, nightly day close),
/// wired to the reward engine.
///
/// It sees the world only through the platform protocols it is given — the device's clock,
/// DeviceActivity centre, shield store, background task scheduler, work queue, notification
/// centre and Screen Time authorisation — exactly as on an iPad, so the same code runs in the simulator and,
/// behind Apple's frameworks, on a device.
public final class ChildDeviceApp {
    /// The daily activity whose per-minute events drive earning and reward consumption.
    public static let usageActivity = ActivityName("usage.daily")
    /// Every minute of a day can be counted: events 1 … 1,439 per app, a window at a time.
    public static let minutesTrackedPerAppMax = 1_439
    /// How soon after the app's registration an intervalDidStart is the registration's echo.
    static let registrationEchoMs: Int64 = 60 * Instant.millisecondsPerSecond
    static let redemptionActivityPrefix = "redemption."

    public let device: DeviceID
    public let store: ChildAccountStore
    let center: DeviceActivityCenter
    let shields: ShieldStore
    let clock: DeviceClock
    /// Read with every callback and every run, so that the validator knows when iOS could not
    /// run the app (`UIDevice` battery monitoring, which the extension may read as well).
    let battery: DeviceBattery
    let scheduler: BackgroundTaskScheduler
    let workQueue: WorkQueue
    let notifications: NotificationPoster
    let authorization: AuthorizationCenter

    /// The last error the system returned when the app asked to monitor, if any.
    public internal(set) var monitoringError: MonitoringError?
    /// Callbacks the app did not recognise (another activity's event, an unknown app).
    public internal(set) var unrecognisedCallbackCount = 0
    /// The last error the system returned when the app submitted a background task request.
    public internal(set) var lastSchedulingError: BackgroundTaskSchedulerError?
    public internal(set) var schedulingErrorCount = 0
    /// The app's sync with the parents' phones; nil until the app is given its database.
    public private(set) var sync: ChildSync?

    /// The minutes of each app registered today on this device.
    var usageWindows = UsageWindows()
    /// Uptime at the app's last registration of usage monitoring: an intervalDidStart right
    /// after it is the system confirming the interval under way, not the day's first use.
    var usageRegisteredUptimeMs: Int64?
    /// The boot that uptime belongs to: after a restart it says nothing.
    var usageRegisteredBootSession: Int?
    /// True while the app's own registration runs: a window top its catch-up fires is noted in
    /// ``appsToppedDuringRegistration`` and handled once the registration returns.
    var isRegisteringUsage = false
    var appsToppedDuringRegistration: [AppID] = []

    public init(
        device: DeviceID,
        store: ChildAccountStore,
        center: DeviceActivityCenter,
        shields: ShieldStore,
        clock: DeviceClock,
        battery: DeviceBattery,
        scheduler: BackgroundTaskScheduler,
        workQueue: WorkQueue,
        notifications: NotificationPoster,
        authorization: AuthorizationCenter
    ) {
        self.device = device
        self.store = store
        self.center = center
        self.shields = shields
        self.clock = clock
        self.battery = battery
        self.scheduler = scheduler
        self.workQueue = workQueue
        self.notifications = notifications
        self.authorization = authorization
        store.register(self)
    }

    /// Asks the system to count every catalogued app minute by minute, each app over its window
    /// of today (see ``UsageWindows``): from its first minute not yet recorded today, so that the
    /// registration's catch-up replays no minute recorded before, only those the system counted
    /// while it did not call back. A window whose top that catch-up reaches was outgrown while
    /// the system was not calling back: it moves past its top and the app registers again, until
    /// no catch-up reaches a top.
    func startUsageMonitoring() {
        let today = clock.now.date
        usageWindows.begin(today)
        for (app, minute) in lastUnfilteredMinutes(on: today) {
            _ = usageWindows.advance(app, past: minute)
        }
        let apps = usageApps
        while true {
            registerUsageWindows(of: apps)
            var moved = false
            for app in appsToppedDuringRegistration {
                let top = usageWindows.minutes(of: app, appCount: apps.count).upperBound
                moved = usageWindows.advance(app, past: top) || moved
            }
            appsToppedDuringRegistration = []
            if !moved { return }
        }
    }

    /// Every catalogued app, sorted: the apps whose minutes are counted.
    var usageApps: [AppID] {
        let catalog = store.account.catalog
        return (catalog.learningApps + catalog.rewardApps).sorted()
    }

    /// How many apps share a registration's events: read on every minute event, so counted
    /// without building ``usageApps``.
    var usageAppCount: Int {
        let catalog = store.account.catalog
        return catalog.learningApps.count + catalog.rewardApps.count
    }

    private func registerUsageWindows(of apps: [AppID]) {
        var registrations: [DeviceActivityEventRegistration] = []
        registrations.reserveCapacity(UsageWindows.eventsPerRegistrationMax)
        for app in apps {
            // One array shared by the app's events rather than one each.
            let applications = [app]
            let minutes = usageWindows.minutes(of: app, appCount: apps.count)
            let names = UsageEventName.eventNames(of: app, minutes: minutes)
            for (offset, name) in names.enumerated() {
                let event = DeviceActivityEvent(
                    applications: applications, thresholdMinutes: minutes.lowerBound + offset)
                registrations.append(DeviceActivityEventRegistration(name: name, event: event))
            }
        }
        usageRegisteredUptimeMs = clock.uptimeMs
        usageRegisteredBootSession = clock.bootSession
        isRegisteringUsage = true
        startMonitoring(Self.usageActivity, during: .wholeDay, events: registrations)
        isRegisteringUsage = false
    }

    func startMonitoring(
        _ activity: ActivityName,
        during schedule: DeviceActivitySchedule,
        events: [DeviceActivityEventRegistration]
    ) {
        do {
            try center.startMonitoring(activity, during: schedule, events: events)
        } catch {
            monitoringError = error
        }
    }

    // MARK: Shields

    /// Any process of the app committed — the extension counting a minute, or the host app.
    /// Only shields follow at once (the extension may set them); the cloud hears of the change
    /// when the host app next runs, as the extension never drives the host app's engine.
    func accountDidChange() {
        applyShields()
    }

    /// Minutes another of the child's devices counted, for this device's validator.
    public func hearSiblingMinutes(_ minutes: [SiblingMinute]) {
        store.update { _, work in work.observeSiblingMinutes(minutes) }
    }

    /// Gives the app its CloudKit database. Once, before the app is installed.
    public func connectSync(
        database: CloudDatabase, timer: AppTimer, layout: FamilyCloudLayout, observer: FamilySyncObserver?,
        overdraftAnnouncer: OverdraftAnnouncer = OverdraftNotification(),
        summaryDelivery: DailySummaryDelivery = DailySummaryToParents()
    ) {
        precondition(sync == nil, "the app connects to the cloud once")
        sync = ChildSync(
            app: self, layout: layout, parents: store.parents, database: database, timer: timer,
            observer: observer, overdraftAnnouncer: overdraftAnnouncer,
            summaryDelivery: summaryDelivery)
    }

    /// Shields the reward apps nothing has paid for at this moment.
    func applyShields() {
        let wanted = store.account.shieldedApps(at: clock.now.instant)
        if wanted != shields.shieldedApplications {
            shields.setShieldedApplications(wanted)
        }
    }
}
