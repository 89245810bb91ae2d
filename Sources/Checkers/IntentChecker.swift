import FamilyApp
import Platform
import Simulation

/// Holds each intent made before the horizon to exactly one outcome its maker can see:
/// applied on every device that should show it, superseded by a named later intent, or refused
/// or failed and shown to the person who made it. Anything else is `lost`.
///
/// It reads the history, the service and each device's app — what the devices show, never
/// what the app says it did.
enum IntentChecker {
    /// Two edits of one setting closer than this in true time are concurrent: either may win.
    /// A phone stamps the service's time only as well as the round trip it learned it over.
    static let concurrentEditsMs: Int64 = 5_000

    static func check(_ family: FamilyUnderCheck, horizonMs: Int64, into log: ViolationLog) {
        let intents = family.world.intents.intents
        var editsByStamp: [String: [String: Intent]] = [:]
        for intent in intents where intent.timeMs <= horizonMs && intent.refusal == nil
            && family.hasHadChanceToSend(intent.device, madeAtMs: intent.timeMs) {
            switch intent.meaning {
            case let .setting(child, setting, value, change?):
                let key = "\(child) \(setting)"
                if editsByStamp[key] == nil {
                    editsByStamp[key] = edits(of: child, setting: setting, among: intents, family: family)
                }
                checkSetting(intent, child: child, setting: setting, value: value, change: change,
                             edits: editsByStamp[key]!, family: family, log: log)
            case let .adjustment(child, _, record):
                checkAdjustment(intent, child: child, record: record, family: family, log: log)
            case let .membership(parent, "accept"):
                checkJoined(intent, parent: parent, family: family, log: log)
            case .setting, .redemption, .membership:
                // A redemption is applied or refused on the child's device at the step itself;
                // spent twice, it must end in an overdraft the child is told of.
                break
            }
        }
        checkOverdrafts(family, into: log)
    }

    /// The sent edits of one setting of one child, by the stamp their command carries.
    static func edits(of child: ChildID, setting: String, among intents: [Intent], family: FamilyUnderCheck)
        -> [String: Intent] {
        var found: [String: Intent] = [:]
        for intent in intents {
            guard case .setting(child, setting, _, let change?) = intent.meaning,
                  let stamp = commandStamp(change, child: child, sentOn: intent.device, family: family) else { continue }
            found[stamp] = intent
        }
        return found
    }

    static func checkSetting(
        _ intent: Intent, child: ChildID, setting: String, value: Int64, change: String, edits: [String: Intent],
        family: FamilyUnderCheck, log: ViolationLog
    ) {
        let phone = family.phone(on: intent.device)
        let settingsID = CloudRecordID(zone: family.layout.familyZone(of: child), name: "settings")
        if let phone, phone.app.failedChanges.contains(where: { $0.id == settingsID || $0.id.name == change }) {
            return  // failed, and in the phone's list of failed changes
        }
        if family.commandAnswers[change]?.first?.outcome == .failed {
            guard phone?.app.commandStatus(change, of: child) == CommandOutcome.failed.rawValue else {
                return lost(intent, family, log, why: "the child's device refused it, and \(intent.device) does not show "
                                + "the refusal")
            }
            return
        }
        guard let server = family.service.record(settingsID) else {
            return lost(intent, family, log, why: "the service holds no settings for \(child)")
        }
        let fieldStamp = stamp(editedAt: server["\(setting).editedAt"], editedBy: server["\(setting).editedBy"])
        let mine = commandStamp(change, child: child, sentOn: intent.device, family: family)
        if fieldStamp == mine {
            let changedAtMs = server.serverModifiedAt?.millisecondsSinceEpoch
            let wrong = shown(setting, of: child, family: family).filter {
                $0.value != value && family.mustShow($0.device, settingsID.zone, changedAtMs: changedAtMs)
            }
            guard wrong.isEmpty else {
                return lost(intent, family, log, why: "the service holds it, but " + describe(wrong), devices: wrong.map(\.device))
            }
            return  // applied
        }
        guard let holder = edits[fieldStamp] else {
            return lost(intent, family, log, why: "the service's \(setting) is \(server[setting]?.description ?? "none") "
                            + "from no intent after it (stamp \(fieldStamp))")
        }
        guard holder.timeMs >= intent.timeMs - concurrentEditsMs else {
            return lost(intent, family, log, why: "overwritten by the earlier "
                            + holder.described(time: family.formatTime))
        }
        // Superseded by `holder`, judged on its own.
    }

    static func checkAdjustment(
        _ intent: Intent, child: ChildID, record: String, family: FamilyUnderCheck, log: ViolationLog
    ) {
        if let phone = family.phone(on: intent.device), phone.app.failedChanges.contains(where: { $0.id.name == record }) {
            return
        }
        guard !family.devices(of: child).contains(where: { $0.app.store.work.remote.bookedAdjustments.contains(record) })
        else { return }
        guard let held = family.service.record(CloudRecordID(zone: family.layout.familyZone(of: child), name: record)) else {
            return lost(intent, family, log, why: "\(record) never reached the service")
        }
        let fetched = family.devices(of: child, thatMustShow: held)
        guard let first = fetched.first else { return }  // no device of the child has fetched it yet
        lost(intent, family, log, why: "the service holds \(record), and no device of \(child)'s booked it, though "
                + "\(first.device) fetched it", devices: fetched.map(\.device))
    }

    static func checkJoined(_ intent: Intent, parent: ParentID, family: FamilyUnderCheck, log: ViolationLog) {
        guard let phone = family.phones.first(where: { $0.parent == parent }), phone.isMember else { return }
        let missing = family.children.filter { child in
            phone.app.settings(of: child) == nil
                && family.mustShow(phone.device, family.layout.familyZone(of: child), changedAtMs: intent.timeMs)
        }
        guard let first = missing.first else { return }
        lost(intent, family, log, why: "\(phone.device) still does not show \(first)'s settings", devices: [phone.device])
    }

    /// What every device that should show the setting shows: each child device of the child
    /// and each member parent's phone (nil: it has no settings yet).
    static func shown(_ setting: String, of child: ChildID, family: FamilyUnderCheck) -> [(device: DeviceID, value: Int64?)] {
        guard let synced = SyncedSetting(rawValue: setting) else { return [] }
        let phones = family.members.map { ($0.device, $0.app.settings(of: child).map { synced.value(in: $0) }) }
        let devices = family.devices(of: child).map { ($0.device, Optional(synced.value(in: $0.app.store.account.settings))) }
        return phones + devices
    }

    static func describe(_ shown: [(device: DeviceID, value: Int64?)]) -> String {
        shown.map { "\($0.device) shows \($0.value.map(String.init) ?? "nothing")" }.joined(separator: ", ")
    }

    /// The stamp of a command: from the service, or from the phone that sent it while it has
    /// not arrived.
    static func commandStamp(_ change: String, child: ChildID, sentOn device: DeviceID, family: FamilyUnderCheck) -> String? {
        let id = CloudRecordID(zone: family.layout.familyZone(of: child), name: change)
        guard let command = family.service.record(id) ?? family.phone(on: device)?.app.engine?.record(id) else { return nil }
        return stamp(editedAt: command["editedAt"], editedBy: command["editedBy"])
    }

    static func stamp(editedAt: CloudValue?, editedBy: CloudValue?) -> String {
        "\(editedAt?.description ?? "-") by \(editedBy?.description ?? "-")"
    }

    static func lost(
        _ intent: Intent, _ family: FamilyUnderCheck, _ log: ViolationLog, why: String, devices: [DeviceID] = []
    ) {
        log.note(Violation(checker: .intents, timeMs: family.nowMs, devices: devices, subject: "intent \(intent.number)",
                           detail: "lost: \(intent.described(time: family.formatTime)): \(why)"))
    }
}
