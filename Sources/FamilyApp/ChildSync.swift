import Platform
import RewardEngine
import SyncEngine

/// The child's side of sync on one device: it uploads the entries this device makes, copies
/// the ones the child's other devices made, answers the parents' commands, and books their
/// adjustments — each once across the child's devices (see `ChildSync+Siblings`).
public final class ChildSync {
    unowned let app: ChildDeviceApp
    public let layout: FamilyCloudLayout
    let parents: [ParentID]
    let database: CloudDatabase
    let timer: AppTimer
    weak var observer: FamilySyncObserver?
    /// How an overdraft is told.
    let overdraftAnnouncer: OverdraftAnnouncer
    /// Where each closed day goes.
    let summaryDelivery: DailySummaryDelivery
    /// What survives the process: the sync state, written through by the engine, and how far
    /// the ledger has been uploaded.
    public let syncStore = SyncStateStore()
    public internal(set) var disk = ChildSyncDisk()
    /// The sync engine of the running process; a new one, on the store, at every launch.
    public private(set) var engine: SyncEngine?
    /// The zone of the child's ledger, made once: every entry uploaded needs it.
    let usageZone: CloudZoneID

    init(
        app: ChildDeviceApp, layout: FamilyCloudLayout, parents: [ParentID], database: CloudDatabase,
        timer: AppTimer, observer: FamilySyncObserver?, overdraftAnnouncer: OverdraftAnnouncer,
        summaryDelivery: DailySummaryDelivery
    ) {
        self.app = app
        self.layout = layout
        self.parents = parents
        self.database = database
        self.timer = timer
        self.observer = observer
        self.overdraftAnnouncer = overdraftAnnouncer
        self.summaryDelivery = summaryDelivery
        usageZone = layout.usageZone(of: app.store.account.child)
    }

    var child: ChildID { app.store.account.child }
    var familyZone: CloudZoneID { layout.familyZone(of: child) }

    /// At every launch: a fresh engine on the store, listening for pushes, catching up.
    func start() {
        let engine = SyncEngine(
            database: database, timer: timer, clock: app.clock, store: syncStore,
            resolver: FamilyRecordType.resolver(parents: parents)
        )
        engine.delegate = self
        self.engine = engine
        database.subscribeToChanges { [weak self] in
            self?.engine?.networkMayBeBack()
            self?.uploadNewEntries()
            self?.engine?.fetchNow()
        }
        catchUp()
    }

    /// The app began a run (launched, opened, woken for a task): it catches up at once,
    /// whatever back-off an earlier run left — a new run knows whether the device is online.
    func beginRun() {
        engine?.networkMayBeBack()
        catchUp()
    }

    /// Whenever the app runs: what the extension counted since the last run goes up, and the
    /// engine sends and fetches.
    func catchUp() {
        uploadNewEntries()
        engine?.syncNow()
    }

    /// Queues every entry this device made since the last upload, named by device and
    /// sequence (`EntryOrigin+RecordName`); copies of the siblings' entries stay home. Host-app
    /// code only: the extension's entries wait for the app's next run.
    func uploadNewEntries() {
        guard let engine else { return }
        shareMinutes()
        // Sequences run 1…n, so the entries after the last uploaded one are a suffix. Read in
        // place: this runs after every commit of the app, mostly to find nothing.
        let fresh = app.store.account.ledger.entries.dropFirst(disk.uploadedThrough)
        guard !fresh.isEmpty else { return }
        var sent = false
        for entry in fresh where entry.copiedFrom == nil {
            var fields: [String: CloudValue] = [
                "amount": .int(Int64(entry.amount)), "kind": .text(entry.kind.rawValue),
                "at": .int(entry.timestamp.millisecondsSinceEpoch), "sequence": .int(Int64(entry.sequence)),
                "device": .text(app.device.rawValue), "date": .int(entry.localDate.daysSinceEpoch),
                "description": .text(entry.description),
            ]
            if let actor = entry.actor { fields["actor"] = .text(actor) }
            if let usedApp = entry.app { fields["app"] = .text(usedApp.rawValue) }
            if let source = app.store.work.remote.adjustmentBookedBy[entry.sequence] {
                fields["source"] = .text(source)
            }
            if let reversed = entry.reverses, let source = app.store.work.remote.adjustmentBookedBy[reversed] {
                fields["reverses"] = .text(source)
            }
            let name = EntryOrigin(device: app.device, sequence: entry.sequence).recordName(of: child)
            engine.save(
                CloudRecord(
                    id: CloudRecordID(zone: usageZone, name: name), type: FamilyRecordType.ledgerEntry,
                    fields: fields))
            observer?.familySync(didRecord: name, madeAt: entry.timestamp, on: app.device)
            sent = true
        }
        disk.uploadedThrough = fresh.last!.sequence
        if sent { engine.sendNow() }
    }
}

/// What the child app keeps on disk for sync besides the sync state.
public struct ChildSyncDisk: Hashable, Sendable {
    /// Every ledger entry up to this sequence has been queued for upload.
    public var uploadedThrough = 0
    /// How many batches of this device's counted minutes have been queued for upload.
    public var minuteBatchesShared = 0
    /// Whether another device of the child has registered, as fetched: until then the minutes
    /// this device counts have nobody to go to.
    public var knowsSibling = false

    public init() {}
}
