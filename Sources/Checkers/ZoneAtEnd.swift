import Platform
import SimulatedCloud

/// What the quiet-time checkers hold every device reading a zone to, gathered once per zone
/// rather than once per device and zone.
struct ZoneAtEnd {
    /// The records the service has held since before the horizon, in no particular order.
    let held: [CloudRecord]
    /// The records the service deleted and does not hold now, sorted by id.
    let goneSorted: [CloudRecordID]

    init(_ zone: CloudZoneID, of service: CloudService, horizonMs: Int64) {
        held = service.recordsInAnyOrder(in: zone).filter {
            ($0.serverModifiedAt?.millisecondsSinceEpoch ?? 0) <= horizonMs
        }
        goneSorted = service.deletedRecordIDs(in: zone).filter { service.record($0) == nil }
    }
}
