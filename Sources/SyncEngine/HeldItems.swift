import Platform

/// The items waiting for the retry timer (or the next trigger) instead of going out again at
/// once, by id.
///
/// A transient failure holds the whole queue. A device back from weeks offline put thousands of
/// ids into a set at each such failure, sorted them for the log, and looked each up again to
/// find nothing left to send. The whole queue is now held as the queue's order as it was (its
/// storage shared, not copied), beside the ids held or let go of one by one since; a walk of the
/// queue meets the held order entry by entry, comparing stamps, and ids only where they differ.
struct HeldItems {
    /// The queue when it was held whole, in id order, and where it came from.
    private var wholeQueue: ArraySlice<PendingOrder.Entry> = []
    private var wholeQueueOrigin: PendingOrder.Origin?
    /// Held one by one; none of them in `wholeQueue`.
    private var added: Set<CloudRecordID> = []
    /// Of `wholeQueue`, let go of one by one.
    private var released: Set<CloudRecordID> = []

    var isEmpty: Bool { added.isEmpty && released.count == wholeQueue.count }

    /// Holds every id of `order`.
    mutating func holdAll(_ order: PendingOrder) {
        guard order.count > 0 else { return }
        if isEmpty {
            self = HeldItems()
            wholeQueue = order.entries
            wholeQueueOrigin = order.origin
            return
        }
        for id in order.ascending { insert(id) }
    }

    mutating func insert(_ id: CloudRecordID) {
        if isInWholeQueue(id) {
            released.remove(id)
        } else {
            added.insert(id)
        }
    }

    mutating func remove(_ id: CloudRecordID) {
        if isInWholeQueue(id) {
            released.insert(id)
        } else {
            added.remove(id)
        }
    }

    mutating func removeAll() {
        self = HeldItems()
    }

    /// The first `limit` ids of `order` not held, in id order.
    func firstNotHeld(in order: PendingOrder, limit: Int) -> [CloudRecordID] {
        var found: [CloudRecordID] = []
        if isEmpty {
            found.reserveCapacity(min(limit, order.count))
            for id in order.ascending.prefix(limit) { found.append(id) }
            return found
        }
        var walk = PendingOrder.Walk(seen: wholeQueue, seenOrigin: wholeQueueOrigin, beside: order)
        for entry in order.entries {
            let isHeld =
                walk.match(entry) != .absent
                ? released.isEmpty || !released.contains(entry.id)
                : !added.isEmpty && added.contains(entry.id)
            guard !isHeld else { continue }
            found.append(entry.id)
            if found.count == limit { break }
        }
        return found
    }

    /// Every held id in id order.
    func sorted() -> [CloudRecordID] {
        var whole: [CloudRecordID] = []
        whole.reserveCapacity(wholeQueue.count - released.count)
        for entry in wholeQueue where released.isEmpty || !released.contains(entry.id) {
            whole.append(entry.id)
        }
        guard !added.isEmpty else { return whole }
        return (whole + added).sorted()
    }

    private func isInWholeQueue(_ id: CloudRecordID) -> Bool {
        let position = wholeQueue.position(of: id)
        return position < wholeQueue.endIndex && wholeQueue[position].id == id
    }
}
