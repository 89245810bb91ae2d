import Platform
import RewardEngine
import SyncEngine

/// The parents' changes, and the entries of the child's other devices, arriving on the child's device.
extension ChildSync: SyncEngineDelegate {
    public func syncEngine(_ engine: SyncEngine, didApply record: CloudRecord) {
        switch record.type {
        case FamilyRecordType.settings:
            applySettings(record)
            carryOutWaitingCommands()
        case FamilyRecordType.adjustment:
            book(record)
        case FamilyRecordType.command:
            app.store.updateWork { $0.remote.noteWaiting(record.id.name) }
            carryOutWaitingCommands()
        case FamilyRecordType.ledgerEntry:
            copyIfSibling(record)
        case FamilyRecordType.receipt:
            noteSiblingReceipt(record)
        case FamilyRecordType.learningMinutes:
            hearSiblingMinutes(record)
        case FamilyRecordType.entitlement:
            let shown = entitlement.map { "\($0.phase.rawValue) \($0.tier?.rawValue ?? "-")" } ?? "unreadable"
            note(.entitlementReceived, [record.id], "the family's entitlement is now \(shown)")
        case FamilyRecordType.registration:
            noteRegistration(record)
        case FamilyRecordType.rewardDecision:
            applyRewardDecision(record)
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
        note(.changeFailed, [change.id], "gave up after \(change.attempts) attempts: \(change.error)")
    }

    /// The merged settings, when they are valid; invalid ones (two parents' edits that each
    /// made sense alone) are not applied, and the commands that wait for them fail.
    private func applySettings(_ record: CloudRecord) {
        applyApps(record)
        let settings = SyncedSetting.settings(from: record, over: app.store.account.settings)
        guard settings != app.store.account.settings else { return }
        let problems = settings.validated()
        guard problems.isEmpty else {
            note(.settingsRefused, [record.id], "merged settings kept out: \(problems.joined(separator: "; "))")
            return
        }
        let before = app.store.account.settings
        app.store.update { account, _ in account.update(settings: settings) }
        note(
            .settingsApplied, [record.id],
            SyncedSetting.allCases.filter { $0.value(in: settings) != $0.value(in: before) }
                .map {
                    "\($0.rawValue) \($0.value(in: before)) -> \($0.value(in: settings)) "
                        + "(edited by \(record[$0.editedByField]?.description ?? "nobody") at "
                        + "\(record[$0.editedAtField]?.description ?? "-"))"
                }
                .joined(separator: ", "))
    }

    /// The apps a parent re-sorted or repriced, each applied once its field differs from the
    /// catalogue here (`ChildRewardAccount.update(app:to:)`: nothing credited is repriced, and
    /// the app's session ends now, when the change reaches this device). An app this device
    /// does not list is left alone.
    private func applyApps(_ record: CloudRecord) {
        let catalog = app.store.account.catalog
        let changes = SyncedAppSetting.categories(in: record).filter { change in
            catalog.category(of: change.app).map { $0 != change.category } ?? false
        }
        guard !changes.isEmpty else { return }
        app.store.update { account, _ in
            for change in changes { account.update(app: change.app, to: change.category) }
        }
        note(
            .settingsApplied, [record.id],
            changes.map { change in
                "\(change.app) -> \(SyncedAppSetting.describe(change.category)) (edited by "
                    + "\(record[SyncedAppSetting.field(of: change.app) + ".editedBy"]?.description ?? "nobody"))"
            }.joined(separator: ", "))
    }

    /// Books an adjustment unless this device knows it booked, here or on a sibling. Two devices
    /// that fetch it before either sees the other's entry both book it; `noteBooking` then
    /// keeps one.
    private func book(_ record: CloudRecord) {
        guard !app.store.work.remote.bookedAdjustments.contains(record.id.name),
            let points = record["points"]?.intValue
        else { return }
        let parent = ParentID(record["editedBy"]?.textValue ?? "parent")
        let reason = record["reason"]?.textValue ?? ""
        let now = app.clock.now
        let entry = app.store.update { account, work in
            let entry = account.adjust(points: Int(points), by: parent, reason: reason, at: now)
            work.remote.bookedAdjustments.insert(record.id.name)
            if let entry { work.remote.adjustmentBookedBy[entry.sequence] = record.id.name }
            return entry
        }
        note(
            .adjustmentBooked, [record.id],
            "\(record.id.name) of \(points) by \(parent) booked as "
                + (entry.map { "entry \($0.sequence) of \($0.amount)" } ?? "nothing: the balance was at zero"))
        uploadNewEntries()
        // A removal that found the balance at zero moves nothing and makes no entry; the
        // parents still need to know it was booked, or their phones count it for ever.
        guard entry == nil, let engine else { return }
        engine.save(
            CloudRecord(
                id: CloudRecordID(zone: usageZone, name: FamilyRecordType.receiptName(answering: record.id.name)),
                type: FamilyRecordType.receipt,
                fields: [
                    "status": .text("booked"), "applied": .int(0), "at": .int(now.instant.millisecondsSinceEpoch),
                    "device": .text(app.device.rawValue),
                ]
            ))
        engine.sendNow()
    }

    /// A command is answered once its edit has arrived — the settings record says it includes
    /// the issuing phone's command of that number (`SyncedSetting.commandsMergedField`), so no
    /// clock of another phone is read — with a receipt named after it, so a repeated answer is
    /// one record. The fields still holding the command's stamp carry its values: executed, or
    /// failed when the merged settings are invalid. When every field it set holds another
    /// parent's later edit, it was overtaken: superseded.
    func carryOutWaitingCommands() {
        guard let engine else { return }
        let settingsID = CloudRecordID(zone: familyZone, name: "settings")
        let settingsRecord = engine.record(settingsID)
        var answered = false
        let waiting = app.store.work.remote.waitingCommands.compactMap {
            engine.record(CloudRecordID(zone: familyZone, name: $0))
        }
        for command in waiting where command.type == FamilyRecordType.command {
            guard let settingsRecord, let issuedOn = command["issuedOn"]?.textValue,
                let number = command["number"]?.intValue
            else { continue }
            let mergedField = SyncedSetting.commandsMergedField(of: DeviceID(issuedOn))
            let mergedThrough = settingsRecord[mergedField]?.intValue ?? 0
            guard mergedThrough >= number else {
                note(
                    .commandWaiting, [command.id],
                    "\(command.id.name) waits: settings include \(issuedOn)'s commands through \(mergedThrough), "
                        + "not \(number)"
                )
                continue
            }
            let fields = (command["settings"]?.textValue ?? "").split(separator: ",").map(String.init).filter {
                SyncedSetting(rawValue: $0) != nil || SyncedAppSetting.app(ofField: $0) != nil
            }
            let held = fields.filter { field in
                settingsRecord[field + ".editedAt"] == command["editedAt"]
                    && settingsRecord[field + ".editedBy"] == command["editedBy"]
            }
            let merged = SyncedSetting.settings(from: settingsRecord, over: app.store.account.settings)
            let outcome: CommandOutcome = held.isEmpty ? .superseded : merged.validated().isEmpty ? .executed : .failed
            let overtaken = fields.filter { !held.contains($0) }.map { field in
                "\(field) = \(settingsRecord[field]?.description ?? "none") by "
                    + "\(settingsRecord[field + ".editedBy"]?.description ?? "nobody") at "
                    + "\(settingsRecord[field + ".editedAt"]?.description ?? "-")"
            }
            app.store.update { _, work in work.remote.noteAnswered(command.id.name, outcome) }
            var receipt: [String: CloudValue] = [
                "status": .text(outcome.rawValue), "at": .int(app.clock.now.instant.millisecondsSinceEpoch),
            ]
            if !overtaken.isEmpty { receipt["overtakenBy"] = .text(overtaken.joined(separator: "; ")) }
            engine.save(
                CloudRecord(
                    id: CloudRecordID(zone: usageZone, name: FamilyRecordType.receiptName(answering: command.id.name)),
                    type: FamilyRecordType.receipt, fields: receipt
                ))
            note(
                .commandAnswered, [command.id],
                "\(command.id.name) \(outcome.rawValue): holds ["
                    + held.map { "\($0) = \(settingsRecord[$0]?.description ?? "none")" }.joined(separator: ", ")
                    + "]" + (overtaken.isEmpty ? "" : "; overtaken [\(overtaken.joined(separator: "; "))]"))
            observer?.familySync(didAnswer: command.id.name, outcome: outcome, on: app.device)
            answered = true
        }
        if answered { engine.sendNow() }
    }

    /// Tells the observer what the app decided, for the trace.
    func note(
        _ kind: AppDecision.Kind, _ records: [CloudRecordID], _ text: @autoclosure @escaping @Sendable () -> String
    ) {
        observer?.familySync(decided: AppDecision(kind: kind, records: records, text: text()), on: app.device)
    }
}
