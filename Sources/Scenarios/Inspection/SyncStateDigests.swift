import Platform
import Simulation
import SyncEngine

/// The parts of a sync engine's state that `diff` names: what it still has to send, and what it
/// holds of the service's records.
enum SyncStateDigests {
    static func parts(of state: SyncState?) -> [StateDigest] {
        guard let state else { return [] }
        var pending = StateDigester()
        for id in state.pendingChanges.keys.sorted() {
            let change = state.pendingChanges[id]!
            pending.mix(id.description)
            pending.mix(change.revision)
            pending.mix(change.attempts)
            switch change.change {
            case let .save(record): pending.mix(recordDigest(record))
            case let .delete(type): pending.mix("delete " + type)
            }
        }
        pending.mix(state.failedChanges.count)
        return [
            StateDigest(part: "pending", value: pending.value),
            StateDigest(part: "cache", value: cacheDigest(state.serverRecords.values)),
        ]
    }

    /// A sum of per-record digests: independent of the dictionary's order, so no sort is paid
    /// for at each checkpoint.
    static func cacheDigest<Records: Sequence>(_ records: Records) -> UInt64 where Records.Element == CloudRecord {
        var sum: UInt64 = 0
        var count = 0
        for record in records {
            sum = sum &+ recordDigest(record)
            count += 1
        }
        var digester = StateDigester()
        digester.mix(sum)
        digester.mix(count)
        return digester.value
    }

    static func recordDigest(_ record: CloudRecord) -> UInt64 {
        var digester = StateDigester()
        digester.mix(record.id.description)
        digester.mix(record.changeTag?.rawValue ?? "")
        for (name, value) in record.sortedFields {
            digester.mix(name)
            switch value {
            case let .int(number): digester.mix(number)
            case let .text(text): digester.mix(text)
            }
        }
        return digester.value
    }
}
