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

    public func permission(of account: CloudAccountID, in zone: CloudZoneID) -> ZoneAccess? {
        hostedZones[zone]?.access(of: account)
    }
}
