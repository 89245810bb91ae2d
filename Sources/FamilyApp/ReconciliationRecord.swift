import Platform

/// One reconciliation pass: what it checked and found, and whether it got to the end before
/// the app was suspended or its background time ran out.
public struct ReconciliationRecord: Hashable, Sendable {
    public let startedAt: Instant
    public let device: DeviceID
    public internal(set) var daysChecked = 0
    /// Records the extension wrote but did not apply, applied by this pass.
    public internal(set) var recordsRepaired = 0
    /// Minutes by which the account and the log disagreed on the days checked.
    public internal(set) var driftMinutes = 0
    /// Redemptions past due that this pass marked expired.
    public internal(set) var redemptionsExpired = 0
    /// Nil while the pass has not finished: it is still queued, or it was cut off.
    public internal(set) var finishedAt: Instant?

    public var isFinished: Bool { finishedAt != nil }

    init(startedAt: Instant, device: DeviceID) {
        self.startedAt = startedAt
        self.device = device
    }
}
