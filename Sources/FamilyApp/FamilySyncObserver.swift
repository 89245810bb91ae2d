import Platform
import SyncEngine

/// Hears what the app's sync did, as a device log would show it: the moments a harness or a
/// diagnostics screen needs to measure how long a change took to cross the family.
public protocol FamilySyncObserver: AnyObject {
    /// A parent's change left the parent's phone as command `command`.
    func familySync(didIssue command: String, on device: DeviceID)
    /// The child's device answered `command`: carried out, refused, or found it overtaken.
    func familySync(didAnswer command: String, outcome: CommandOutcome, on device: DeviceID)
    /// The child's device recorded ledger entry `entry` and queued it for the parents.
    func familySync(didRecord entry: String, on device: DeviceID)
    /// A parent's phone received ledger entry `entry`.
    func familySync(didReceive entry: String, on device: DeviceID)
    /// What the app decided about the family's data, for the trace.
    func familySync(decided decision: AppDecision, on device: DeviceID)
    /// What the device's sync engine did, for the trace.
    func familySync(engineEvent: SyncEvent, on device: DeviceID)
}
