import Platform
import Simulation

/// What the intent and command checkers carry from one judgement to the next, so that a
/// judgement costs what is still open rather than the whole history: each intent is taken in
/// once it passes the horizon, and let go once its outcome is settled for good.
final class OpenIntents {
    /// How many intents of the history have been taken in (they pass the horizon in order).
    private var takenCount = 0
    /// Indices into the history of the intents still to judge, in history order.
    private var open: [Int] = []
    /// Command name → its stamp, once the service holds the command: a command is written once
    /// and never deleted, so its stamp there never changes.
    private var stampsOnService: [String: String] = [:]
    /// The setting intents sent as a command, per child and setting, in history order, and how
    /// many intents of the history have been looked at for them.
    private var sentEdits: [String: [Int]] = [:]
    private var sentEditsCount = 0
    /// Per child and setting, the sent edits whose command the service holds, from the first
    /// on: their stamps never change, so `edits` reads each of them once, not at every judgement.
    private var settledEdits: [String: (count: Int, byStamp: [String: Intent])] = [:]
    /// How many intents of the history the command checker has walked, and the commands it has
    /// seen (the first intent of a command speaks for it).
    private var commandsTakenCount = 0
    private var commandsSeen: Set<String> = []
    /// Indices of the first intent of each command not yet answered, in history order.
    private var unansweredCommands: [Int] = []

    /// Takes in the intents made up to `horizonMs`.
    func takeIn(_ intents: [Intent], through horizonMs: Int64) {
        while takenCount < intents.count, intents[takenCount].timeMs <= horizonMs {
            open.append(takenCount)
            takenCount += 1
        }
    }

    /// Keeps the open intents `isSettled` does not let go, in order.
    func letGo(where isSettled: (Int) -> Bool) {
        open.removeAll(where: isSettled)
    }

    /// Notes every setting intent sent as a command, made at any time (a later edit can
    /// already hold the service's field).
    func noteEdits(in intents: [Intent]) {
        for index in sentEditsCount..<intents.count {
            guard case .setting(let child, let setting, _, _?) = intents[index].meaning else { continue }
            sentEdits["\(child) \(setting)", default: []].append(index)
        }
        sentEditsCount = intents.count
    }

    /// The sent edits of one setting of one child, by the stamp their command carries; where two
    /// carry one stamp, the later.
    func edits(of child: ChildID, setting: String, among intents: [Intent], family: FamilyUnderCheck) -> [String:
        Intent]
    {
        let key = "\(child) \(setting)"
        let indices = sentEdits[key] ?? []
        var settled = settledEdits.removeValue(forKey: key) ?? (0, [:])  // held alone: extended in place
        while settled.count < indices.count {
            let intent = intents[indices[settled.count]]
            guard case .setting(_, _, _, let change?) = intent.meaning,
                let stamp = stampOnService(of: change, child: child, family: family)
            else { break }
            settled.byStamp[stamp] = intent
            settled.count += 1
        }
        settledEdits[key] = settled
        var found = settled.byStamp
        for index in indices[settled.count...] {
            let intent = intents[index]
            guard case .setting(_, _, _, let change?) = intent.meaning,
                let stamp = stamp(of: change, child: child, sentOn: intent.device, family: family)
            else { continue }
            found[stamp] = intent
        }
        return found
    }

    /// The stamp of a command: from the service, or from the phone that sent it while it has
    /// not arrived.
    func stamp(of change: String, child: ChildID, sentOn device: DeviceID, family: FamilyUnderCheck) -> String? {
        if let onService = stampOnService(of: change, child: child, family: family) { return onService }
        let id = CloudRecordID(zone: family.layout.familyZone(of: child), name: change)
        guard let sent = family.phone(on: device)?.app.engine?.record(id) else { return nil }
        return IntentChecker.stamp(editedAt: sent["editedAt"], editedBy: sent["editedBy"])
    }

    /// The stamp of a command the service holds, or nil while it has not arrived.
    private func stampOnService(of change: String, child: ChildID, family: FamilyUnderCheck) -> String? {
        if let known = stampsOnService[change] { return known }
        let id = CloudRecordID(zone: family.layout.familyZone(of: child), name: change)
        guard let onService = family.service.record(id) else { return nil }
        let stamp = IntentChecker.stamp(editedAt: onService["editedAt"], editedBy: onService["editedBy"])
        stampsOnService[change] = stamp
        return stamp
    }

    /// Takes in the commands of the intents made up to `horizonMs` and judges every one still
    /// unanswered, letting go of those `judge` settles.
    func judgeCommands(_ intents: [Intent], through horizonMs: Int64, _ judge: (Int) -> Bool) {
        while commandsTakenCount < intents.count, intents[commandsTakenCount].timeMs <= horizonMs {
            if case .setting(_, _, _, let change?) = intents[commandsTakenCount].meaning,
                commandsSeen.insert(change).inserted
            {
                unansweredCommands.append(commandsTakenCount)
            }
            commandsTakenCount += 1
        }
        unansweredCommands.removeAll(where: judge)
    }
}
