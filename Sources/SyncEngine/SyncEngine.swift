import Platform

/// The app's side of CloudKit sync, in the manner of `CKSyncEngine`: it keeps the last-known
/// server records, queues local edits, sends them one modify operation at a time, fetches the
/// tracked zones page by page, merges conflicts and retries what can be retried.
///
/// Everything worth keeping lives in `state`, kept in the app's `SyncStateStore` and written
/// through at every step. A killed app's engine is simply dropped: the next one starts from the
/// store and sends the still-pending changes again, which is safe because saves carry change tags and
/// inserts carry client-chosen names. Answers may arrive inside the call that asked for them or
/// much later; the engine sets up its bookkeeping before every call so either is fine.
///
/// Local edits are only queued by `save` and `delete`; the host decides when to `syncNow`.
public final class SyncEngine {
    public weak var delegate: SyncEngineDelegate?
    let store: SyncStateStore

    /// The state in the store, read and changed in place: a plain getter would copy the whole
    /// state for every field the engine reads.
    public internal(set) var state: SyncState {
        _read { yield store.state }
        _modify { yield &store.state }
        set { store.state = newValue }
    }

    let database: CloudDatabase
    let timer: AppTimer
    let clock: DeviceClock
    let policy: SyncPolicy
    let resolver: ConflictResolver

    /// What the running process has under way; lost with it, which the state tolerates.
    var isSending = false
    var inFlight: [CloudRecordID: InFlightItem] = [:]
    /// Items waiting for the retry timer (or the next trigger) instead of going out again at once.
    var heldForRetry = HeldItems()
    var zonesToCreate = Set<CloudZoneID>()
    var zonesFetching = Set<CloudZoneID>()
    var zonesFetchRequested = Set<CloudZoneID>()
    var isFetchingDatabaseChanges = false
    var isDatabaseFetchRequested = false
    var isFetchDueAfterSend = false
    /// An operation failed in a way that may have lost its answer after the server wrote it:
    /// the next send fetches first, so a deletion made since wins over sending the write again.
    var isFetchDueBeforeSend = false
    /// The send loop waits for the fetches `isFetchDueBeforeSend` started.
    var isSendDueAfterFetch = false
    /// A fetch the waiting send depends on failed and will be retried.
    var isFetchRoundFailed = false
    var loopsWithRetryArmed = Set<RetryLoop>()
    /// Until then the device was last known offline; triggers other than the retry timer wait.
    var offlineUntilUptimeMs: Int64 = 0
    var sendFailureStreak = 0
    var fetchFailureStreak = 0
    /// Uptime before which the server asked not to hear from us (`retryAfterMs`). Kept in the
    /// state, so a process launched again after a force-quit still waits it out (explore run
    /// 178452383); uptime counts from the boot, so a restart forgets it.
    var quietUntilUptimeMs: Int64 {
        get { state.quiet?.bootSession == clock.bootSession ? state.quiet!.untilUptimeMs : 0 }
        set { state.quiet = SyncState.Quiet(bootSession: clock.bootSession, untilUptimeMs: newValue) }
    }
    /// Halved on `limitExceeded`, so an oversized request is split rather than failed.
    var batchSizeCurrent: Int

    /// An engine working on the state in `store`, which the previous process left.
    public init(
        database: CloudDatabase, timer: AppTimer, clock: DeviceClock,
        store: SyncStateStore, policy: SyncPolicy = SyncPolicy(), resolver: ConflictResolver
    ) {
        let state = store.state
        precondition(state.trackedZones == state.trackedZones.sorted(), "tracked zones are kept sorted")
        precondition(
            state.pendingChanges.values.allSatisfy { $0.revision <= state.revisionLast },
            "every pending revision was handed out")
        precondition(state.pendingOrder.count == state.pendingChanges.count, "the queue's order holds every pending id")
        self.database = database
        self.timer = timer
        self.clock = clock
        self.store = store
        self.policy = policy
        self.resolver = resolver
        self.batchSizeCurrent = policy.batchSizeMax
    }

    /// Fetches `zone` on every sync from now on. Own zones and zones shared with the account alike.
    public func track(zone: CloudZoneID) {
        guard !state.trackedZones.contains(zone) else { return }
        state.trackedZones.append(zone)
        state.trackedZones.sort()
    }

    /// Records a local edit: it becomes the local version at once and is queued for upload. A
    /// delete queued before is replaced (delete then save sends only the save).
    public func save(_ record: CloudRecord) {
        var local = record
        local.changeTag = nil
        local.serverModifiedAt = nil
        enqueue(.save(local), for: record.id)
    }

    /// Queues a delete, replacing a queued save (save then delete sends only the delete). The
    /// delete is sent even for a record the server never confirmed: its upload may have landed.
    /// A record the engine has never seen has nothing to delete.
    public func delete(_ id: CloudRecordID) {
        guard let type = state.localRecord(id)?.type ?? state.serverRecords[id]?.type else { return }
        enqueue(.delete(type: type), for: id)
    }

    /// Sends everything pending, then fetches every tracked zone. Merge results a fetch leaves
    /// pending go out on the next sync.
    /// The app has news that the device may be online: it began a run (launched, woken by a
    /// task or a push — a running app learns from the system at once whether it is online), or
    /// the service answered a request the app made beside the engine. The offline back-off no
    /// longer holds: the next trigger tries again, and a device still cut off hears so at once.
    /// Returns whether the engine had been holding off (so a trigger is worth sending now).
    @discardableResult
    public func networkMayBeBack() -> Bool {
        defer { offlineUntilUptimeMs = 0 }
        return clock.uptimeMs < offlineUntilUptimeMs
    }

    /// Sends everything pending and fetches nothing: for a change made here, whose sending
    /// should not cost a fetch of every zone (pushes, launches and refresh fetch).
    public func sendNow() {
        guard clock.uptimeMs >= offlineUntilUptimeMs else { return }
        releaseHeldItemsIfAllowed()
        sendNextIfPossible()
    }

    public func syncNow() {
        guard clock.uptimeMs >= offlineUntilUptimeMs else {
            isFetchDueAfterSend = true
            return
        }
        releaseHeldItemsIfAllowed()
        isFetchDueAfterSend = true
        sendNextIfPossible()
    }

    /// Fetches every tracked zone (a push arrived); pending changes wait for the next sync.
    public func fetchNow() {
        guard clock.uptimeMs >= quietUntilUptimeMs else { return }
        startFetches()
    }

    /// The offset of the server's clock from this device's, from a save answer: the server
    /// stamped the save between sending and receiving, so its time is set against the middle
    /// (off by at most half the round trip's asymmetry).
    func learnServerClock(from serverSavedAt: Instant?, sentAtMs: Int64) {
        guard let serverSavedAt else { return }
        let receivedAtMs = clock.now.instant.millisecondsSinceEpoch
        let offsetMs = serverSavedAt.millisecondsSinceEpoch - (sentAtMs + (receivedAtMs - sentAtMs) / 2)
        state.serverClockOffsetMs = offsetMs
    }

    /// Nothing in flight and no retry timer armed: the host may stop running the world for it.
    public var isIdle: Bool {
        !isSending && !isFetchingDatabaseChanges && zonesFetching.isEmpty && loopsWithRetryArmed.isEmpty
    }

    /// The time on the service's clock, as well as this device can tell: its own clock corrected
    /// by the offset learned from the server's save times (none learned yet: its own clock).
    /// Edits are stamped with it, so the later edit in true time wins a merge whatever the
    /// phone's clock says.
    public var serverTime: Instant {
        clock.now.instant + (state.serverClockOffsetMs ?? 0)
    }

    /// The record as the app sees it, local edits included; nil once deleted locally.
    public func record(_ id: CloudRecordID) -> CloudRecord? {
        state.localRecord(id)
    }

    /// The local versions of a type, in one zone or all, sorted by id.
    public func records(ofType type: String, in zone: CloudZoneID?) -> [CloudRecord] {
        guard let zone else {
            return recordsInAnyOrder { _ in true }.filter { $0.type == type }.sorted { $0.id < $1.id }
        }
        return records(ofType: type, in: zone) { _ in true }
    }

    /// The local versions of a type in one zone whose ids `isWanted` picks, sorted by id; the
    /// ids are picked before any record is read, so a caller that skips most of them (commands
    /// already answered) pays little for them.
    public func records(ofType type: String, in zone: CloudZoneID, whereID isWanted: (CloudRecordID) -> Bool)
        -> [CloudRecord]
    {
        var found: [CloudRecord] = []
        var gone: Set<CloudRecordID> = []
        for id in state.recordIndex.ids(ofType: type, in: zone) where isWanted(id) {
            if let local = state.localRecord(id) {
                if local.type == type { found.append(local) }
            } else if state.serverRecords[id] == nil && state.pendingChanges[id] == nil {
                gone.insert(id)
            }
        }
        if !gone.isEmpty { state.recordIndex.forget(gone, ofType: type, in: zone) }
        return found
    }

    /// The local versions of the records whose ids `isWanted` picks, in hash order, spared the
    /// sort: only for answers that cannot depend on the order, such as a sum or a set.
    public func recordsInAnyOrder(where isWanted: (CloudRecordID) -> Bool) -> [CloudRecord] {
        var found: [CloudRecord] = []
        for (id, serverCopy) in state.serverRecords where isWanted(id) {
            let local = state.pendingChanges[id] == nil ? serverCopy : state.localRecord(id)
            if let local { found.append(local) }
        }
        for id in state.pendingChanges.keys where state.serverRecords[id] == nil && isWanted(id) {
            if let local = state.localRecord(id) { found.append(local) }
        }
        return found
    }

    func enqueue(_ change: RecordChange, for id: CloudRecordID) {
        let attempts = state.pendingChanges[id]?.attempts ?? 0
        state.setPendingChange(PendingChange(change: change, revision: nextRevision(), attempts: attempts), for: id)
    }

    func nextRevision() -> Int {
        state.revisionLast += 1
        return state.revisionLast
    }

    /// Tells the delegate what the engine did. `decision` is kept unbuilt until the event's text
    /// is read, so it must not read the engine (being `@Sendable`, it cannot capture it).
    func log(
        _ kind: SyncEvent.Kind, _ ids: [CloudRecordID], tags: [CloudChangeTag?] = [],
        _ decision: @autoclosure @escaping @Sendable () -> String
    ) {
        let event = SyncEvent(
            kind: kind, recordIDs: ids, changeTags: tags.compactMap { $0 }, describingDecision: decision,
            at: clock.now.instant
        )
        delegate?.syncEngine(self, didLog: event)
    }
}

/// One record of the modify operation under way: which local edit it carries and which server
/// version it was based on, so its answer can tell a newer edit (or a newer fetch) from itself.
struct InFlightItem: Equatable {
    let revision: Int
    let baseTag: CloudChangeTag?
    let sent: CloudRecord?
}
