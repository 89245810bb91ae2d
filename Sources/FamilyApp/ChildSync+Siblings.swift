import Platform
import RewardEngine
import SyncEngine

/// The child's other devices, as this one learns of them through the cloud: their entries are
/// copied into this device's ledger, an adjustment two devices booked is kept by one, and a
/// balance the copies take below zero is told to the child.
extension ChildSync {
    /// Copies `record`, an entry of the child's ledger, when another device made it and it is
    /// not copied yet. An entry that books an adjustment tells this device it is booked.
    func copyIfSibling(_ record: CloudRecord) {
        guard let origin = EntryOrigin(recordName: record.id.name, of: child), origin.device != app.device,
            !app.store.work.remote.copiedEntries.contains(record.id.name),
            let amount = record["amount"].flatMap(\.intValue).map(Int.init),
            let kind = record["kind"]?.textValue.flatMap(LedgerEntryKind.init(rawValue:)), kind.allows(amount: amount)
        else { return }
        let now = app.clock.now
        let date = record["date"]?.intValue.map(CivilDate.init(daysSinceEpoch:)) ?? now.date
        app.store.update { account, work in
            account.copy(
                origin, kind: kind, amount: amount,
                localDate: date, description: record["description"]?.textValue ?? kind.rawValue,
                actor: record["actor"]?.textValue, app: record["app"]?.textValue.map(AppID.init), bookedAt: now.instant
            )
            work.remote.copiedEntries.insert(record.id.name)
        }
        if let source = record["source"]?.textValue {
            noteBooking(of: source, on: origin.device)
        }
        announceOverdraftIfDeeper(after: record.id)
    }

    /// A receipt of an adjustment booked on another device that moved nothing.
    func noteSiblingReceipt(_ record: CloudRecord) {
        guard let device = record["device"]?.textValue.map(DeviceID.init), device != app.device,
            record["status"]?.textValue == "booked"
        else { return }
        noteBooking(of: FamilyRecordType.subject(ofReceipt: record.id.name), on: device)
    }

    /// `device` booked `adjustment`. If this device booked it too, the device whose name sorts
    /// first keeps its booking — both sides decide alike from the two names alone — and the
    /// other cancels its own with a reversal, so the family's entries count it once.
    private func noteBooking(of adjustment: String, on device: DeviceID) {
        let remote = app.store.work.remote
        // At most one of this device's entries books a given adjustment.
        let bookedHere = remote.adjustmentBookedBy.first { $0.value == adjustment }?.key
        let cancelsOurs = device < app.device && !remote.reversedAdjustments.contains(adjustment)
        guard !remote.bookedAdjustments.contains(adjustment) || (bookedHere != nil && cancelsOurs) else { return }
        let now = app.clock.now
        let reversal = app.store.update { account, work -> (booking: Int, entry: LedgerEntry)? in
            work.remote.bookedAdjustments.insert(adjustment)
            guard cancelsOurs, let bookedHere,
                let entry = account.ledger.entries.first(where: { $0.sequence == bookedHere })
            else { return nil }
            work.remote.reversedAdjustments.insert(adjustment)
            return (bookedHere, account.reverse(entry, because: "\(adjustment) was booked on \(device) too", at: now))
        }
        guard let reversal else { return }
        note(
            .bookingReversed, [],
            "\(adjustment) was booked on \(device) and here as entry \(reversal.booking): "
                + "\(device) sorts first and keeps it; entry \(reversal.entry.sequence) of "
                + "\(reversal.entry.amount) cancels ours"
        )
        uploadNewEntries()
    }

    /// Tells the child when the balance has gone below zero, or further below than last told.
    func announceOverdraftIfDeeper(after record: CloudRecordID) {
        let balance = app.store.account.ledger.balance
        let announced = app.store.work.remote.overdraftAnnounced
        guard balance < 0 ? balance < announced : announced != 0 else { return }
        app.store.update { _, work in work.remote.overdraftAnnounced = min(balance, 0) }
        guard balance < 0 else { return }
        let told = overdraftAnnouncer.whoIsTold
        note(
            .overdrawn, [record], "balance \(balance) once \(record.name) arrived: points spent on two devices; \(told)"
        )
        overdraftAnnouncer.announceOverdraft(balance: balance, on: app)
    }
}
