import Platform

/// At the end, every record the service has held since before the horizon is on every device
/// that reads its zone, at the service's version, and none it deleted before then is still on a
/// device. Before the end, a device is held to every record its latest complete fetch of the
/// zone was handed: one it lacks was lost on the way in.
enum ConvergenceChecker {
    static func check(_ family: FamilyUnderCheck, horizonMs: Int64, into log: ViolationLog) {
        var zones: [CloudZoneID: ZoneAtEnd] = [:]
        for (device, isOutsider, state) in family.syncedStates where !isOutsider {
            let caughtUp = family.world.connection(of: device)?.caughtUpThroughMs ?? [:]
            for zone in state.trackedZones {
                let atHorizon = zones[zone] ?? ZoneAtEnd(zone, of: family.service, horizonMs: horizonMs)
                zones[zone] = atHorizon
                let fetchedThroughMs = family.isAtEnd ? horizonMs : min(horizonMs, caughtUp[zone] ?? .min)
                // Counted in one pass, copying no record: every device and zone is walked at
                // every judgement.
                var staleCount = 0
                var first: CloudRecordID?
                for record in atHorizon.held
                where (record.serverModifiedAt?.millisecondsSinceEpoch ?? 0) <= fetchedThroughMs
                    && state.serverRecords[record.id]?.changeTag != record.changeTag
                {
                    staleCount += 1
                    // The smallest id is the one a sorted listing would name first.
                    if first.map({ record.id < $0 }) ?? true { first = record.id }
                }
                if let first {
                    log.note(
                        Violation(
                            checker: .convergence, timeMs: family.nowMs, devices: [device],
                            subject: "\(device) \(zone)",
                            detail:
                                "\(device) lacks \(staleCount) record(s) of \(zone) the service has held for longer "
                                + "than the bound, first \(first.name)"
                        ))
                }
                if family.isAtEnd,
                    let back = atHorizon.goneSorted(in: family.service).first(where: { state.serverRecords[$0] != nil })
                {
                    log.note(
                        Violation(
                            checker: .resurrection, timeMs: family.nowMs, devices: [device],
                            subject: "\(device) \(back)",
                            detail: "\(device) still holds \(back.name), which the service deleted"))
                }
            }
        }
    }
}
