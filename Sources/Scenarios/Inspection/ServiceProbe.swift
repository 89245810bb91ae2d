import SimulatedCloud
import Simulation

/// The cloud service as the trace hash and `diff` see it: every zone's records and deletions.
final class ServiceProbe: StateProbe {
    let service: CloudService

    init(service: CloudService) {
        self.service = service
    }

    var subject: String { "service" }

    func stateDigests() -> [StateDigest] {
        var records = StateDigester()
        var deletions = StateDigester()
        for zone in service.allZones {
            records.mix(zone.description)
            records.mix(SyncStateDigests.cacheDigest(service.recordsInAnyOrder(in: zone)))
            deletions.mix(service.deletedRecordIDs(in: zone).count)
        }
        return [StateDigest(part: "records", value: records.value), StateDigest(part: "deletions", value: deletions.value)]
    }
}
