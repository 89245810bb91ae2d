import Platform

/// The rewards app on the device, as the harness drives it; the app's own state and process are
/// `HostApp`'s. Deleting it also takes its Screen Time authorisation.
extension SimulatedChildDevice: WorkQueue {
    /// The host app. No catalogue lists it and nothing monitors it, so its frontmost time
    /// shows in ground truth only, like any app's.
    public static let hostApp = HostApp.appID

    public var isAppForceQuit: Bool { app.isForceQuit }
    /// The rewards app was deleted and not yet installed again.
    public var isAppDeleted: Bool { app.isDeleted }
    /// ManagedSettings' `application.denyAppRemoval`, set by the app at the parents' request.
    public var deniesAppRemoval: Bool { app.deniesRemoval }
    /// The child's attempts to delete the app that `denyAppRemoval` refused.
    public var refusedAppRemovals: Int { app.refusedRemovals }
    /// Whether the app has work queued or in flight: what a user waits for before the app has
    /// settled.
    public var hasQueuedWork: Bool { app.hasQueuedWork }
    /// Work items lost because the app stopped running before they finished.
    public var discardedWorkItems: Int { app.discardedWorkItems }
    /// Told each time the app's process starts running, before its code runs: what the app
    /// could hand over from then on (the checkers' notion of what it owed the cloud). True when
    /// the app was running already, so the run under way goes on.
    public var appDidStartRunning: ((_ continuesRun: Bool) -> Void)? {
        get { app.didStartRunning }
        set { app.didStartRunning = newValue }
    }

    /// Installs the app at the start of a run (see `HostApp.install`).
    public func installApp(_ delegate: ApplicationDelegate) {
        app.install(delegate)
    }

    /// The user opens the app on the unlocked device; a force-quit app starts again first.
    public func launchApp() {
        precondition(!isLocked, "the app is launched on an unlocked device; unlock first")
        precondition(app.isInstalled, "the app is installed before it is launched")
        open(Self.hostApp)
    }

    /// The user swipes the app away (see `HostApp.forceQuit`).
    public func forceQuitApp() {
        app.forceQuit()
    }

    public func appWokeForPush() {
        app.appWokeForPush()
    }

    /// The child used the app without the simulation bringing it to the front (a redemption).
    public func noteAppUsedInForeground() {
        app.noteUsedInForeground()
    }

    /// The parents asked the app to deny its removal (applied when the app is set up).
    public func denyAppRemoval() {
        app.denyRemoval()
    }

    /// The child deletes the app; refused (counted, traced) while `denyAppRemoval` is set and
    /// honoured — the system honours it only while the app is authorised, so a child who
    /// revoked the permission first can delete. The app's process ends and its authorisation
    /// goes with it, so the system lifts its shields and delivers no callback. Returns whether
    /// the app is gone.
    @discardableResult
    public func deleteApp() -> Bool {
        guard app.isInstalled, !app.isDeleted else { return false }
        if app.deniesRemoval && isAuthorized {
            app.refuseRemoval()
            return false
        }
        app.forceQuit()
        app.noteDeleted()
        setAuthorizationStatus(.notDetermined)
        world.recordDecision(.appDeleted, device: index)
        return true
    }

    /// The child installs the app again. It stays closed until it is launched, and its
    /// authorisation, which a parent grants on a child's device, until `restoreAuthorization`.
    public func reinstallApp() {
        app.reinstall()
    }

    // MARK: WorkQueue

    public func async(_ work: @escaping () -> Void) {
        app.async(work)
    }

    /// Connects the device to the cloud as `account`; the app gets the database and its timers,
    /// which answer to the app's process.
    public func connectToCloud(as account: CloudAccountID) -> (database: CloudDatabase, timer: AppTimer) {
        let connection = world.connect(device: id, account: account, host: app)
        return (connection, HostTimer(world: world, host: app, connection: connection))
    }
}
