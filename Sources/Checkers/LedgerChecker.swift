import FamilyApp
import Platform
import RewardEngine
import Simulation

/// Each device's balance is the sum of its entries; no entry a device made before the horizon
/// is missing from the service; no adjustment counts twice; and at the end, once the points
/// have been still for the bound, every member parent's phone shows the child's balance.
enum LedgerChecker {
    /// Each ledger is audited from where the last judgement stopped: a problem among the entries
    /// checked before was noted then, and a finding is kept at its first moment only.
    static func checkBalances(_ family: FamilyUnderCheck, audits: inout [DeviceID: LedgerAudit], into log: ViolationLog)
    {
        for entry in family.childDevices {
            let ledger = entry.app.store.account.ledger
            var audit =
                audits[entry.device].flatMap { $0.continues(ledger.entries) ? $0 : nil }
                ?? LedgerAudit()
            let problem = audit.problems(
                goingOnThrough: ledger.entries, balance: ledger.balance, checkingTimeOrder: false
            ).first
            audits[entry.device] = audit
            guard let problem else { continue }
            log.note(
                Violation(
                    checker: .ledger, timeMs: family.nowMs, devices: [entry.device],
                    subject: "\(entry.device) balance", detail: "\(entry.device) (\(entry.child)): \(problem)"))
        }
    }

    static func checkCrossings(
        _ family: FamilyUnderCheck, horizonMs: Int64, onService: (ChildID) -> UsageZoneEntries, into log: ViolationLog
    ) {
        for child in family.children {
            let devices = family.devices(of: child)
            guard !devices.isEmpty else { continue }
            let uploaded = onService(child)
            var knownBalance = 0
            var lastChangeMs = Int64.min
            for device in devices {
                let ledger = device.app.store.account.ledger
                let sequences = uploaded.sequences(of: device.device)
                var missingCount = 0
                var firstMissing: LedgerEntry?
                var lastOwedMs = Int64.min
                for entry in ledger.entries.prefix(family.entriesOwed[device.device] ?? 0) where entry.copiedFrom == nil
                {
                    let madeMs = entry.timestamp.millisecondsSinceEpoch
                    lastOwedMs = madeMs
                    guard madeMs <= horizonMs, !sequences.contains(entry.sequence) else { continue }
                    missingCount += 1
                    if firstMissing == nil { firstMissing = entry }
                }
                if let first = firstMissing {
                    let name = EntryOrigin(device: device.device, sequence: first.sequence).recordName(of: child)
                    log.note(
                        Violation(
                            checker: .ledger, timeMs: family.nowMs, devices: [device.device],
                            subject: "\(device.device) uploads",
                            detail: "\(missingCount) of \(device.device)'s ledger entries never reached "
                                + "the service, first \(name)"))
                }
                lastChangeMs = max(lastChangeMs, lastOwedMs)
                // The parents can know the entries the service holds without a gap; the ones the
                // extension made since the app last ran are not owed yet (checked above).
                for entry in ledger.entries where entry.copiedFrom == nil {
                    guard sequences.contains(entry.sequence) else { break }
                    knownBalance += entry.amount
                }
            }
            checkBookings(of: child, uploaded: uploaded, horizonMs: horizonMs, family: family, log: log)
            guard family.isAtEnd, lastPointsChangeMs(of: child, ownEntriesMs: lastChangeMs, in: family) <= horizonMs
            else { continue }
            for phone in family.members {
                let shown = phone.app.balance(of: child)
                guard shown != knownBalance else { continue }
                log.note(
                    Violation(
                        checker: .ledger, timeMs: family.nowMs, devices: [phone.device],
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
        of child: ChildID, uploaded: UsageZoneEntries, horizonMs: Int64, family: FamilyUnderCheck, log: ViolationLog
    ) {
        for (source, sorted) in uploaded.adjustmentsBookedTwice {
            let kept = sorted[0]
            guard let keptSinceMs = kept.record.serverModifiedAt?.millisecondsSinceEpoch, keptSinceMs <= horizonMs
            else { continue }
            for other in sorted.dropFirst() where !uploaded.reverses(other.device, source) {
                let reversedAtHome =
                    family.devices(of: child).first { $0.device == other.device }?
                    .app.store.work.remote.reversedAdjustments.contains(source) ?? false
                guard !reversedAtHome, family.mustShow(other.device, kept.record.id.zone, changedAtMs: keptSinceMs)
                else { continue }
                log.note(
                    Violation(
                        checker: .ledger, timeMs: family.nowMs, devices: [kept.device, other.device],
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
}
