import Checkers
import FamilyApp
import Platform
import SyncEngine

/// What expectations read of the synced family at a moment.
extension SyncRun {
    /// Every device with the app's sync engine, and the engine's state as the device holds it.
    var syncedDevices: [(device: DeviceID, state: SyncState)] {
        familyUnderCheck.syncedStates.map { ($0.device, $0.state) }
    }

    /// Every member's device holds every record of the zones it reads at the service's version,
    /// and has nothing left to send.
    var isConvergedNow: Bool {
        let service = world.cloudService!
        return familyUnderCheck.syncedStates.filter { !$0.isOutsider }.allSatisfy { _, _, state in
            state.pendingChanges.isEmpty
                && state.trackedZones.allSatisfy { zone in
                    let held = service.recordsInAnyOrder(in: zone)
                    return held.count == state.serverRecords.keys.filter({ $0.zone == zone }).count
                        && held.allSatisfy { state.serverRecords[$0.id]?.changeTag == $0.changeTag }
                }
        }
    }

    /// Commands of `child` (every child: nil) issued, or answered with `status`, or not yet answered.
    func commandCount(_ status: String, child: ChildID?) -> Int {
        let devices = childApps.filter { child == nil || $0.child == child }.map(\.device)
        let issued = issuedAtMs.keys.filter { command in
            child == nil
                || parentApps.values.contains { app in
                    app.engine?.records(ofType: FamilyRecordType.command, in: layout.familyZone(of: child!))
                        .contains { $0.id.name == command } ?? false
                }
        }
        let outcomes = issued.compactMap { command in
            executions[command]?.first { devices.contains($0.device) }?.outcome
        }
        switch status {
        case "issued": return issued.count
        case "unanswered": return issued.count - outcomes.count
        default:
            let wanted = CommandOutcome(rawValue: status)
            precondition(wanted != nil, "the catalogue names the statuses")
            return outcomes.filter { $0 == wanted }.count
        }
    }
}
