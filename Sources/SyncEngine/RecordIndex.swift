import Platform

/// The ids of every record the state has held, per zone and type, sorted: what
/// `SyncEngine.records(ofType:in:)` reads instead of walking every record of every zone, which
/// made each fetched command cost as much as the device's whole history. An id is noted when a
/// record enters the state and dropped when a lookup finds it gone.
///
/// It is derived from the records it indexes, so it takes no part in the state's equality.
public struct RecordIndex: Hashable, Sendable {
    private struct Kind: Hashable, Sendable {
        let zone: CloudZoneID
        let type: String
    }

    private var sortedIDs: [Kind: [CloudRecordID]] = [:]

    public init() {}

    mutating func note(_ record: CloudRecord) {
        Self.insert(record.id, into: &sortedIDs[Kind(zone: record.id.zone, type: record.type), default: []])
    }

    /// Inserts `id` in place: a copy of the list read first would hold a second reference to
    /// its storage and make the insertion copy every id of the zone and type.
    private static func insert(_ id: CloudRecordID, into ids: inout [CloudRecordID]) {
        let position = ids.partitioningIndex { !($0 < id) }
        guard position == ids.count || ids[position] != id else { return }
        ids.insert(id, at: position)
    }

    /// The ids noted for `type` in `zone`, sorted; some may be gone from the state.
    func ids(ofType type: String, in zone: CloudZoneID) -> [CloudRecordID] {
        sortedIDs[Kind(zone: zone, type: type)] ?? []
    }

    /// Lets go of ids a lookup found gone from the state.
    mutating func forget(_ gone: Set<CloudRecordID>, ofType type: String, in zone: CloudZoneID) {
        sortedIDs[Kind(zone: zone, type: type)]?.removeAll { gone.contains($0) }
    }

    public static func == (lhs: RecordIndex, rhs: RecordIndex) -> Bool { true }

    public func hash(into hasher: inout Hasher) {}
}

private extension Array {
    /// The first index whose element satisfies `isAbove`, which holds for a suffix of the array.
    func partitioningIndex(where isAbove: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isAbove(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
