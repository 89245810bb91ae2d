import Platform
import SimulationKernel

/// A parent's phone: its clock (which may be skewed), the app's process, and a simple
/// background scheduler for the app's refresh requests. The parent opens the app to act and
/// leaves it a little later; otherwise the app runs only when the system grants a refresh —
/// the more often the parent opens the app, the sooner (`AppUsageLevel`).
public final class SimulatedParentDevice: DeviceClock, CloudHost, BackgroundTaskScheduler {
    /// How long the parent keeps the app open after acting in it.
    public static let foregroundAfterActionMs: Int64 = 120_000

    public let id: DeviceID
    public let parent: ParentID
    unowned let world: World
    public let utcOffsetSeconds: Int
    /// Difference between the phone's clock and true time (positive: the phone runs ahead).
    public let clockSkewMs: Int64
    let refreshDelay: RefreshDelay
    var random: SeededRandom
    /// The parent's recent openings of the app, which set how eagerly the system refreshes it.
    private var appOpenings = AppOpenings()

    weak var appDelegate: ApplicationDelegate?
    public private(set) var isAppForceQuit = false
    var appGeneration: UInt32 = 0
    /// Brief runs, and what the suspended process is owed.
    let process = AppProcess()
    public private(set) var isAppInForeground = false
    private var foregroundGeneration: UInt32 = 0
    private var refreshHandler: ((BackgroundTask) -> Void)?
    private var pendingRefresh: BackgroundTaskRequest?
    private var refreshTicket: UInt32 = 0
    public private(set) var refreshRuns = 0
    /// The App Store account the phone buys the family's subscription with, if it has one.
    public private(set) var appStore: SimulatedAppStore?
    /// What the app posted on the phone, in order.
    public internal(set) var notifications: [PostedNotification] = []

    init(
        id: DeviceID, parent: ParentID, world: World, utcOffsetSeconds: Int, clockSkewMs: Int64,
        refreshDelay: RefreshDelay
    ) {
        self.id = id
        self.parent = parent
        self.world = world
        self.utcOffsetSeconds = utcOffsetSeconds
        self.clockSkewMs = clockSkewMs
        self.refreshDelay = refreshDelay
        random = world.random.fork("device:\(id)").fork("background")
    }

    // MARK: DeviceClock

    public var now: LocalTimestamp {
        LocalTimestamp(instant: world.now + clockSkewMs, utcOffsetSeconds: utcOffsetSeconds)
    }

    public var uptimeMs: Int64 { world.loop.now - world.startMs }
    /// Parents' phones are not restarted in the model.
    public var bootSession: Int { 0 }

    // MARK: CloudHost

    var isAppAlive: Bool { appDelegate != nil && !isAppForceQuit }
    var acceptsBackgroundPushes: Bool { true }
    /// In the foreground, or in a brief run: a refresh launch (its budget is about as long) or a
    /// silent push.
    var isAppRunning: Bool { isAppAlive && (isAppInForeground || process.isInBriefRun(atMs: world.loop.now)) }

    func appWokeForPush() {
        startBriefRun()
    }

    private func startBriefRun() {
        process.startBriefRun(atMs: world.loop.now)
        settleOwedWork(atMs: world.loop.now)
    }

    /// Connects the phone to the cloud as `account`; the app gets the database and its timers.
    public func connectToCloud(as account: CloudAccountID) -> (database: CloudDatabase, timer: AppTimer) {
        let connection = world.connect(device: id, account: account, host: self)
        return (connection, HostTimer(world: world, host: self, connection: connection))
    }

    /// Signs the phone in to the App Store account that pays for the family.
    public func signInToAppStore() -> SimulatedAppStore {
        precondition(appStore == nil, "one App Store account per phone")
        let store = SimulatedAppStore(world: world, phone: self)
        appStore = store
        return store
    }

    // MARK: The app's process

    /// Installs the app at the start of a run, just after the parent set the family up in it:
    /// that counts as one opening.
    public func installApp(_ delegate: ApplicationDelegate) {
        precondition(appDelegate == nil, "the app is installed once per device")
        appDelegate = delegate
        appOpenings.note(atMs: world.loop.now)
        startBriefRun()
        world.recordDecision(.appLaunch, detail: id.rawValue)
        delegate.applicationDidFinishLaunching()
    }

    /// The parent opens the app (starting it again if it was force-quit) and leaves it after
    /// `foregroundAfterActionMs` unless they come back meanwhile.
    public func openApp() {
        guard let delegate = appDelegate else { preconditionFailure("the app is installed before it is opened") }
        appOpenings.note(atMs: world.loop.now)
        if isAppForceQuit {
            isAppForceQuit = false
            // The launch itself runs in front, before the app becomes active.
            startBriefRun()
            world.recordDecision(.appLaunch, detail: id.rawValue)
            delegate.applicationDidFinishLaunching()
            scheduleRefresh()
        }
        foregroundGeneration &+= 1
        let generation = foregroundGeneration
        if !isAppInForeground {
            isAppInForeground = true
            settleOwedWork(atMs: world.loop.now)
            world.recordDecision(.appActive, detail: id.rawValue)
            delegate.applicationDidBecomeActive()
        }
        world.runLater(afterMs: Self.foregroundAfterActionMs) { [self] in
            guard generation == foregroundGeneration, isAppInForeground else { return }
            isAppInForeground = false
            world.recordDecision(.appBackground, detail: id.rawValue)
            appDelegate?.applicationDidEnterBackground()
        }
    }

    /// The end of the run: the app's refresh handler is let go (see `World.discardPendingWork`).
    func dropAppClosures() {
        appStore?.dropAppClosures()
        refreshHandler = nil
        process.dropAll()
    }

    public func forceQuitApp() {
        guard appDelegate != nil, !isAppForceQuit else { return }
        isAppForceQuit = true
        isAppInForeground = false
        appGeneration &+= 1
        refreshHandler = nil
        world.recordDecision(.appForceQuit, detail: id.rawValue)
    }

    // MARK: BackgroundTaskScheduler (refresh only; a phone on a nightstand charges, so no
    // processing work is modelled for parents)

    @discardableResult
    public func register(
        forTaskWithIdentifier identifier: String, launchHandler: @escaping (BackgroundTask) -> Void
    ) -> Bool {
        guard refreshHandler == nil else { return false }
        refreshHandler = launchHandler
        return true
    }

    public func submit(_ request: BackgroundTaskRequest) throws(BackgroundTaskSchedulerError) {
        guard request.kind == .refresh else { throw .notPermitted }
        pendingRefresh = request
        scheduleRefresh()
    }

    public func cancel(taskRequestWithIdentifier identifier: String) {
        if pendingRefresh?.identifier == identifier { pendingRefresh = nil }
    }

    public var pendingTaskRequests: [BackgroundTaskRequest] { pendingRefresh.map { [$0] } ?? [] }

    private func scheduleRefresh() {
        guard let request = pendingRefresh, !isAppForceQuit else { return }
        refreshTicket &+= 1
        let ticket = refreshTicket
        let earliestMs = request.earliestBeginDate.map { $0.millisecondsSinceEpoch - clockSkewMs } ?? world.loop.now
        let level = appOpenings.level(atMs: world.loop.now)
        let dueMs = max(earliestMs, world.loop.now) + refreshDelay.distribution(for: level).draw(using: &random)
        world.runLater(afterMs: dueMs - world.loop.now) { [self] in
            guard ticket == refreshTicket, !isAppForceQuit, let handler = refreshHandler,
                pendingRefresh?.identifier == request.identifier
            else { return }
            pendingRefresh = nil
            refreshRuns += 1
            world.recordDecision(.scheduler, detail: "\(id) refresh")
            startBriefRun()
            handler(ParentRefreshTask(identifier: request.identifier))
        }
    }
}

/// A refresh launch on a parent's phone. Its budget is not modelled: the parent app's refresh
/// sends and fetches a few records.
final class ParentRefreshTask: BackgroundTask {
    let identifier: String
    let kind = BackgroundTaskKind.refresh
    var expirationHandler: (() -> Void)?

    init(identifier: String) {
        self.identifier = identifier
    }

    /// Nothing waits on it: the phone's refresh has no budget to end.
    func setTaskCompleted(success: Bool) {}
}
