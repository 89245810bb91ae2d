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
/// A device offline for months queues ids that sort near the end (record names carry a growing
/// number) and, back online, sends and settles them from the front: new ids are inserted near
/// the end of the array, and settled ones leave the front by moving where the queue starts,
/// the array closing the gap only once half of it is behind. Derived from
/// `SyncState.pendingChanges`, so it takes no part in the state's equality.
public struct PendingOrder: Hashable, Sendable {
    public struct Entry: Sendable {
        public let id: CloudRecordID
        public fileprivate(set) var stamp: Int
    }

    /// Told apart by identity: a fresh state (an app installed again) starts its stamps anew.
    public final class Origin: Sendable {}

    public let origin = Origin()
    /// In id order from `start`; the entries before it were settled.
    private var storage: [Entry] = []
    private var start = 0
    private var stampLast = 0

    public init() {}

    /// Every pending id with its stamp, smallest id first.
    public var entries: ArraySlice<Entry> { storage[start...] }

    /// Every pending id, smallest first.
    public var ascending: LazyMapCollection<ArraySlice<Entry>, CloudRecordID> {
        storage[start...].lazy.map(\.id)
    }

    public var count: Int { storage.count - start }

    /// `id`'s pending change was set: a new id takes its place, a known one a new stamp.
    mutating func noteChange(of id: CloudRecordID) {
        stampLast += 1
        let position = position(of: id)
        if position < storage.count, storage[position].id == id {
            storage[position].stamp = stampLast
        } else {
            storage.insert(Entry(id: id, stamp: stampLast), at: position)
        }
    }

    mutating func remove(_ id: CloudRecordID) {
        let position = position(of: id)
        guard position < storage.count, storage[position].id == id else { return }
        guard position == start else {
            storage.remove(at: position)
            return
        }
        start += 1
        if start * 2 >= storage.count {
            storage.removeFirst(start)
            start = 0
        }
    }

    /// The first index from `start` whose id is not below `id`: where `id` is, or would go.
    private func position(of id: CloudRecordID) -> Int {
        storage[start...].position(of: id)
    }

    public static func == (lhs: PendingOrder, rhs: PendingOrder) -> Bool { true }

    public func hash(into hasher: inout Hasher) {}
}

extension ArraySlice<PendingOrder.Entry> {
    /// The first index whose id is not below `id`, the entries being in id order: where `id`
    /// is, or would go.
    func position(of id: CloudRecordID) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if self[middle].id < id { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
