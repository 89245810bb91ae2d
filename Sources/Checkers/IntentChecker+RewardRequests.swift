import FamilyApp
import Platform
import RewardEngine
import Simulation

/// Real-world reward requests: a parent's answer must reach the device that holds the points
/// and be booked there as given — or be superseded by the other parent's earlier answer, which
/// the service keeps — and no device may tell the child an answer the service does not hold.
extension IntentChecker {
    static func checkRewardDecision(
        _ intent: Intent, child: ChildID, request: String, approve: Bool, family: FamilyUnderCheck, log: ViolationLog
    ) -> Bool {
        let name = RewardRequestRecord.decisionName(answering: request)
        if let phone = family.phone(on: intent.device), phone.app.failedChanges.contains(where: { $0.id.name == name })
        {
            return false  // failed, and in the phone's list of failed changes
        }
        guard let held = family.service.record(CloudRecordID(zone: family.layout.familyZone(of: child), name: name))
        else {
            return lost(intent, family, log, why: "\(name) never reached the service")
        }
        guard held["editedBy"]?.textValue == intent.actor else {
            return checkSuperseded(intent, child: child, request: request, held: held, family: family, log: log)
        }
        let requester = held["device"]?.textValue.map(DeviceID.init)
        guard let device = family.devices(of: child, thatMustShow: held).first(where: { $0.device == requester }) else {
            return false  // the requesting device has not had to fetch it yet
        }
        let id = Int(held["requestID"]?.intValue ?? 0)
        let status = device.app.store.account.rewardRequests.first { $0.id == id }?.status
        let wanted: RewardRequest.Status = approve ? .approved : .denied
        guard status == wanted else {
            return lost(
                intent, family, log,
                why: "the service holds \(name), and \(device.device) shows request \(id) "
                    + (status?.rawValue ?? "missing") + " instead of \(wanted.rawValue)", devices: [device.device])
        }
        return true  // booked as given
    }

    /// Another parent answered first and the service keeps that answer: the phone that lost must
    /// show it, once it must show the family zone as of that answer, and not its own.
    static func checkSuperseded(
        _ intent: Intent, child: ChildID, request: String, held: CloudRecord, family: FamilyUnderCheck,
        log: ViolationLog
    ) -> Bool {
        guard let phone = family.phone(on: intent.device), phone.isMember else { return true }
        guard family.mustShow(phone.device, held.id.zone, changedAtMs: held.serverModifiedAt?.millisecondsSinceEpoch)
        else { return false }
        let shown = phone.app.rewardRequests(of: child).first { $0.name == request }
        let winner = held["editedBy"]?.textValue
        guard shown?.decidedBy?.rawValue == winner else {
            return lost(
                intent, family, log,
                why: "superseded by \(winner ?? "another parent")'s answer, but "
                    + "\(phone.device) shows \(shown?.decidedBy.map { "\($0)'s" } ?? "no") answer",
                devices: [phone.device])
        }
        return true  // superseded, and shown as such
    }

    /// Every answered request a child device shows must match the answer the service holds.
    static func checkRewardAnswers(_ family: FamilyUnderCheck, into log: ViolationLog) {
        for entry in family.childDevices {
            for request in entry.app.store.account.rewardRequests where request.status != .pending {
                let name = RewardRequestRecord.decisionName(
                    answering: RewardRequestRecord.name(of: request.id, on: entry.device))
                let held = family.service.record(
                    CloudRecordID(zone: family.layout.familyZone(of: entry.child), name: name))
                let heldStatus: RewardRequest.Status? = held?["approve"]?.intValue.map { $0 == 1 ? .approved : .denied }
                guard heldStatus != request.status else { continue }
                log.note(
                    Violation(
                        checker: .intents, timeMs: family.nowMs, devices: [entry.device], subject: name,
                        detail:
                            "\(entry.device) tells \(entry.child) that \(request.reward) (request \(request.id)) was "
                            + "\(request.status.rawValue), but the service holds \(heldStatus?.rawValue ?? "no answer")"
                    ))
            }
        }
    }
}
