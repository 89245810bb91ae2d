/// A run of kept minutes of one app on one device — this validator's own device or a sibling
/// whose minutes were shared — each within the session gap of the one before: the span a
/// device is known to have been in use. Runs outlive the 60 s window of the recent minutes,
/// so a device that hears of another's use late, or whose own callbacks come late, can still
/// set the two spans side by side.
struct DeviceRun: Hashable, Sendable {
    /// The device's watch slot, or a sibling's negative slot (see ``UsageValidator/siblingSlot(_:atMs:)``).
    let slot: Int
    let appNumber: Int
    /// Trusted instants (a sibling's: its clock) of the first and last minute's callback: each
    /// closes a minute of use, so the run was in use from a minute before `firstMs`.
    private(set) var firstMs: Int64
    private(set) var lastMs: Int64

    init(slot: Int, appNumber: Int, atMs: Int64) {
        self.slot = slot
        self.appNumber = appNumber
        firstMs = atMs
        lastMs = atMs
    }

    /// Whether a minute of the same device and app at `atMs` belongs to the run: within `gapMs`
    /// of its span. Shared minutes may arrive out of order, so both ends can move.
    func takes(slot: Int, appNumber: Int, atMs: Int64, gapMs: Int64) -> Bool {
        slot == self.slot && appNumber == self.appNumber && atMs >= firstMs - gapMs && atMs <= lastMs + gapMs
    }

    mutating func extend(to atMs: Int64) {
        firstMs = min(firstMs, atMs)
        lastMs = max(lastMs, atMs)
    }
}
