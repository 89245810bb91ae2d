import Reports
import SimulatedCloud
import Simulation

/// The cloud service as the trace hash and `diff` see it: every zone's records and deletions.
final class ServiceProbe: StateDumpable {
    let service: CloudService

    init(service: CloudService) {
        self.service = service
    }

    var subject: String { "service" }

    func stateDigests(walkingRecords: Bool) -> [StateDigest] {
        guard walkingRecords else { return [] }
        var records = StateDigester()
        var deletions = StateDigester()
        for zone in service.allZones {
            records.mix(zone.name)
            records.mix(SyncStateDigests.cacheDigest(service.recordsInAnyOrder(in: zone)))
            deletions.mix(service.deletedRecordCount(in: zone))
        }
        return [
            StateDigest(part: "records", value: records.value), StateDigest(part: "deletions", value: deletions.value),
        ]
    }

    func stateDump(formatTime: (Int64) -> String) -> JSONValue {
        let zones = service.allZones.map { zone in
            JSONValue(object: [
                ("zone", .string(zone.description)),
                ("records", .array(service.records(in: zone).map(SyncStateDump.record))),
                ("deleted", .array(service.deletedRecordIDs(in: zone).map { .string($0.name) })),
            ])
        }
        return JSONValue(object: [("zones", .array(zones))])
    }
}
