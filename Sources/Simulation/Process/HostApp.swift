import Platform

/// The ScreenTime Rewards app on a child's device, as the system keeps it: installed, deleted
/// or installed again; its process — launched by the user, sent to the background, woken by
/// a push or a background task, force-quit from the app switcher — with the brief runs the
/// system grants and what the suspended process is owed; and its serial work queue.
///
/// Its DeviceActivity extension is a separate process and keeps working whatever happens here.
/// The app runs its code only in the foreground, inside a background task's window or in a
/// brief run; queued work that has not finished when the app stops running is lost.
///
/// It reads the power state and the background scheduler it is given, and the screen through
/// `screen`, which the device sets once.
final class HostApp: CloudHost {
    /// The app on the home screen. No catalogue lists it and nothing monitors it, so its
    /// frontmost time shows in ground truth only, like any app's.
    static let appID = AppID("screentime-rewards")

    /// What the app's process reads of the screen, and does to it.
    struct ScreenLink {
        /// The app is frontmost on an unlocked, lit screen.
        let isInFront: () -> Bool
        /// The process ended: if the app was frontmost, nothing is any more.
        let closeIfFrontmost: () -> Void

        static var unwired: ScreenLink {
            ScreenLink(
                isInFront: { preconditionFailure("the device wires its app first") },
                closeIfFrontmost: { preconditionFailure("the device wires its app first") }
            )
        }
    }

    private let context: DeviceContext
    private unowned let power: PowerModel
    private unowned let background: BackgroundScheduler
    var screen = ScreenLink.unwired
    /// The app, held weakly as the monitor is; nil until it is installed.
    private(set) weak var delegate: ApplicationDelegate?
    private(set) var isForceQuit = false
    /// Bumped when the process ends, so that what was meant for the old one does not reach a new one.
    private(set) var appGeneration: UInt32 = 0
    /// Brief runs, and what the suspended process is owed.
    let process = AppProcess()
    /// Told each time the process starts running, before its code runs; true when it was
    /// running already, so the run under way goes on.
    var didStartRunning: ((_ continuesRun: Bool) -> Void)?
    /// Deleted and not yet installed again.
    private(set) var isDeleted = false
    /// ManagedSettings' `application.denyAppRemoval`, set by the app at the parents' request.
    private(set) var deniesRemoval = false
    /// The child's attempts to delete the app that `denyAppRemoval` refused.
    private(set) var refusedRemovals = 0
    /// The work queue; the head item is the one in flight when `isWorkItemInFlight`.
    private var workItems: [() -> Void] = []
    private var isWorkItemInFlight = false
    private var workGeneration: UInt32 = 0
    private(set) var discardedWorkItems = 0

    init(context: DeviceContext, power: PowerModel, background: BackgroundScheduler) {
        self.context = context
        self.power = power
        self.background = background
    }

    private var nowMs: Int64 { context.nowMs }

    // MARK: Installed and launched

    /// Installs the app at the start of a run. It launches in the background, where it runs
    /// only while a background task does. The family has just set it up — granting the Screen
    /// Time authorisation takes the app in the foreground — so that counts as one opening.
    func install(_ delegate: ApplicationDelegate) {
        precondition(self.delegate == nil, "the app is installed once per device")
        self.delegate = delegate
        background.noteAppOpened()
        startBriefRun()
        context.record(.appLaunch)
        delegate.applicationDidFinishLaunching()
    }

    var isInstalled: Bool { delegate != nil }

    /// The user swipes the app away: the process ends without a callback, its handlers and
    /// queued work go with it, a running task is killed, and no request runs until the user
    /// launches the app again. Pending requests stay.
    func forceQuit() {
        guard delegate != nil, !isForceQuit else { return }
        isForceQuit = true
        appGeneration &+= 1
        background.forgetLaunchHandlers()
        context.record(.appForceQuit)
        background.killLiveTasks("the app was force-quit")
        screen.closeIfFrontmost()
        discardWorkIfStopped(creditingTo: nil)
    }

    /// The app is now frontmost on an unlocked screen (opened, or back after unlock). A launch
    /// by the user makes the app frontmost before `applicationDidFinishLaunching`, so work it
    /// queues there runs.
    func didComeToFront() {
        guard let delegate, !isDeleted else { return }
        let continuesRun = isRunningInBackground
        background.noteAppOpened()
        if isForceQuit {
            isForceQuit = false
            context.record(.appLaunch)
            delegate.applicationDidFinishLaunching()
        }
        background.resumeDeferredRequests()
        startsRunning(continuesRun: continuesRun)
        context.record(.appActive)
        delegate.applicationDidBecomeActive()
    }

    /// The child used the app without the simulation bringing it to the front (a redemption,
    /// whose screens are not modelled): the system counts it as an opening all the same, and a
    /// force-quit app starts again first, as when it is launched.
    func noteUsedInForeground() {
        guard let delegate, !isDeleted else { return }
        background.noteAppOpened()
        let relaunches = isForceQuit
        isForceQuit = false
        background.resumeDeferredRequests()
        startBriefRun()
        if relaunches {
            context.record(.appLaunch)
            delegate.applicationDidFinishLaunching()
        }
    }

    /// Another app came to the front, or the device locked, while the app was in front.
    func didLeaveFront() {
        if let delegate, !isForceQuit {
            context.record(.appBackground)
            delegate.applicationDidEnterBackground()
        }
        discardWorkIfStopped(creditingTo: nil)
    }

    // MARK: Deleted and installed again

    /// The parents asked the app to deny its removal (applied when the app is set up).
    func denyRemoval() {
        deniesRemoval = true
    }

    /// A deletion `denyAppRemoval` refused: counted and traced.
    func refuseRemoval() {
        refusedRemovals += 1
        context.record(.appRemovalRefused)
    }

    /// The app is gone (after `forceQuit` ended its process).
    func noteDeleted() {
        isDeleted = true
    }

    /// The child installs the app again. It stays closed until it is launched.
    func reinstall() {
        guard isDeleted else { return }
        isDeleted = false
        context.record(.appReinstalled)
    }

    // MARK: Running

    var isInFront: Bool { screen.isInFront() }

    /// Whether the app's code may run: in the foreground, inside a background task that is
    /// neither completed nor past its expiration, or in a brief run the system granted.
    var isAppRunning: Bool {
        isInFront && canRun || isRunningInBackground
    }

    /// Whether the app's code may run out of the foreground: a background task or a brief run.
    var isRunningInBackground: Bool {
        guard canRun else { return false }
        return process.isInBriefRun(atMs: nowMs) || background.hasRunningTask
    }

    /// Installed, not force-quit, the device on.
    private var canRun: Bool { isAppAlive && !power.isPoweredOff }

    /// A brief run starts (a silent push, a moment in the foreground); queued work that has not
    /// finished when it ends is lost, as when any run ends.
    private func startBriefRun() {
        let continuesRun = isAppRunning
        process.startBriefRun(atMs: nowMs)
        context.world.runLater(afterMs: AppProcess.briefRunMs) { [self] in discardWorkIfStopped(creditingTo: nil) }
        startsRunning(continuesRun: continuesRun)
    }

    /// The process runs from now: it gets what it is owed, and whoever watches hears of it.
    /// `continuesRun` when it was running already (a push during a brief run or a background
    /// task): the run under way goes on, nothing the app sent in it has ended yet.
    func startsRunning(continuesRun: Bool) {
        didStartRunning?(continuesRun)
        settleOwedWork(atMs: nowMs)
    }

    // MARK: CloudHost

    var isAppAlive: Bool { delegate != nil && !isForceQuit }
    var isAppInForeground: Bool { isInFront }
    var acceptsBackgroundPushes: Bool { !power.isLowPowerMode && power.isBackgroundAppRefreshOn }

    /// A switched-off device, or one the app was deleted from, gets no push.
    func appWokeForPush() {
        guard !power.isPoweredOff, !isDeleted else { return }
        startBriefRun()
    }

    // MARK: Work queue

    /// Each item takes `workItemMs` and commits when it finishes; items run only while the app
    /// runs, and all of them are lost the moment it stops.
    func async(_ work: @escaping () -> Void) {
        guard isAppRunning else {
            // A suspended app runs no code: work handed over as it is suspended is lost too.
            recordDiscardedWork(1, creditingTo: nil)
            return
        }
        workItems.append(work)
        startNextWorkItem()
    }

    /// Whether the app has work queued or in flight: what a user waits for before the app has
    /// settled.
    var hasQueuedWork: Bool {
        isWorkItemInFlight || !workItems.isEmpty
    }

    private func startNextWorkItem() {
        guard !isWorkItemInFlight, !workItems.isEmpty else { return }
        isWorkItemInFlight = true
        context.schedule(
            .workItemDone(device: context.index, generation: workGeneration), after: background.model.workItemMs
        )
    }

    func workItemDidFinish(generation: UInt32) {
        guard generation == workGeneration, isWorkItemInFlight else { return }
        let work = workItems.removeFirst()
        isWorkItemInFlight = false
        background.noteWorkItemRun()
        work()
        if isAppRunning { startNextWorkItem() }
    }

    /// Drops the item in flight and the queued ones if the app no longer runs. `run` is the
    /// background run whose end stopped the app, which the loss is charged to.
    func discardWorkIfStopped(creditingTo run: Int?) {
        guard !isAppRunning, !workItems.isEmpty else { return }
        let count = workItems.count
        workItems = []
        isWorkItemInFlight = false
        workGeneration &+= 1
        recordDiscardedWork(count, creditingTo: run)
    }

    private func recordDiscardedWork(_ count: Int, creditingTo run: Int?) {
        discardedWorkItems += count
        if let run { background.noteWorkDiscarded(count, run: run) }
        context.record(.workDiscarded, detail: String(count))
    }

    /// The end of the run: what the app left with the system is let go (see `World.discardPendingWork`).
    func dropAppClosures() {
        background.dropAppClosures()
        workItems = []
        process.dropAll()
        didStartRunning = nil
    }
}
