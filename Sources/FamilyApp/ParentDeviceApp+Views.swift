import Platform
import RewardEngine
import SyncEngine

/// What the parent's phone shows: its replica of each child's settings, balance and activity.
extension ParentDeviceApp {
    func settingsRecordID(of child: ChildID) -> CloudRecordID {
        CloudRecordID(zone: layout.familyZone(of: child), name: "settings")
    }

    func settingsRecord(of child: ChildID) -> CloudRecord? {
        syncStore.state.localRecord(settingsRecordID(of: child))
    }

    /// The settings as this phone knows them; nil before they first arrive.
    public func settings(of child: ChildID) -> RewardSettings? {
        settingsRecord(of: child).map { SyncedSetting.settings(from: $0, over: RewardSettings()) }
    }

    /// The names of the child's ledger entries this phone holds.
    public func ledgerEntryNames(of child: ChildID) -> [String] {
        records(FamilyRecordType.ledgerEntry, in: layout.usageZone(of: child)).map(\.id.name)
    }

    /// The latest changes by any parent, newest first, at most `activityLogLengthMax`.
    public var activityLog: [String] {
        guard build.version.keepsActivityLog else { return [] }
        return activityEventsNewestFirst.prefix(Self.activityLogLengthMax).compactMap { $0["summary"]?.textValue }
    }

    /// Every activity event the phone holds, newest first.
    var activityEventsNewestFirst: [CloudRecord] {
        records(FamilyRecordType.coordinationEvent, in: layout.coordinationZone).sorted {
            ActivityEventsOldest.order(of: $0) > ActivityEventsOldest.order(of: $1)
        }
    }

    /// The activity events the phone holds beyond the log's length, newest first: the same as
    /// `activityEventsNewestFirst.dropFirst(activityLogLengthMax)`, without sorting the log at
    /// each change. Usually one event is past it, so the oldest are picked in one pass.
    var activityEventsPastTheLog: [CloudRecord] {
        let events = records(FamilyRecordType.coordinationEvent, in: layout.coordinationZone)
        let pastCount = events.count - Self.activityLogLengthMax
        guard pastCount > 0 else { return [] }
        var oldest = ActivityEventsOldest(count: pastCount)
        for event in events {
            oldest.consider(event)
        }
        return oldest.newestFirst
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
        let receiptID = CloudRecordID(
            zone: layout.usageZone(of: child), name: FamilyRecordType.receiptName(answering: command))
        return syncStore.state.localRecord(receiptID)?["status"]?.textValue
    }

    func records(_ type: String, in zone: CloudZoneID) -> [CloudRecord] {
        engine?.records(ofType: type, in: zone) ?? []
    }
}
