import Platform
import RewardEngine
import SyncEngine

/// The parents' changes arriving on the child's device.
extension ChildSync: SyncEngineDelegate {
    public func syncEngine(_ engine: SyncEngine, didApply record: CloudRecord) {
        switch record.type {
        case FamilyRecordType.settings:
            applySettings(record)
            carryOutWaitingCommands()
        case FamilyRecordType.adjustment:
            book(record)
        case FamilyRecordType.command:
            carryOutWaitingCommands()
        default:
            break
        }
    }

    public func syncEngine(_ engine: SyncEngine, didRemove id: CloudRecordID, type: String) {
    }

    public func syncEngine(_ engine: SyncEngine, didLog event: SyncEvent) {
        observer?.familySync(engineEvent: event, on: app.device)
    }

    public func syncEngine(_ engine: SyncEngine, didFail change: FailedChange) {
    }

    /// The merged settings, when they are valid; invalid ones (two parents' edits that each
    /// made sense alone) are not applied, and the commands that wait for them fail.
    private func applySettings(_ record: CloudRecord) {
        let settings = SyncedSetting.settings(from: record, over: app.store.account.settings)
        guard settings != app.store.account.settings, settings.validated().isEmpty else { return }
        app.store.update { account, _ in account.update(settings: settings) }
    }

    /// Books an adjustment once, on whichever of the child's devices sees it first.
    private func book(_ record: CloudRecord) {
        guard !app.store.work.remote.bookedAdjustments.contains(record.id.name),
              let points = record["points"]?.intValue else { return }
        let parent = ParentID(record["editedBy"]?.textValue ?? "parent")
        let reason = record["reason"]?.textValue ?? ""
        let now = app.clock.now
        let entry = app.store.update { account, work in
            let entry = account.adjust(points: Int(points), by: parent, reason: reason, at: now)
            work.remote.bookedAdjustments.insert(record.id.name)
            if let entry { work.remote.adjustmentBookedBy[entry.sequence] = record.id.name }
            return entry
        }
        // A removal that found the balance at zero moves nothing and makes no entry; the
        // parents still need to know it was booked, or their phones count it for ever.
        guard entry == nil, let engine else { return }
        engine.save(CloudRecord(
            id: CloudRecordID(zone: usageZone, name: "receipt.\(record.id.name)"), type: FamilyRecordType.receipt,
            fields: ["status": .text("booked"), "applied": .int(0), "at": .int(now.instant.millisecondsSinceEpoch)]
        ))
        engine.sendNow()
    }

    /// A command is carried out once the settings it set have arrived — its fields stamped no
    /// earlier than the command — and answered with a receipt named after it, so a repeated
    /// answer is one record.
    func carryOutWaitingCommands() {
        guard let engine else { return }
        let settingsID = CloudRecordID(zone: familyZone, name: "settings")
        let settingsRecord = engine.record(settingsID)
        var answered = false
        for command in engine.records(ofType: FamilyRecordType.command, in: familyZone)
        where app.store.work.remote.commandOutcomes[command.id.name] == nil {
            guard let settingsRecord, let issuedAt = command["editedAt"]?.intValue else { continue }
            let fields = (command["settings"]?.textValue ?? "").split(separator: ",").compactMap {
                SyncedSetting(rawValue: String($0))
            }
            let arrived = fields.allSatisfy { (settingsRecord[$0.editedAtField]?.intValue ?? .min) >= issuedAt }
            guard arrived else { continue }
            let merged = SyncedSetting.settings(from: settingsRecord, over: app.store.account.settings)
            let succeeded = merged.validated().isEmpty
            app.store.update { _, work in work.remote.commandOutcomes[command.id.name] = succeeded }
            engine.save(CloudRecord(
                id: CloudRecordID(zone: usageZone, name: "receipt.\(command.id.name)"),
                type: FamilyRecordType.receipt,
                fields: [
                    "status": .text(succeeded ? "executed" : "failed"),
                    "at": .int(app.clock.now.instant.millisecondsSinceEpoch),
                ]
            ))
            observer?.familySync(didExecute: command.id.name, succeeded: succeeded, on: app.device)
            answered = true
        }
        if answered { engine.sendNow() }
    }
}
