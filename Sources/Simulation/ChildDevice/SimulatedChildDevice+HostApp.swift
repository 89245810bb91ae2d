import Platform

/// The ScreenTime Rewards app's own process on the device: launched by the user, sent to the
/// background, force-quit from the app switcher. Its DeviceActivity extension is a separate
/// process and keeps working whatever happens here.
extension SimulatedChildDevice {
    /// The host app. No catalogue lists it and nothing monitors it, so its frontmost time
    /// shows in ground truth only, like any app's.
    public static let hostApp = AppID("screentime-rewards")

    /// Installs the app at the start of a run. It launches in the background, where it runs
    /// only while a background task does. The family has just set it up — granting the Screen
    /// Time authorisation takes the app in the foreground — so that counts as one opening.
    public func installApp(_ delegate: ApplicationDelegate) {
        precondition(appDelegate == nil, "the app is installed once per device")
        appDelegate = delegate
        background.noteAppOpened()
        startBriefRun()
        world.recordDecision(.appLaunch, device: index)
        delegate.applicationDidFinishLaunching()
    }

    /// The user opens the app on the unlocked device; a force-quit app starts again first.
    public func launchApp() {
        precondition(!isLocked, "the app is launched on an unlocked device; unlock first")
        precondition(appDelegate != nil, "the app is installed before it is launched")
        open(Self.hostApp)
    }

    /// The user swipes the app away: the process ends without a callback, its handlers and
    /// queued work go with it, a running task is killed, and no request runs until the user
    /// launches the app again. Pending requests stay.
    public func forceQuitApp() {
        guard appDelegate != nil, !isAppForceQuit else { return }
        isAppForceQuit = true
        appGeneration &+= 1
        background.forgetLaunchHandlers()
        world.recordDecision(.appForceQuit, device: index)
        background.killLiveTasks("the app was force-quit")
        if foregroundApp == Self.hostApp {
            settleUsage()
            foregroundApp = nil
            accrualStartMs = nil
            scheduleNextCrossing()
        }
        discardWorkIfAppStopped(creditingTo: nil)
    }

    var isHostAppInFront: Bool { isInUse && foregroundApp == Self.hostApp }

    /// Whether the app's code may run: in the foreground, inside a background task that is
    /// neither completed nor past its expiration, or in a brief run the system granted.
    var isAppRunning: Bool {
        isHostAppInFront && canAppRun || isAppRunningInBackground
    }

    /// Whether the app's code may run out of the foreground: a background task or a brief run.
    var isAppRunningInBackground: Bool {
        guard canAppRun else { return false }
        return process.isInBriefRun(atMs: nowMs) || background.hasRunningTask
    }

    /// Installed, not force-quit, the device on.
    private var canAppRun: Bool { isAppAlive && !isPoweredOff }

    /// A brief run starts (a silent push, a moment in the foreground); queued work that has not
    /// finished when it ends is lost, as when any run ends.
    func startBriefRun() {
        let continuesRun = isAppRunning
        process.startBriefRun(atMs: nowMs)
        world.runLater(afterMs: AppProcess.briefRunMs) { [self] in discardWorkIfAppStopped(creditingTo: nil) }
        appStartsRunning(continuesRun: continuesRun)
    }

    /// The process runs from now: it gets what it is owed, and whoever watches hears of it.
    /// `continuesRun` when it was running already (a push during a brief run or a background
    /// task): the run under way goes on, nothing the app sent in it has ended yet.
    func appStartsRunning(continuesRun: Bool) {
        appDidStartRunning?(continuesRun)
        settleOwedWork(atMs: nowMs)
    }

    /// A switched-off device, or one the app was deleted from, gets no push.
    public func appWokeForPush() {
        guard !isPoweredOff, !isAppDeleted else { return }
        startBriefRun()
    }

    /// The host app is now frontmost on an unlocked screen (opened, or back after unlock).
    /// A launch by the user makes the app frontmost before `applicationDidFinishLaunching`,
    /// so work it queues there runs.
    func hostAppDidComeToFront() {
        guard let delegate = appDelegate, !isAppDeleted else { return }
        let continuesRun = isAppRunningInBackground
        background.noteAppOpened()
        if isAppForceQuit {
            isAppForceQuit = false
            world.recordDecision(.appLaunch, device: index)
            delegate.applicationDidFinishLaunching()
        }
        background.resumeDeferredRequests()
        appStartsRunning(continuesRun: continuesRun)
        world.recordDecision(.appActive, device: index)
        delegate.applicationDidBecomeActive()
    }

    /// The child used the app without the simulation bringing it to the front (a redemption,
    /// whose screens are not modelled): the system counts it as an opening all the same, and a
    /// force-quit app starts again first, as when it is launched.
    public func noteAppUsedInForeground() {
        guard let delegate = appDelegate, !isAppDeleted else { return }
        background.noteAppOpened()
        let relaunches = isAppForceQuit
        isAppForceQuit = false
        background.resumeDeferredRequests()
        startBriefRun()
        if relaunches {
            world.recordDecision(.appLaunch, device: index)
            delegate.applicationDidFinishLaunching()
        }
    }

    /// Another app came to the front, or the device locked, while the host app was in front.
    func hostAppDidLeaveFront() {
        if let delegate = appDelegate, !isAppForceQuit {
            world.recordDecision(.appBackground, device: index)
            delegate.applicationDidEnterBackground()
        }
        discardWorkIfAppStopped(creditingTo: nil)
    }
}

extension SimulatedChildDevice {
    /// The end of the run: what the app left with the system is let go (see `World.discardPendingWork`).
    func dropAppClosures() {
        background.dropAppClosures()
        workItems = []
        process.dropAll()
        appDidStartRunning = nil
    }
}
