import Platform
import Simulation
import SyncEngine

/// The parts of a sync engine's state that `diff` names: what it still has to send, and what it
/// holds of the service's records.
enum SyncStateDigests {
    /// `pending` always, through the probe's `pending` digests; `cache`, which walks every record
    /// held, only when `walkingRecords`.
    static func parts(of state: SyncState?, pending: PendingDigests, walkingRecords: Bool) -> [StateDigest] {
        guard let state else { return [] }
        let pendingPart = StateDigest(part: "pending", value: pending.digest(of: state))
        guard walkingRecords else { return [pendingPart] }
        return [pendingPart, StateDigest(part: "cache", value: cacheDigest(state.serverRecords.values))]
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
        digester.mix(record.id.zone.name)
        digester.mix(record.id.name)
        digester.mix(record.changeTag?.rawValue ?? "")
        // A sum over the fields: no sort of their names, the same for any dictionary order.
        var fields: UInt64 = 0
        for (name, value) in record.fields {
            var field = StateDigester()
            field.mix(name)
            switch value {
            case .int(let number): field.mix(number)
            case .text(let text): field.mix(text)
            }
            fields = fields &+ field.value
        }
        digester.mix(fields)
        return digester.value
    }
}
