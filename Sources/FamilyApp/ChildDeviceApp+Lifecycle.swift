import AntiGaming
import Platform
import RewardEngine

/// Launch, foreground and the background task requests, the way an iOS app must handle them:
/// handlers registered at every launch, and a request always pending for each kind of work.
extension ChildDeviceApp: ApplicationDelegate {
    /// The app-refresh task: point reconciliation.
    public static let refreshTaskIdentifier = "com.screentimerewards.reconcile"
    /// The processing task: the nightly usage analysis that closes ended days.
    public static let processingTaskIdentifier = "com.screentimerewards.analysis"
    public static let refreshIntervalMs = 15 * Instant.millisecondsPerMinute

    /// Starts usage monitoring only when the system does not already have it: restarting it
    /// mid-day makes the system deliver again every threshold already passed today.
    public func applicationDidFinishLaunching() {
        let today = clock.now.date
        if store.work.installDate == nil {
            store.update { _, work in work.noteLaunch(on: today) }
        }
        checkSystemState(inBackgroundTask: false)
        applyShields()
        scheduler.register(forTaskWithIdentifier: Self.refreshTaskIdentifier) { [weak self] task in
            guard let self else { return task.setTaskCompleted(success: false) }
            handleRefreshTask(task)
        }
        scheduler.register(forTaskWithIdentifier: Self.processingTaskIdentifier) { [weak self] task in
            guard let self else { return task.setTaskCompleted(success: false) }
            handleProcessingTask(task)
        }
        submitRefreshRequest()
        submitProcessingRequest()
        sync?.start()
    }

    /// The user opened the app: catch up in the foreground on what background time missed.
    public func applicationDidBecomeActive() {
        checkSystemState(inBackgroundTask: false)
        submitRefreshRequest()
        submitProcessingRequest()
        perform(reconciliationItems() + dayCloseItems(), during: nil)
        sync?.beginRun()
    }

    public func applicationDidEnterBackground() {}

    /// The next request goes in first, so that an expiration or a crash still leaves one.
    func handleRefreshTask(_ task: BackgroundTask) {
        submitRefreshRequest()
        checkSystemState(inBackgroundTask: true)
        sync?.beginRun()
        perform(reconciliationItems(), during: task)
    }

    /// Reconciles before closing, so that the summaries count the minutes it repairs. It
    /// resubmits the refresh request as well: one the system has left unhonoured is replaced,
    /// so reconciliation is never stalled for more than a night.
    func handleProcessingTask(_ task: BackgroundTask) {
        submitProcessingRequest()
        submitRefreshRequest()
        checkSystemState(inBackgroundTask: true)
        sync?.beginRun()
        perform(reconciliationItems() + dayCloseItems(), during: task)
    }

    /// What the app checks whenever it runs: that it ran (a long silence is a signal), that it
    /// is still authorised, and that the system still monitors usage — iOS can drop the
    /// registration, and only the app can put it back. It tells the validator whether a
    /// background task launched it: iOS runs none for an app the user force-quit.
    func checkSystemState(inBackgroundTask: Bool) {
        let now = clock.now
        let uptimeMs = clock.uptimeMs
        let status = authorization.authorizationStatus
        let reading = battery.batteryReading
        noteBootSession()
        store.update { account, work in
            work.observe(
                .appRan(
                    device: device, at: now, uptimeMs: uptimeMs, battery: reading, inBackgroundTask: inBackgroundTask
                ), account: &account, now: now)
            if let change = work.validation.authorizationChange(status, device: device, at: now) {
                work.observe(change, account: &account, now: now)
            }
        }
        guard status == .approved else { return }
        guard !center.activities.contains(Self.usageActivity) else { return registerAfreshOnNewDay() }
        startUsageMonitoring()
        store.update { account, work in
            let started = work.validation.monitoringStarted(device: device, at: now, uptimeMs: uptimeMs)
            work.observe(started, account: &account, now: now)
        }
    }

    func submitRefreshRequest() {
        submit(
            BackgroundTaskRequest(
                identifier: Self.refreshTaskIdentifier, kind: .refresh,
                earliestBeginDate: clock.now.instant + Self.refreshIntervalMs
            ))
    }

    /// Not before the next local midnight, and on the charger.
    func submitProcessingRequest() {
        let now = clock.now
        let midnight = LocalTimestamp.startOfDay(
            now.date.adding(days: 1), utcOffsetSeconds: now.utcOffsetSeconds
        )
        submit(
            BackgroundTaskRequest(
                identifier: Self.processingTaskIdentifier, kind: .processing,
                earliestBeginDate: midnight, requiresExternalPower: true
            ))
    }

    private func submit(_ request: BackgroundTaskRequest) {
        do {
            try scheduler.submit(request)
        } catch {
            lastSchedulingError = error
            schedulingErrorCount += 1
        }
    }
}
