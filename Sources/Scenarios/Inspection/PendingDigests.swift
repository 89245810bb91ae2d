import Platform
import Simulation
import SyncEngine

/// The `pending` part of one sync engine's digest, each pending change's words kept from one
/// checkpoint to the next. A device offline for weeks queues thousands of changes; the daily
/// checkpoint sorted them and digested every record's fields each time, a third of a two-month
/// outage's run. Now the queue is walked in the order the state keeps, beside the words of the
/// last checkpoint, and a change is looked up and digested again only when its stamp is new.
/// The digest is the same value, word for word.
final class PendingDigests {
    /// What one change mixes, in order: plain numbers, copied without touching a reference.
    private struct Words {
        let zone: UInt64
        let name: UInt64
        let revision: Int
        let attempts: Int
        let content: UInt64
    }

    /// The state's queue at the last checkpoint (its storage shared with the state's, not
    /// copied) and the words of each of its changes, in the same order.
    private var seen: ArraySlice<PendingOrder.Entry> = []
    private var words: [Words] = []
    private var origin: PendingOrder.Origin?

    func digest(of state: SyncState) -> UInt64 {
        let order = state.pendingOrder
        if origin !== order.origin {
            origin = order.origin
            seen = []
            words = []
        }
        var kept: [Words] = []
        kept.reserveCapacity(order.count)
        var walk = PendingOrder.Walk(seen: seen, seenOrigin: origin, beside: order)
        for entry in order.entries {
            if case .sameChange(let offset) = walk.match(entry) {
                kept.append(words[offset])
            } else {
                kept.append(Self.words(of: entry.id, state.pendingChanges[entry.id]!))
            }
        }
        seen = order.entries
        words = kept
        var pending = StateDigester()
        for change in words {
            pending.mix(change.zone)
            pending.mix(change.name)
            pending.mix(change.revision)
            pending.mix(change.attempts)
            pending.mix(change.content)
        }
        pending.mix(state.failedChanges.count)
        return pending.value
    }

    private static func words(of id: CloudRecordID, _ pending: PendingChange) -> Words {
        let content: UInt64
        switch pending.change {
        case .save(let record): content = SyncStateDigests.recordDigest(record)
        case .delete(let type): content = StateDigester.word("delete " + type)
        }
        return Words(
            zone: StateDigester.word(id.zone.name), name: StateDigester.word(id.name),
            revision: pending.revision, attempts: pending.attempts, content: content)
    }
}
