import Platform

/// Everything the engine needs after the app is killed, as one value the host persists after
/// every call and callback. Dictionaries are only looked up; every walk over them is sorted.
public struct SyncState: Hashable, Sendable {
    /// The last copy of each record the server returned: the base (and change tag) of the next
    /// save and the ancestor of a three-way merge.
    /// Changed only through `cacheServerCopy` and `removeServerCopy`, which keep the index.
    public private(set) var serverRecords: [CloudRecordID: CloudRecord] = [:]
    /// Changed only through `setPendingChange`, which keeps the index and the order.
    public private(set) var pendingChanges: [CloudRecordID: PendingChange] = [:]
    /// The ids of `pendingChanges` in id order, each stamped anew at every change; kept by
    /// `setPendingChange`.
    public private(set) var pendingOrder = PendingOrder()
    /// Every record that entered `serverRecords` or `pendingChanges`, per zone and type.
    var recordIndex = RecordIndex()
    public var changeTokens: [CloudZoneID: CloudChangeToken] = [:]
    /// How far the database's list of changed zones has been read.
    public var databaseToken: CloudChangeToken?
    /// Zones the database said changed whose changes are not all fetched yet; kept until a fetch
    /// of the zone ends, so a failed fetch is not forgotten once the database token has moved on.
    public var zonesWithUnfetchedChanges: Set<CloudZoneID> = []
    /// Sorted.
    public var trackedZones: [CloudZoneID] = []
    /// Zones being fetched again from a nil token after `changeTokenExpired`, with the records
    /// seen so far: whatever the cache holds beyond them was deleted elsewhere.
    public var zonesRefetching: [CloudZoneID: Set<CloudRecordID>] = [:]
    public var failedChanges: [FailedChange] = []
    public var discardedValues: [DiscardedValue] = []
    public var counters = SyncCounters()
    /// The server's clock minus this device's, learned from save answers; nil until one came.
    public var serverClockOffsetMs: Int64?
    /// The last revision handed out to a pending change.
    public var revisionLast = 0
    /// Until when the server asked for quiet, on the clock of one boot.
    public var quiet: Quiet?

    public struct Quiet: Hashable, Sendable {
        public var bootSession: Int
        public var untilUptimeMs: Int64
    }

    public init() {}

    /// Keeps `record` as the last server copy of its id.
    mutating func cacheServerCopy(_ record: CloudRecord) {
        serverRecords[record.id] = record
        recordIndex.note(record)
    }

    /// Forgets the server copy of `id`.
    ///
    /// - Returns: the copy forgotten.
    @discardableResult
    mutating func removeServerCopy(_ id: CloudRecordID) -> CloudRecord? {
        return serverRecords.removeValue(forKey: id)
    }

    /// Sets the pending change of `id`, or drops it (`nil`); a saved record enters the index.
    ///
    /// - Returns: the change replaced or dropped.
    @discardableResult
    mutating func setPendingChange(_ change: PendingChange?, for id: CloudRecordID) -> PendingChange? {
        guard let change else {
            let removed = pendingChanges.removeValue(forKey: id)
            if removed != nil { pendingOrder.remove(id) }
            return removed
        }
        if case .save(let record) = change.change { recordIndex.note(record) }
        pendingOrder.noteChange(of: id)
        return pendingChanges.updateValue(change, forKey: id)
    }

    /// The record as the app sees it: the pending local version, or the server copy.
    public func localRecord(_ id: CloudRecordID) -> CloudRecord? {
        switch pendingChanges[id]?.change {
        case .save(let record)?: rebased(record)
        case .delete?: nil
        case nil: serverRecords[id]
        }
    }

    /// A local version on top of the cached server copy's tag: what a save sends.
    func rebased(_ record: CloudRecord) -> CloudRecord {
        let server = serverRecords[record.id]
        var rebased = record
        rebased.changeTag = server?.changeTag
        rebased.serverModifiedAt = server?.serverModifiedAt
        return rebased
    }
}
