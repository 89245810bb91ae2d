import Platform

/// How one ledger entry crossed the family: when the child's device recorded it and when each
/// parent's phone first received it.
///
/// One value per entry, found by one lookup of its name, in place of a dictionary of times per
/// entry name and another per entry name and device: a run reports thousands of entries to a
/// phone or two each, so the receipts of an entry are a short array searched from the start.
struct EntryCrossing: Sendable {
    /// The first moment the child's device recorded the entry; nil while only a phone has it.
    private(set) var recordedAtMs: Int64?
    /// Each receiving device once, with the first moment it had the entry, in arrival order.
    private(set) var receipts: [(device: DeviceID, timeMs: Int64)] = []
    /// The child's device whose app first queued the entry for the parents, and that moment in
    /// true time: when the child's own screen could first show it (the app had run).
    private(set) var queued: (device: DeviceID, timeMs: Int64)?

    /// Keeps the first moment: an entry recorded again (a retry) still left at its first.
    mutating func noteRecorded(atMs timeMs: Int64) {
        if recordedAtMs == nil { recordedAtMs = timeMs }
    }

    /// Keeps the first moment an app queued the entry.
    mutating func noteQueued(on device: DeviceID, atMs timeMs: Int64) {
        if queued == nil { queued = (device, timeMs) }
    }

    /// The first moment `device` had the entry, if it has received it.
    func receipt(on device: DeviceID) -> Int64? {
        receipts.first { $0.device == device }?.timeMs
    }

    /// Keeps the first receipt on each device: a refetch does not make the entry later.
    mutating func noteReceived(on device: DeviceID, atMs timeMs: Int64) {
        guard !receipts.contains(where: { $0.device == device }) else { return }
        receipts.append((device, timeMs))
    }

    /// Each receipt's delay after the recording, on `device` or on every device; none while
    /// the child's device has not reported recording it.
    func latenciesMs(on device: DeviceID?) -> [Int64] {
        guard let recordedAtMs else { return [] }
        return receipts.filter { device == nil || $0.device == device }.map { $0.timeMs - recordedAtMs }
    }
}
