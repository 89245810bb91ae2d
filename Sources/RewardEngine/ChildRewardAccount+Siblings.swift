import Platform

/// Rule 8, the child's other devices: each device keeps its own account, and the entries the
/// others made arrive through the cloud as copies.
extension ChildRewardAccount {
    /// Books a copy of an entry another of the child's devices made, dated when it arrived
    /// (`time`) and counted on the local day it is about (`localDate`). The copy counts in the
    /// balance like the device's own entries and may take it below zero — the points were
    /// spent on two devices that could not see each other — but it adds no minutes, sessions
    /// or redemptions here: those stay with the device that counted them.
    @discardableResult
    public mutating func copy(
        _ origin: EntryOrigin, kind: LedgerEntryKind, amount: Int, localDate: CivilDate,
        description: String, actor: String?, app: AppID?, bookedAt time: Instant
    ) -> LedgerEntry {
        ledger.append(
            kind: kind, amount: amount, at: LocalTimestamp(instant: time, utcOffsetSeconds: 0),
            description: "From \(origin.device): \(description)", actor: actor, app: app,
            copiedFrom: origin, onDate: localDate
        )
    }

    /// Cancels `entry`, an adjustment this device booked that another device booked first,
    /// so that the family's entries count it once. It may take the balance below zero: the
    /// points may have been spent meanwhile.
    @discardableResult
    public mutating func reverse(_ entry: LedgerEntry, because reason: String, at time: LocalTimestamp) -> LedgerEntry {
        precondition(
            entry.kind == .adjusted && entry.copiedFrom == nil, "only this device's own adjustments are reversed")
        return ledger.append(
            kind: .adjusted, amount: -entry.amount, at: time,
            description: "Reversal of entry \(entry.sequence): \(reason)", actor: entry.actor, reverses: entry.sequence
        )
    }
}
