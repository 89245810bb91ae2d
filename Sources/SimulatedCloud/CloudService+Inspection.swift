import Platform

/// Read-only views for checkers and reports. They are not requests: nothing is counted or
/// compacted, and no time passes.
extension CloudService {
    /// The zone's current records, by name.
    public func records(in zone: CloudZoneID) -> [CloudRecord] {
        recordsInAnyOrder(in: zone).sorted { $0.id < $1.id }
    }

    /// The zone's current records in hash order, spared the sort: only for answers that
    /// cannot depend on the order, such as a count or a set.
    public func recordsInAnyOrder(in zone: CloudZoneID) -> [CloudRecord] {
        hostedZones[zone]?.records.values.map(\.record) ?? []
    }

    public func record(_ id: CloudRecordID) -> CloudRecord? {
        hostedZones[id.zone]?.records[id]?.record
    }

    public var allZones: [CloudZoneID] {
        hostedZones.keys.sorted()
    }

    /// Every record of the zone ever deleted, including those whose history was compacted and
    /// those created again since, sorted.
    public func deletedRecordIDs(in zone: CloudZoneID) -> [CloudRecordID] {
        (hostedZones[zone]?.tombstones.keys).map { $0.sorted() } ?? []
    }

    /// The first, by name, of the zone's deleted records that exists again (see
    /// `deletedRecordIDs`): the same answer as searching that sorted list, without the sort a
    /// check at every quiet moment would pay for every record deleted since the run began.
    public func firstRecreatedRecordID(in zone: CloudZoneID) -> CloudRecordID? {
        guard let hosted = hostedZones[zone] else { return nil }
        return hosted.tombstones.keys.filter { hosted.records[$0] != nil }.min()
    }

    /// How many records of the zone were ever deleted (see `deletedRecordIDs`), spared the sort
    /// a daily digest would pay for every record deleted since the run began.
    public func deletedRecordCount(in zone: CloudZoneID) -> Int {
        hostedZones[zone]?.tombstones.count ?? 0
    }

    public func permission(of account: CloudAccountID, in zone: CloudZoneID) -> ZoneAccess? {
        hostedZones[zone]?.access(of: account)
    }
}

/// A place in one zone's history, for a reader that keeps its own view of the zone up to date
/// from what changed since it last looked rather than reading every record again.
public struct ZoneHistoryPosition: Equatable, Sendable {
    let generation: Int
    let sequence: Int
}

extension CloudService {
    /// The ids of the records of `zone` written or deleted since `position`, oldest first (an id
    /// written twice appears twice), and the zone's position now. The ids are nil when there is
    /// no position yet, or that stretch of the history is gone (compacted, or every token
    /// expired): the reader then reads the zone afresh. Like the other views, not a request.
    public func recordIDsChanged(
        in zone: CloudZoneID, since position: ZoneHistoryPosition?
    ) -> (ids: [CloudRecordID]?, now: ZoneHistoryPosition?) {
        guard let log = hostedZones[zone]?.log else { return (nil, nil) }
        let now = ZoneHistoryPosition(generation: log.generation, sequence: log.headSequence)
        guard let position, log.canAnswer(from: position.sequence, generation: position.generation) else {
            return (nil, now)
        }
        return (log.entries(after: position.sequence).map(\.recordID), now)
    }
}
