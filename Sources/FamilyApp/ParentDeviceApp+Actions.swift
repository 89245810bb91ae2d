import Platform
import RewardEngine
import SyncEngine

/// What a parent does in the app. Each change is its own record, or a stamped field of the
/// settings record, so that the other parent's concurrent change merges with it instead of
/// overwriting it.
extension ParentDeviceApp {
    /// Why a change was not sent.
    public enum ChangeRefusal: Error, Hashable, Sendable {
        /// The phone has not yet received the child's settings to change.
        case settingsUnknown
        case invalid([String])
        case nothingChanged
        /// The family's entitlement does not cover a new rule for the child (`Entitlement`).
        case locked(String)
        /// The phone's build does not offer it, or the remote configuration switched it off.
        case unavailable(String)
    }

    /// Changes settings of `child` as the phone knows them, stamping each changed field with
    /// the service's time as the phone can tell it (so the later edit in true time wins a
    /// merge, whatever the phone's clock), and sends a command the child's device answers.
    /// The settings record also says how far this phone's commands reach into it
    /// (`SyncedSetting.commandsMergedField`), so the child's device knows when the command's
    /// edit has arrived without comparing the clocks of two phones.
    @discardableResult
    public func changeSettings(
        of child: ChildID, _ change: (inout RewardSettings) -> Void
    ) -> Result<String, ChangeRefusal> {
        guard let engine else { preconditionFailure("the app runs before the parent acts in it") }
        guard var record = settingsRecord(of: child) else { return .failure(.settingsUnknown) }
        if let lock = ruleChangeLock(for: child) { return .failure(.locked(lock)) }
        if let off = coParentChangeRefusal { return .failure(.unavailable(off)) }
        var settings = SyncedSetting.settings(from: record, over: RewardSettings())
        change(&settings)
        let problems = settings.validated()
        guard problems.isEmpty else { return .failure(.invalid(problems)) }
        let now = engine.serverTime
        let changed = SyncedSetting.stamp(settings, into: &record, by: parent, at: now)
        guard !changed.isEmpty else { return .failure(.nothingChanged) }
        let summary = changed.map { "\($0.rawValue) = \($0.value(in: settings))" }.joined(separator: ", ")
        return .success(
            sendCommand(
                "update_settings", fields: changed.map(\.rawValue), in: record, of: child,
                at: now, summary: "\(parent) set \(summary) for \(child)"))
    }

    /// Saves `record` (the settings, with `fields` just stamped) noting that it includes the
    /// command this makes, and the command itself: the child's device answers it once the
    /// record's edit has reached it. Returns the command's name.
    func sendCommand(
        _ kind: String, fields: [String], in record: CloudRecord, of child: ChildID, at now: Instant, summary: String
    ) -> String {
        guard let engine else { preconditionFailure("the app runs before the parent acts in it") }
        var record = record
        let (name, number) = nextRecordName("cmd")
        SyncedSetting.noteCommandMerged(number, issuedOn: device, into: &record, by: parent, at: now)
        engine.save(build.writing(record))
        let command = CloudRecord(
            id: CloudRecordID(zone: layout.familyZone(of: child), name: name),
            type: FamilyRecordType.command,
            fields: [
                "kind": .text(kind),
                "settings": .text(fields.joined(separator: ",")),
                "editedAt": .int(now.millisecondsSinceEpoch),
                "editedBy": .text(parent.rawValue),
                "issuedOn": .text(device.rawValue),
                "number": .int(Int64(number)),
            ]
        )
        engine.save(command)
        noteActivity(summary, at: now)
        observer?.familySync(didIssue: command.id.name, on: device)
        engine.syncNow()
        return command.id.name
    }

    /// Adds or removes points, as the phone's design of adjustments sends them; the name of
    /// the record written.
    @discardableResult
    public func adjustPoints(of child: ChildID, by points: Int, reason: String) -> String {
        guard let engine else { preconditionFailure("the app runs before the parent acts in it") }
        precondition(points != 0, "an adjustment moves points")
        return pointsDesign.adjustPoints(of: child, by: points, reason: reason, at: engine.serverTime, on: self)
    }

    /// The organiser's first settings for `child`, from which every later edit merges.
    public func publishInitialSettings(_ settings: RewardSettings, for child: ChildID) {
        guard let engine else { preconditionFailure("the app runs before it publishes settings") }
        precondition(isOrganizer, "the organising parent publishes the first settings")
        var record = CloudRecord(id: settingsRecordID(of: child), type: FamilyRecordType.settings)
        SyncedSetting.stamp(settings, into: &record, by: parent, at: Instant(millisecondsSinceEpoch: 0))
        engine.save(record)
        startTrialIfNew(at: engine.serverTime)
        engine.syncNow()
    }

    /// Adds a line to the parents' activity log. The organiser's phone keeps the log at its
    /// length by deleting the oldest events, so the other phones must hear of deletions too.
    func noteActivity(_ summary: String, at time: Instant) {
        guard let engine, build.version.keepsActivityLog else { return }
        engine.save(
            CloudRecord(
                id: CloudRecordID(zone: layout.coordinationZone, name: nextRecordName("event").name),
                type: FamilyRecordType.coordinationEvent,
                fields: [
                    "summary": .text(summary), "at": .int(time.millisecondsSinceEpoch), "by": .text(parent.rawValue),
                ]
            ))
        guard isOrganizer else { return }
        for event in activityEventsPastTheLog {
            engine.delete(event.id)
        }
    }

    /// Withdraws this phone's activity events that the service never confirmed and that are
    /// past the log's length: the log never shows them, and the organiser trims them — maybe
    /// already, after the write landed and its answer was lost. A fetch from scratch (the change
    /// tokens expired) lists no deletions, so the phone cannot tell such an event from one that
    /// never reached the service, and sending it again would bring a trimmed event back (explore
    /// run 756358438). A delete is sent instead: of a record already gone, it changes nothing.
    func withdrawUnconfirmedEventsPastTheLog() {
        guard let engine else { return }
        for event in activityEventsPastTheLog where syncStore.state.serverRecords[event.id] == nil {
            engine.delete(event.id)
        }
    }
}
