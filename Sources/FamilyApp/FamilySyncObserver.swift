import Platform
import SyncEngine

/// Hears what the app's sync did, as a device log would show it: the moments a harness or a
/// diagnostics screen needs to measure how long a change took to cross the family.
public protocol FamilySyncObserver: AnyObject {
    /// A parent's change left the parent's phone as command `command`.
    func familySync(didIssue command: String, on device: DeviceID)
    /// The child's device answered `command`: carried out, refused, or found it overtaken.
    func familySync(didAnswer command: String, outcome: CommandOutcome, on device: DeviceID)
    /// The child's app queued ledger entry `entry` for the parents; the entry was made at
    /// `madeAt` by the device's clock (by the extension, perhaps while the app was suspended).
    func familySync(didRecord entry: String, madeAt: Instant, on device: DeviceID)
    /// A parent's phone received ledger entry `entry`.
    func familySync(didReceive entry: String, on device: DeviceID)
    /// What the app decided about the family's data, for the trace.
    func familySync(decided decision: AppDecision, on device: DeviceID)
    /// What the device's sync engine did, for the trace.
    func familySync(engineEvent: SyncEvent, on device: DeviceID)
}
