import FamilyApp
import Platform
import RewardEngine
import Simulation

/// Each device's balance is the sum of its entries; no entry a device made before the horizon
/// is missing from the service; no adjustment counts twice; and at the end, once the points
/// have been still for the bound, every member parent's phone shows the child's balance.
enum LedgerChecker {
    static func checkBalances(_ family: FamilyUnderCheck, into log: ViolationLog) {
        for entry in family.childDevices {
            guard let problem = entry.app.store.account.ledger.balanceProblems.first else { continue }
            log.note(Violation(checker: .ledger, timeMs: family.nowMs, devices: [entry.device],
                               subject: "\(entry.device) balance", detail: "\(entry.device) (\(entry.child)): \(problem)"))
        }
    }

    static func checkCrossings(_ family: FamilyUnderCheck, horizonMs: Int64, into log: ViolationLog) {
        for child in family.children {
            let devices = family.devices(of: child)
            guard !devices.isEmpty else { continue }
            // Counts and sets: the order of the zone's records cannot reach the verdicts.
            let held = family.service.recordsInAnyOrder(in: family.layout.usageZone(of: child))
            let uploaded = entryNames(in: held, of: child)
            var knownBalance = 0
            var lastChangeMs = Int64.min
            for device in devices {
                let ledger = device.app.store.account.ledger
                let owed = ledger.entries.prefix(family.entriesOwed[device.device] ?? 0).filter { $0.copiedFrom == nil }
                let missing = owed.filter {
                    $0.timestamp.millisecondsSinceEpoch <= horizonMs
                        && !uploaded.contains(EntryOrigin(device: device.device, sequence: $0.sequence))
                }
                if let first = missing.first {
                    let name = EntryOrigin(device: device.device, sequence: first.sequence).recordName(of: child)
                    log.note(Violation(checker: .ledger, timeMs: family.nowMs, devices: [device.device],
                                       subject: "\(device.device) uploads",
                                       detail: "\(missing.count) of \(device.device)'s ledger entries never reached "
                                           + "the service, first \(name)"))
                }
                lastChangeMs = max(lastChangeMs, owed.last?.timestamp.millisecondsSinceEpoch ?? .min)
                // The parents can know the entries the service holds without a gap; the ones the
                // extension made since the app last ran are not owed yet (checked above).
                let known = ledger.entries.lazy.filter { $0.copiedFrom == nil }.prefix {
                    uploaded.contains(EntryOrigin(device: device.device, sequence: $0.sequence))
                }
                knownBalance += known.reduce(0) { $0 + $1.amount }
            }
            checkBookings(of: child, held: held, horizonMs: horizonMs, family: family, log: log)
            guard family.isAtEnd, lastPointsChangeMs(of: child, ownEntriesMs: lastChangeMs, in: family) <= horizonMs
            else { continue }
            for phone in family.members {
                let shown = phone.app.balance(of: child)
                guard shown != knownBalance else { continue }
                log.note(Violation(checker: .ledger, timeMs: family.nowMs, devices: [phone.device],
                                   subject: "\(phone.device) shows \(child)",
                                   detail: "\(phone.device) shows \(shown) points for \(child); the child's devices "
                                       + "held \(knownBalance) at their last entries the service holds"))
            }
        }
    }

    /// An adjustment counts once: each booking beyond the first is cancelled by its device's
    /// reversal once that device has fetched the first (the device whose name sorts first keeps
    /// its booking) — judged, like the uploads, for bookings the service has held since before
    /// the horizon. A device that has not fetched it yet cannot know.
    static func checkBookings(
        of child: ChildID, held: [CloudRecord], horizonMs: Int64, family: FamilyUnderCheck, log: ViolationLog
    ) {
        var bookings: [String: [(device: DeviceID, record: CloudRecord)]] = [:]
        var reversed: Set<String> = []
        for record in held {
            guard let name = EntryOrigin(recordName: record.id.name, of: child) else { continue }
            if let source = record["source"]?.textValue { bookings[source, default: []].append((name.device, record)) }
            if let source = record["reverses"]?.textValue { reversed.insert("\(source) \(name.device)") }
        }
        for source in bookings.keys.sorted() where bookings[source]!.count > 1 {
            let sorted = bookings[source]!.sorted { $0.device < $1.device }
            let kept = sorted[0]
            guard let keptSinceMs = kept.record.serverModifiedAt?.millisecondsSinceEpoch, keptSinceMs <= horizonMs
            else { continue }
            for other in sorted.dropFirst() where !reversed.contains("\(source) \(other.device)") {
                let reversedAtHome = family.devices(of: child).first { $0.device == other.device }?
                    .app.store.work.remote.reversedAdjustments.contains(source) ?? false
                guard !reversedAtHome, family.mustShow(other.device, kept.record.id.zone, changedAtMs: keptSinceMs)
                else { continue }
                log.note(Violation(checker: .ledger, timeMs: family.nowMs, devices: [kept.device, other.device],
                                   subject: "booked \(source)",
                                   detail: "adjustment \(source) was booked on \(kept.device) and on \(other.device), "
                                       + "and \(other.device) has fetched \(kept.device)'s booking without reversing its own"))
            }
        }
    }

    /// The last moment the child's owed points moved or a parent asked them to.
    static func lastPointsChangeMs(of child: ChildID, ownEntriesMs: Int64, in family: FamilyUnderCheck) -> Int64 {
        var lastMs = ownEntriesMs
        for intent in family.world.intents.intents {
            if case .adjustment(child, _, _) = intent.meaning { lastMs = max(lastMs, intent.timeMs) }
        }
        return lastMs
    }

    /// The child's ledger entries among `records`, read off their names (`EntryOrigin+RecordName`).
    static func entryNames(in records: [CloudRecord], of child: ChildID) -> Set<EntryOrigin> {
        Set(records.compactMap { EntryOrigin(recordName: $0.id.name, of: child) })
    }
}
