import Platform

/// The ids of the pending changes in id order, kept as changes come and go: the send loop takes
/// its next batch from the front and the state digests walk the queue in this order. Both sorted
/// every pending id each time before, so a device back from weeks offline sorted thousands of
/// ids for each batch it sent and each retry it logged.
///
/// Each id carries a stamp, new at every change of its pending change, so a reader that worked
/// something out of a change (a digest) can tell the change it saw from a later one without
/// looking it up. Stamps are unique within one `origin` (the `SyncState()` the state grew from)
/// since the state is never replaced by an older one.
///
/// Held largest first, so the smallest id, which the send loop settles first, leaves from the
/// end of the array without moving the others. Derived from `SyncState.pendingChanges`, so it
/// takes no part in the state's equality.
public struct PendingOrder: Hashable, Sendable {
    public struct Entry: Sendable {
        public let id: CloudRecordID
        public fileprivate(set) var stamp: Int
    }

    /// Told apart by identity: a fresh state (an app installed again) starts its stamps anew.
    public final class Origin: Sendable {}

    public let origin = Origin()
    private(set) var descending: [Entry] = []
    private var stampLast = 0

    public init() {}

    /// Every pending id with its stamp, smallest id first.
    public var entries: ReversedCollection<[Entry]> { descending.reversed() }

    /// Every pending id, smallest first.
    public var ascending: LazyMapCollection<ReversedCollection<[Entry]>, CloudRecordID> {
        descending.reversed().lazy.map(\.id)
    }

    public var count: Int { descending.count }

    /// `id`'s pending change was set: a new id takes its place, a known one a new stamp.
    mutating func noteChange(of id: CloudRecordID) {
        stampLast += 1
        let position = position(of: id)
        if position < descending.count, descending[position].id == id {
            descending[position].stamp = stampLast
        } else {
            descending.insert(Entry(id: id, stamp: stampLast), at: position)
        }
    }

    mutating func remove(_ id: CloudRecordID) {
        let position = position(of: id)
        guard position < descending.count, descending[position].id == id else { return }
        if position == descending.count - 1 {
            descending.removeLast()
        } else {
            descending.remove(at: position)
        }
    }

    /// The first index whose id is not above `id`: where `id` is, or would go.
    private func position(of id: CloudRecordID) -> Int {
        var low = 0
        var high = descending.count
        while low < high {
            let middle = (low + high) / 2
            if id < descending[middle].id { low = middle + 1 } else { high = middle }
        }
        return low
    }

    public static func == (lhs: PendingOrder, rhs: PendingOrder) -> Bool { true }

    public func hash(into hasher: inout Hasher) {}
}
