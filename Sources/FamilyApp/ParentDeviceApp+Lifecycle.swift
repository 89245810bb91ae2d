import Platform
import SyncEngine

/// Launch, foreground, background refresh and pushes: each starts a sync, so a push that never
/// comes only delays what the parent sees.
extension ParentDeviceApp: ApplicationDelegate, SyncEngineDelegate {
    public static let refreshIntervalMs = 15 * Instant.millisecondsPerMinute

    public func applicationDidFinishLaunching() {
        var resolver = FamilyRecordType.resolver(parents: parents)
        resolver.policies.merge(pointsDesign.mergePolicies) { _, design in design }
        let engine = SyncEngine(database: database, timer: timer, clock: clock, store: syncStore, resolver: resolver)
        engine.delegate = self
        self.engine = engine
        scheduler.register(forTaskWithIdentifier: Self.refreshTaskIdentifier) { [weak self] task in
            guard let self else { return task.setTaskCompleted(success: false) }
            submitRefreshRequest()
            self.refreshEntitlement()
            engine.syncNow()
            task.setTaskCompleted(success: true)
        }
        submitRefreshRequest()
        database.subscribeToChanges { [weak self] in self?.engine?.fetchNow() }
        observeStore()
        refreshEntitlement()
        engine.syncNow()
    }

    public func applicationDidBecomeActive() {
        refreshEntitlement()
        engine?.syncNow()
    }

    /// The request goes in again as the app leaves the screen, as Apple advises, so that the
    /// system weighs it with the parent's latest use of the app: changes still waiting to be
    /// sent go at that run, since a suspended app sends nothing.
    public func applicationDidEnterBackground() {
        submitRefreshRequest()
    }

    func submitRefreshRequest() {
        let request = BackgroundTaskRequest(
            identifier: Self.refreshTaskIdentifier, kind: .refresh,
            earliestBeginDate: clock.now.instant + Self.refreshIntervalMs
        )
        try? scheduler.submit(request)
    }

    // MARK: SyncEngineDelegate

    public func syncEngine(_ engine: SyncEngine, didApply record: CloudRecord) {
        noteBalanceRecordChanged(record.id)
        if record.type == FamilyRecordType.ledgerEntry {
            observer?.familySync(didReceive: record.id.name, on: device)
        } else if record.type == FamilyRecordType.dailySummary {
            noteArrived(summary: record)
        }
    }

    public func syncEngine(_ engine: SyncEngine, didRemove id: CloudRecordID, type: String) {
        noteBalanceRecordChanged(id)
    }

    /// A fetched page of the coordination zone may push the phone's own unconfirmed events
    /// past the log: they are withdrawn before they go out again (after a lost answer the send
    /// loop waits for the fetches).
    public func syncEngine(_ engine: SyncEngine, didLog event: SyncEvent) {
        observer?.familySync(engineEvent: event, on: device)
        if event.kind == .fetchedPage, event.recordIDs.contains(where: { $0.zone == layout.coordinationZone }) {
            withdrawUnconfirmedEventsPastTheLog()
        }
    }

    /// The failed change stays in the phone's list of failed changes (`failedChanges`), which
    /// the app shows the parent; the log line is for the trace.
    public func syncEngine(_ engine: SyncEngine, didFail change: FailedChange) {
        noteBalanceRecordChanged(change.id)
        let parent = parent
        observer?.familySync(
            decided: AppDecision(
                kind: .changeFailed, records: [change.id],
                text: "gave up after \(change.attempts) attempts: \(change.error); shown to \(parent)"),
            on: device
        )
    }
}
