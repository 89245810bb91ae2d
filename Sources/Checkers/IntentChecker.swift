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

    /// Judges each open intent made before the horizon, and lets go of those whose outcome is
    /// settled for good: refused on the spot, found lost (a finding is kept once), an adjustment
    /// booked, an edit superseded by a later one (the service's field only moves on to later
    /// edits; one moved to a stamp of no intent is the latest edit's finding too), or nothing to
    /// judge.
    static func check(_ family: FamilyUnderCheck, horizonMs: Int64, open: OpenIntents, into log: ViolationLog) {
        let intents = family.world.intents.intents
        open.takeIn(intents, through: horizonMs)
        open.noteEdits(in: intents)
        var editsByStamp: [String: [String: Intent]] = [:]
        open.letGo { index in
            let intent = intents[index]
            guard intent.refusal == nil else {
                if case .membership(let parent, "accept") = intent.meaning {
                    checkRefusedAcceptance(intent, parent: parent, intents: intents, family: family, log: log)
                }
                return true
            }
            guard family.hasHadChanceToSend(intent.device, madeAtMs: intent.timeMs) else { return false }
            switch intent.meaning {
            case .setting(let child, let setting, let value, let change?):
                let key = "\(child) \(setting)"
                if editsByStamp[key] == nil {
                    editsByStamp[key] = open.edits(of: child, setting: setting, among: intents, family: family)
                }
                return checkSetting(
                    intent, child: child, setting: setting, value: value, change: change,
                    edits: editsByStamp[key]!, open: open, family: family, log: log)
            case .adjustment(let child, _, let record):
                return checkAdjustment(intent, child: child, record: record, family: family, log: log)
            case .rewardDecision(let child, _, let request?, let approve):
                return checkRewardDecision(
                    intent, child: child, request: request, approve: approve, family: family, log: log)
            case .membership(let parent, "accept"):
                checkJoined(intent, parent: parent, family: family, log: log)
                return false
            case .setting, .redemption, .membership, .rewardRequest, .rewardDecision:
                // A redemption is applied or refused on the child's device at the step itself;
                // spent twice, it must end in an overdraft the child is told of (below).
                return true
            }
        }
        checkOverdrafts(family, into: log)
        checkRewardAnswers(family, into: log)
    }

    static func checkSetting(
        _ intent: Intent, child: ChildID, setting: String, value: Int64, change: String, edits: [String: Intent],
        open: OpenIntents, family: FamilyUnderCheck, log: ViolationLog
    ) -> Bool {
        let phone = family.phone(on: intent.device)
        let settingsID = CloudRecordID(zone: family.layout.familyZone(of: child), name: "settings")
        if let phone, phone.app.failedChanges.contains(where: { $0.id == settingsID || $0.id.name == change }) {
            return false  // failed, and in the phone's list of failed changes
        }
        if family.commandAnswers[change]?.first?.outcome == .failed {
            guard phone?.app.commandStatus(change, of: child) == CommandOutcome.failed.rawValue else {
                return lost(
                    intent, family, log,
                    why: "the child's device refused it, and \(intent.device) does not show "
                        + "the refusal")
            }
            return false
        }
        guard let server = family.service.record(settingsID) else {
            return lost(intent, family, log, why: "the service holds no settings for \(child)")
        }
        let fieldStamp = stamp(editedAt: server["\(setting).editedAt"], editedBy: server["\(setting).editedBy"])
        let mine = open.stamp(of: change, child: child, sentOn: intent.device, family: family)
        // Two edits in one millisecond by one parent carry one stamp: the phone applied and sent
        // them in order, so the field is the later one's (explore run seed 918261862).
        let isMineOnService = fieldStamp == mine && (edits[fieldStamp]?.number ?? intent.number) == intent.number
        if isMineOnService {
            let changedAtMs = server.serverModifiedAt?.millisecondsSinceEpoch
            let later = laterValues(of: setting, child: child, after: intent, in: family)
            let wrong = shown(setting, of: child, family: family).filter {
                $0.value != value && !($0.value.map(later.contains) ?? false)
                    && family.mustShow($0.device, settingsID.zone, changedAtMs: changedAtMs)
            }
            guard wrong.isEmpty else {
                return lost(
                    intent, family, log, why: "the service holds it, but " + describe(wrong),
                    devices: wrong.map(\.device))
            }
            return false  // applied
        }
        guard let holder = edits[fieldStamp] else {
            return lost(
                intent, family, log,
                why: "the service's \(setting) is \(server[setting]?.description ?? "none") "
                    + "from no intent after it (stamp \(fieldStamp))")
        }
        guard holder.timeMs >= intent.timeMs - concurrentEditsMs else {
            return lost(
                intent, family, log,
                why: "overwritten by the earlier "
                    + holder.described(time: family.formatTime))
        }
        return true  // superseded by `holder`, judged on its own
    }

    static func checkAdjustment(
        _ intent: Intent, child: ChildID, record: String, family: FamilyUnderCheck, log: ViolationLog
    ) -> Bool {
        if let phone = family.phone(on: intent.device),
            phone.app.failedChanges.contains(where: { $0.id.name == record })
        {
            return false
        }
        guard
            !family.devices(of: child).contains(where: { $0.app.store.work.remote.bookedAdjustments.contains(record) })
        else { return true }
        guard let held = family.service.record(CloudRecordID(zone: family.layout.familyZone(of: child), name: record))
        else {
            return lost(intent, family, log, why: "\(record) never reached the service")
        }
        let fetched = family.devices(of: child, thatMustShow: held)
        guard let first = fetched.first else { return false }  // no device of the child has fetched it yet
        return lost(
            intent, family, log,
            why: "the service holds \(record), and no device of \(child)'s booked it, though "
                + "\(first.device) fetched it", devices: fetched.map(\.device))
    }

    static func checkJoined(_ intent: Intent, parent: ParentID, family: FamilyUnderCheck, log: ViolationLog) {
        guard let phone = family.phones.first(where: { $0.parent == parent }), phone.isMember else { return }
        let missing = family.children.filter { child in
            phone.app.settings(of: child) == nil
                && family.mustShow(phone.device, family.layout.familyZone(of: child), changedAtMs: intent.timeMs)
        }
        guard let first = missing.first else { return }
        lost(
            intent, family, log, why: "\(phone.device) still does not show \(first)'s settings", devices: [phone.device]
        )
    }

    /// What every device that should show the setting shows: each child device of the child
    /// and each member parent's phone (nil: it has no settings yet).
    static func shown(_ setting: String, of child: ChildID, family: FamilyUnderCheck) -> [(
        device: DeviceID, value: Int64?
    )] {
        if let app = SyncedAppSetting.app(ofField: setting) { return shown(app, of: child, family: family) }
        guard let synced = SyncedSetting(rawValue: setting) else { return [] }
        let phones = family.members.map { ($0.device, $0.app.settings(of: child).map { synced.value(in: $0) }) }
        let devices = family.devices(of: child).map {
            ($0.device, Optional(synced.value(in: $0.app.store.account.settings)))
        }
        return phones + devices
    }

    /// An app a parent changed, as each phone's settings and each child device's catalogue have it.
    static func shown(_ app: AppID, of child: ChildID, family: FamilyUnderCheck) -> [(device: DeviceID, value: Int64?)]
    {
        let phones = family.members.map {
            ($0.device, $0.app.changedCategory(of: app, for: child).map(SyncedAppSetting.value(of:)))
        }
        let devices = family.devices(of: child).map { entry in
            (entry.device, entry.app.store.account.catalog.category(of: app).map(SyncedAppSetting.value(of:)))
        }
        return phones + devices
    }

    static func describe(_ shown: [(device: DeviceID, value: Int64?)]) -> String {
        shown.map { "\($0.device) shows \($0.value.map(String.init) ?? "nothing")" }.joined(separator: ", ")
    }

    /// The values later sent edits of `setting` set. A phone shows its own later edit before the
    /// service holds it (sam sets 40 while the service still holds his 60): that edit is judged
    /// on its own (explore run seed 912034205).
    static func laterValues(of setting: String, child: ChildID, after intent: Intent, in family: FamilyUnderCheck)
        -> Set<Int64>
    {
        var values: Set<Int64> = []
        for other in family.world.intents.intents.reversed() {
            guard other.number > intent.number else { break }  // numbered in order from 1
            if case .setting(child, setting, let value, _?) = other.meaning { values.insert(value) }
        }
        return values
    }

    static func stamp(editedAt: CloudValue?, editedBy: CloudValue?) -> String {
        "\(editedAt?.description ?? "-") by \(editedBy?.description ?? "-")"
    }

    /// Notes the intent lost; true, as a finding is kept at its first moment only.
    @discardableResult
    static func lost(
        _ intent: Intent, _ family: FamilyUnderCheck, _ log: ViolationLog, why: String, devices: [DeviceID] = []
    ) -> Bool {
        log.note(
            Violation(
                checker: .intents, timeMs: family.nowMs, devices: devices, subject: "intent \(intent.number)",
                detail: "lost: \(intent.described(time: family.formatTime)): \(why)"))
        return true
    }
}
