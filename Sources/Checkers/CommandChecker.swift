import FamilyApp
import Platform
import Simulation

/// Every command sent before the horizon was answered, and its receipt is on the service — or
/// it failed on the phone that sent it, which shows it in its failed changes.
enum CommandChecker {
    static func check(_ family: FamilyUnderCheck, horizonMs: Int64, into log: ViolationLog) {
        var seen: Set<String> = []
        for intent in family.world.intents.intents where intent.timeMs <= horizonMs {
            guard case let .setting(child, _, _, change?) = intent.meaning, seen.insert(change).inserted else { continue }
            let answers = family.commandAnswers[change] ?? []
            let shownFailed = family.phone(on: intent.device)?.app.failedChanges.contains { $0.id.name == change } ?? false
            if answers.isEmpty, shownFailed { continue }
            guard let first = answers.first else {
                let sent = family.service.record(CloudRecordID(zone: family.layout.familyZone(of: child), name: change))
                guard family.isAtEnd || !family.devices(of: child, thatMustShow: sent).isEmpty else { continue }
                log.note(Violation(checker: .commands, timeMs: family.nowMs, devices: [], subject: change,
                                   detail: "command \(change) was never answered"))
                continue
            }
            let receipt = CloudRecordID(zone: family.layout.usageZone(of: child), name: "receipt.\(change)")
            if family.isAtEnd, family.service.record(receipt) == nil {
                log.note(Violation(checker: .commands, timeMs: family.nowMs, devices: [first.device], subject: change,
                                   detail: "command \(change) was answered but its receipt never reached the service"))
            }
        }
    }
}
