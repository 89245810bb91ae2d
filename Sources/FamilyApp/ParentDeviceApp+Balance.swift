import Platform
import SyncEngine

/// The children's balances as the parent's phone shows them.
extension ParentDeviceApp {
    /// The child's balance as this phone can tell it: the ledger entries the child's device
    /// uploaded, plus the adjustments it has not booked yet (an adjustment that moved nothing
    /// is booked by a receipt instead of an entry).
    public func balance(of child: ChildID) -> Int {
        pointsDesign.balance(of: child, on: self)
    }

    /// The points the child is overdrawn by, as the phone shows it: the same points were spent
    /// on two of the child's devices while offline. Nil while the balance is not below zero.
    public func overdraft(of child: ChildID) -> Int? {
        let balance = balance(of: child)
        return balance < 0 ? -balance : nil
    }

    /// Brings the balance's tally up to date with the record `id` as the phone now holds it.
    /// Called wherever a local version may have changed: the engine applied, removed or gave
    /// up a record, or the phone saved one of the balance's kinds.
    func noteBalanceRecordChanged(_ id: CloudRecordID) {
        guard let kind = zoneKinds[id.zone] else { return }
        let record = engine?.record(id)
        var tally = balanceTallies.removeValue(forKey: kind.child) ?? ChildBalanceTally()
        if kind.isUsageZone {
            let entry = record?.type == FamilyRecordType.ledgerEntry ? record : nil
            tally.setEntry(
                id.name, points: entry.map { Int($0["amount"]?.intValue ?? 0) },
                books: entry?["source"]?.textValue)
            tally.setReceipt(
                id.name,
                answering: record?.type == FamilyRecordType.receipt
                    ? FamilyRecordType.subject(ofReceipt: id.name) : nil)
        } else {
            let adjustment = record?.type == FamilyRecordType.adjustment ? record : nil
            tally.setAdjustment(id.name, points: adjustment.map { Int($0["points"]?.intValue ?? 0) })
        }
        balanceTallies[kind.child] = tally
    }

    /// The balance summed over every record the phone holds: what the tally must equal.
    func balanceSummed(of child: ChildID) -> Int {
        let usageZone = layout.usageZone(of: child)
        var booked: Set<String> = []
        var points = 0
        for entry in records(FamilyRecordType.ledgerEntry, in: usageZone) {
            points += Int(entry["amount"]?.intValue ?? 0)
            if let source = entry["source"]?.textValue { booked.insert(source) }
        }
        for receipt in records(FamilyRecordType.receipt, in: usageZone) {
            booked.insert(FamilyRecordType.subject(ofReceipt: receipt.id.name))
        }
        for adjustment in records(FamilyRecordType.adjustment, in: layout.familyZone(of: child))
        where !booked.contains(adjustment.id.name) {
            points += Int(adjustment["points"]?.intValue ?? 0)
        }
        return points
    }
}
