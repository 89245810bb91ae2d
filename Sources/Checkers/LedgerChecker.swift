import FamilyApp
import Platform
import RewardEngine
import Simulation

/// Each child's balance is the sum of its entries; no entry made before the horizon is missing
/// from the service; no adjustment is booked twice; and at the end, once the points have been
/// still for the bound, every member parent's phone shows the child's balance.
enum LedgerChecker {
    static func checkBalances(_ family: FamilyUnderCheck, into log: ViolationLog) {
        for child in family.children {
            guard let ledger = ledger(of: child, in: family), let problem = ledger.balanceProblems.first else { continue }
            log.note(Violation(checker: .ledger, timeMs: family.nowMs, devices: [], subject: "\(child) balance",
                               detail: "\(child): \(problem)"))
        }
    }

    static func checkCrossings(_ family: FamilyUnderCheck, horizonMs: Int64, into log: ViolationLog) {
        for child in family.children {
            guard let ledger = ledger(of: child, in: family) else { continue }
            // Counts and sets: the order of the zone's records cannot reach the verdicts.
            let held = family.service.recordsInAnyOrder(in: family.layout.usageZone(of: child))
            let uploaded = entrySequences(in: held, of: child)
            let owed = ledger.entries.prefix(family.entriesOwed[child] ?? 0)
            let missing = owed.filter {
                $0.timestamp.millisecondsSinceEpoch <= horizonMs && !uploaded.contains($0.sequence)
            }
            if let first = missing.first {
                log.note(Violation(checker: .ledger, timeMs: family.nowMs, devices: [], subject: "\(child) uploads",
                                   detail: "\(missing.count) of \(child)'s ledger entries never reached the service, "
                                       + "first entry.\(child).\(first.sequence)"))
            }
            var bookings: [String: Int] = [:]
            for source in held.compactMap({ $0["source"]?.textValue }) { bookings[source, default: 0] += 1 }
            if let twice = bookings.keys.sorted().first(where: { bookings[$0]! > 1 }) {
                log.note(Violation(checker: .ledger, timeMs: family.nowMs, devices: [], subject: "booked \(twice)",
                                   detail: "adjustment \(twice) was booked more than once"))
            }
            guard family.isAtEnd, lastPointsChangeMs(of: child, owed: owed, in: family) <= horizonMs else { continue }
            // The parents can know the entries the service holds without a gap; the ones the
            // extension made since the app last ran are not owed yet (checked above).
            let known = ledger.entries.prefix { uploaded.contains($0.sequence) }
            let knownBalance = known.last?.balanceAfter ?? 0
            for phone in family.members {
                let shown = phone.app.balance(of: child)
                guard shown != knownBalance else { continue }
                log.note(Violation(checker: .ledger, timeMs: family.nowMs, devices: [phone.device],
                                   subject: "\(phone.device) shows \(child)",
                                   detail: "\(phone.device) shows \(shown) points for \(child); the child's ledger held "
                                       + "\(knownBalance) at its last entry the service holds"))
            }
        }
    }

    /// The child's ledger as the app keeps it on the child's first device.
    static func ledger(of child: ChildID, in family: FamilyUnderCheck) -> PointsLedger? {
        family.devices(of: child).first?.app.store.account.ledger
    }

    /// The last moment the child's owed points moved or a parent asked them to.
    static func lastPointsChangeMs(of child: ChildID, owed: ArraySlice<LedgerEntry>, in family: FamilyUnderCheck) -> Int64 {
        var lastMs = owed.last?.timestamp.millisecondsSinceEpoch ?? .min
        for intent in family.world.intents.intents {
            if case .adjustment(child, _, _) = intent.meaning { lastMs = max(lastMs, intent.timeMs) }
        }
        return lastMs
    }

    /// The sequences of the child's ledger entries among `records`, read off their names
    /// (`entry.<child>.<sequence>`). Only the name the app writes counts: digits without a
    /// leading zero, as sequences start at 1.
    static func entrySequences(in records: [CloudRecord], of child: ChildID) -> Set<Int> {
        let prefix = "entry.\(child)."
        var sequences: Set<Int> = []
        for record in records where record.id.name.hasPrefix(prefix) {
            let digits = record.id.name.dropFirst(prefix.count)
            guard digits.first != "0", digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                  let sequence = Int(digits)
            else { continue }
            sequences.insert(sequence)
        }
        return sequences
    }
}
