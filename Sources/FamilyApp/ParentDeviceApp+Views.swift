import Platform
import RewardEngine
import SyncEngine

/// What the parent's phone shows: its replica of each child's settings, balance and activity.
extension ParentDeviceApp {
    func settingsRecordID(of child: ChildID) -> CloudRecordID {
        CloudRecordID(zone: layout.familyZone(of: child), name: "settings")
    }

    func counterRecordID(of child: ChildID) -> CloudRecordID {
        CloudRecordID(zone: layout.familyZone(of: child), name: "points-counter")
    }

    func settingsRecord(of child: ChildID) -> CloudRecord? {
        syncStore.state.localRecord(settingsRecordID(of: child))
    }

    /// The settings as this phone knows them; nil before they first arrive.
    public func settings(of child: ChildID) -> RewardSettings? {
        settingsRecord(of: child).map { SyncedSetting.settings(from: $0, over: RewardSettings()) }
    }

    /// The child's balance as this phone can tell it: the ledger entries the child's device
    /// uploaded, plus the adjustments it has not booked yet (an adjustment that moved nothing
    /// is booked by a receipt instead of an entry).
    public func balance(of child: ChildID) -> Int {
        if pointsDesign == .sharedCounter {
            return Int(engine?.record(counterRecordID(of: child))?["points"]?.intValue ?? 0)
        }
        // Without an engine the phone reads no records.
        guard engine != nil else { return 0 }
        let usage = usageZonePoints(of: child)
        let adjustments = records(FamilyRecordType.adjustment, in: layout.familyZone(of: child))
        let unbooked = adjustments.filter { !usage.booked.contains($0.id.name) }
        return usage.entryPoints + unbooked.reduce(0) { $0 + Int($1["points"]?.intValue ?? 0) }
    }

    /// The usage zone's part of the balance, summed again only when a record of the zone
    /// changed since the last sum: the zone holds every ledger entry of the child, and the
    /// balance is read twice per adjustment. Each kind of record is read from the engine's
    /// index of its zone, not from a walk over every record the phone holds.
    private func usageZonePoints(of child: ChildID) -> UsageZonePoints {
        let usageZone = layout.usageZone(of: child)
        let zoneChanges = syncStore.state.zoneChanges[usageZone]
        if let kept = usageZonePointsKept[child], kept.zoneChanges == zoneChanges { return kept }
        var entryPoints = 0
        var booked: Set<String> = []
        for entry in records(FamilyRecordType.ledgerEntry, in: usageZone) {
            entryPoints += Int(entry["amount"]?.intValue ?? 0)
            if let source = entry["source"]?.textValue { booked.insert(source) }
        }
        for receipt in records(FamilyRecordType.receipt, in: usageZone) {
            booked.insert(FamilyRecordType.subject(ofReceipt: receipt.id.name))
        }
        let points = UsageZonePoints(zoneChanges: zoneChanges, entryPoints: entryPoints, booked: booked)
        usageZonePointsKept[child] = points
        return points
    }

    /// The points the child is overdrawn by, as the phone shows it: the same points were spent
    /// on two of the child's devices while offline. Nil while the balance is not below zero.
    public func overdraft(of child: ChildID) -> Int? {
        let balance = balance(of: child)
        return balance < 0 ? -balance : nil
    }

    /// The names of the child's ledger entries this phone holds.
    public func ledgerEntryNames(of child: ChildID) -> [String] {
        records(FamilyRecordType.ledgerEntry, in: layout.usageZone(of: child)).map(\.id.name)
    }

    /// The latest changes by any parent, newest first, at most `activityLogLengthMax`.
    public var activityLog: [String] {
        activityEventsNewestFirst.prefix(Self.activityLogLengthMax).compactMap { $0["summary"]?.textValue }
    }

    /// Every activity event the phone holds, newest first.
    var activityEventsNewestFirst: [CloudRecord] {
        records(FamilyRecordType.coordinationEvent, in: layout.coordinationZone).sorted {
            ($0["at"]?.intValue ?? 0, $0.id.name) > ($1["at"]?.intValue ?? 0, $1.id.name)
        }
    }

    /// Activity events the phone holds, deleted or not yet trimmed: how the log looks to it.
    public var activityEventCount: Int {
        activityEventsNewestFirst.count
    }

    /// The changes this phone gave up sending, as its failed-changes list shows them to the
    /// parent: the record each was about and why.
    public var failedChanges: [FailedChange] {
        syncStore.state.failedChanges
    }

    /// The child device's answer to `command`, once it has arrived: "executed", "failed" or
    /// "superseded".
    public func commandStatus(_ command: String, of child: ChildID) -> String? {
        let receiptID = CloudRecordID(zone: layout.usageZone(of: child), name: FamilyRecordType.receiptName(answering: command))
        return syncStore.state.localRecord(receiptID)?["status"]?.textValue
    }

    func records(_ type: String, in zone: CloudZoneID) -> [CloudRecord] {
        engine?.records(ofType: type, in: zone) ?? []
    }
}
