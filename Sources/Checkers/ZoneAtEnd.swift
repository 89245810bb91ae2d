import Platform
import SimulatedCloud

/// What the quiet-time checkers hold every device reading a zone to, gathered once per zone
/// rather than once per device and zone.
struct ZoneAtEnd {
    /// The records the service has held since before the horizon, in no particular order.
    let held: [CloudRecord]
    let zone: CloudZoneID

    init(_ zone: CloudZoneID, of service: CloudService, horizonMs: Int64) {
        held = service.recordsInAnyOrder(in: zone).filter {
            ($0.serverModifiedAt?.millisecondsSinceEpoch ?? 0) <= horizonMs
        }
        self.zone = zone
    }

    /// The records the service deleted and does not hold now, sorted by id: asked for at the end
    /// only, so not gathered at every judgement.
    func goneSorted(in service: CloudService) -> [CloudRecordID] {
        service.deletedRecordIDs(in: zone).filter { service.record($0) == nil }
    }
}
