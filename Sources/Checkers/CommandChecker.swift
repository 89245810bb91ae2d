import FamilyApp
import Platform
import Simulation

/// Every command sent before the horizon was answered, and its receipt is on the service — or
/// it failed on the phone that sent it, which shows it in its failed changes.
///
/// Before the end a command answered is settled (its receipt is judged at the end), so each
/// judgement walks only the commands still unanswered; the end walks them all.
enum CommandChecker {
    static func check(_ family: FamilyUnderCheck, horizonMs: Int64, open: OpenIntents, into log: ViolationLog) {
        let intents = family.world.intents.intents
        guard family.isAtEnd else {
            open.judgeCommands(intents, through: horizonMs) { judge(intents[$0], family: family, log: log) }
            return
        }
        var seen: Set<String> = []
        for intent in intents where intent.timeMs <= horizonMs {
            guard case .setting(_, _, _, let change?) = intent.meaning, seen.insert(change).inserted else { continue }
            _ = judge(intent, family: family, log: log)
        }
    }

    /// Judges the command `intent` sent; true once it is answered or found never answered.
    private static func judge(_ intent: Intent, family: FamilyUnderCheck, log: ViolationLog) -> Bool {
        guard case .setting(let child, _, _, let change?) = intent.meaning else { return true }
        let answers = family.commandAnswers[change] ?? []
        let shownFailed = family.phone(on: intent.device)?.app.failedChanges.contains { $0.id.name == change } ?? false
        if answers.isEmpty, shownFailed { return false }
        guard let first = answers.first else {
            let sent = family.service.record(CloudRecordID(zone: family.layout.familyZone(of: child), name: change))
            guard family.isAtEnd || !family.devices(of: child, thatMustShow: sent).isEmpty else { return false }
            log.note(
                Violation(
                    checker: .commands, timeMs: family.nowMs, devices: [], subject: change,
                    detail: "command \(change) was never answered"))
            return true
        }
        let receipt = CloudRecordID(
            zone: family.layout.usageZone(of: child), name: FamilyRecordType.receiptName(answering: change))
        if family.isAtEnd, family.service.record(receipt) == nil {
            log.note(
                Violation(
                    checker: .commands, timeMs: family.nowMs, devices: [first.device], subject: change,
                    detail: "command \(change) was answered but its receipt never reached the service"))
        }
        return true
    }
}
