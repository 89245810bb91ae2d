import FamilyApp
import Platform
import SimulatedCloud
import SyncEngine

/// The checkers that run on every synced scenario, at its end. Those that can only be judged
/// once the family is quiet — convergence, nothing lost — run only when every fault has healed
/// at least `convergenceBoundMs` earlier; then anything the service has held for that long must
/// be on every device that reads it.
extension SyncRun {
    /// Every device with the app's sync engine, and the engine's state as the device holds it.
    var syncedDevices: [(device: DeviceID, state: SyncState)] {
        let parentsSynced = parents.compactMap { parent -> (DeviceID, SyncState)? in
            guard let device = parent.device, let app = parentApps[parent.id] else { return nil }
            return (device, app.syncStore.state)
        }
        let childrenSynced = childApps.compactMap { entry -> (DeviceID, SyncState)? in
            guard let sync = entry.app.sync else { return nil }
            return (entry.device, sync.syncStore.state)
        }
        return parentsSynced + childrenSynced
    }

    /// The organiser, and every parent who joined and was not removed: whose phones must agree.
    func isMember(_ parent: ParentSpec) -> Bool {
        parent.id == layout.organizer || joinedParents.contains(parent.id)
    }

    /// Why the quiet-time checks cannot judge now; nil when they can.
    var reasonNotQuiet: String? {
        let nowMs = world.loop.now
        if let device = partitioned.sorted().first { return "\(device) is still cut off" }
        if nowMs - lastFaultChangeMs < spec.convergenceBoundMs {
            return "the last fault healed less than the convergence bound before the end"
        }
        if let quit = parentDevices.values.filter(\.isAppForceQuit).map(\.id).sorted().first {
            return "the app on \(quit) is force-quit"
        }
        if let quit = world.childDevices.filter(\.isAppForceQuit).map(\.id).sorted().first {
            return "the app on \(quit) is force-quit"
        }
        return nil
    }

    func checkAtEnd(accounts: [ChildID: LedgerAtEnd]) {
        let nowMs = world.loop.now
        for (child, account) in accounts.sorted(by: { $0.key < $1.key }) {
            guard let problem = account.problem else { continue }
            note(SyncViolation(checker: .ledger, timeMs: nowMs, devices: [], detail: "\(child): \(problem)"))
        }
        checkServerResurrections()
        guard reasonNotQuiet == nil else { return }
        let horizonMs = nowMs - spec.convergenceBoundMs
        checkConvergence(horizonMs: horizonMs)
        checkCommands(horizonMs: horizonMs)
        checkLedger(accounts: accounts, horizonMs: horizonMs)
    }

    /// Every record the service has held since before the horizon is on every device that
    /// reads its zone, at the service's version; none it deleted before then is still there.
    private func checkConvergence(horizonMs: Int64) {
        let service = world.cloudService!
        let outsiders = parents.filter { !isMember($0) }.compactMap(\.device)
        var zonesAtEnd: [CloudZoneID: ZoneAtEnd] = [:]
        for (device, state) in syncedDevices where !outsiders.contains(device) {
            for zone in state.trackedZones {
                let atEnd = zonesAtEnd[zone] ?? ZoneAtEnd(zone, of: service, horizonMs: horizonMs)
                zonesAtEnd[zone] = atEnd
                let stale = atEnd.held.filter { state.serverRecords[$0.id]?.changeTag != $0.changeTag }
                // The smallest id is the one a sorted listing would name first.
                if let first = stale.min(by: { $0.id < $1.id }) {
                    note(SyncViolation(checker: .convergence, timeMs: world.loop.now, devices: [device],
                                       detail: "\(device) lacks \(stale.count) record(s) of \(zone) the service has held "
                                           + "for longer than the bound, first \(first.id.name)"))
                }
                if let back = atEnd.goneSorted.first(where: { state.serverRecords[$0] != nil }) {
                    note(SyncViolation(checker: .resurrection, timeMs: world.loop.now, devices: [device],
                                       detail: "\(device) still holds \(back.name), which the service deleted"))
                }
            }
        }
    }

    /// A deleted record's name never comes back on the service: the app deletes only records
    /// it never writes again.
    private func checkServerResurrections() {
        let service = world.cloudService!
        for zone in service.allZones {
            if let back = service.deletedRecordIDs(in: zone).first(where: { service.record($0) != nil }) {
                note(SyncViolation(checker: .resurrection, timeMs: world.loop.now, devices: [],
                                   detail: "\(back.name) was deleted from \(zone) and is back"))
            }
        }
    }

    /// Every command issued before the horizon was carried out or refused exactly once, and
    /// its receipt is on the service — or it failed on the phone that issued it, which reported it.
    private func checkCommands(horizonMs: Int64) {
        let service = world.cloudService!
        for (command, issuedMs) in issuedAtMs.sorted(by: { $0.key < $1.key }) where issuedMs <= horizonMs {
            let runs = executions[command] ?? []
            let givenUp = syncedDevices.contains { $0.state.failedChanges.contains { $0.id.name == command } }
            if runs.isEmpty, givenUp { continue }
            if runs.isEmpty {
                note(SyncViolation(checker: .commands, timeMs: world.loop.now, devices: [],
                                   detail: "command \(command) was never carried out or refused"))
                continue
            }
            let child = childApps.first { $0.device == runs[0].device }!.child
            let receipt = CloudRecordID(zone: layout.usageZone(of: child), name: "receipt.\(command)")
            if service.record(receipt) == nil {
                note(SyncViolation(checker: .commands, timeMs: world.loop.now, devices: [runs[0].device],
                                   detail: "command \(command) was carried out but its receipt never reached the service"))
            }
        }
    }

    /// No entry the child's device made before the horizon is missing from the service, no
    /// adjustment is booked twice, and a parent whose phone has everything shows the child's balance.
    private func checkLedger(
        accounts: [ChildID: LedgerAtEnd], horizonMs: Int64
    ) {
        let service = world.cloudService!
        for (child, account) in accounts.sorted(by: { $0.key < $1.key }) {
            let zone = layout.usageZone(of: child)
            // Counts and sets: the order of the zone's records cannot reach the verdicts.
            let held = service.recordsInAnyOrder(in: zone)
            let uploaded = Self.entrySequences(in: held, of: child)
            let missing = account.entries.filter { $0.atMs <= horizonMs && !uploaded.contains($0.sequence) }
            if let first = missing.first {
                note(SyncViolation(checker: .ledger, timeMs: world.loop.now, devices: [],
                                   detail: "\(missing.count) of \(child)'s ledger entries never reached the service, "
                                       + "first entry.\(child).\(first.sequence)"))
            }
            var bookings: [String: Int] = [:]
            for source in held.compactMap({ $0["source"]?.textValue }) { bookings[source, default: 0] += 1 }
            if let twice = bookings.keys.sorted().first(where: { bookings[$0]! > 1 }) {
                note(SyncViolation(checker: .ledger, timeMs: world.loop.now, devices: [],
                                   detail: "adjustment \(twice) was booked more than once"))
            }
            let lastChangeMs = (account.entries.map(\.atMs) + adjustmentsIssuedAtMs.values).max() ?? 0
            // The shared counter keeps no ledger for a parent's phone to add up.
            guard lastChangeMs <= horizonMs, spec.pointsDesign == .ledgerEntries else { continue }
            for parent in parents where isMember(parent) {
                guard let app = parentApps[parent.id] else { continue }
                let shown = app.balance(of: child)
                guard shown != account.balance else { continue }
                note(SyncViolation(checker: .ledger, timeMs: world.loop.now, devices: [app.device],
                                   detail: "\(app.device) shows \(shown) points for \(child); "
                                       + "the child's ledger holds \(account.balance)"))
            }
        }
    }

    /// The sequences of the child's ledger entries among `records`, read off their names
    /// (`entry.<child>.<sequence>`) instead of building a name to look up per entry. Only the
    /// name the app writes counts: digits without a leading zero, as sequences start at 1.
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

extension SyncRun {
    /// The checkers' verdicts at the end of the run, as outcomes beside the expectations: one
    /// per checker, failed with the first violation (when and where it was seen) or passed.
    func checkOutcomes(state: RunState) -> [ExpectationOutcome] {
        var accounts: [ChildID: LedgerAtEnd] = [:]
        for child in state.scenario.children {
            let ledger = state.account(child.id).ledger
            accounts[child.id] = LedgerAtEnd(
                balance: ledger.balance, problem: ledger.balanceProblems.first,
                entries: ledger.entries.map { ($0.sequence, $0.timestamp.millisecondsSinceEpoch) }
            )
        }
        checkAtEnd(accounts: accounts)
        return SyncViolation.Checker.allCases.map { checker in
            let found = violations.filter { $0.checker == checker }.sorted { $0.timeMs < $1.timeMs }
            guard let first = found.first else {
                let note = checker.needsQuiet ? reasonNotQuiet.map { " (not judged: \($0))" } ?? "" : ""
                return ExpectationOutcome(text: "checker \(checker.rawValue)\(note)", location: spec.location,
                                          time: nil, status: .passed, terms: [], message: nil)
            }
            let devices = first.devices.isEmpty ? "" : " on " + first.devices.map(\.rawValue).joined(separator: ", ")
            let more = found.count > 1 ? " (\(found.count - 1) more)" : ""
            return ExpectationOutcome(
                text: "checker \(checker.rawValue)", location: spec.location,
                time: Instant(millisecondsSinceEpoch: first.timeMs), status: .failed, terms: [],
                message: "first seen at \(Instant(millisecondsSinceEpoch: first.timeMs))\(devices): \(first.detail)\(more)"
            )
        }
    }
}

extension SyncViolation.Checker {
    /// Judged only once every fault has healed for the convergence bound.
    var needsQuiet: Bool { self == .convergence || self == .commands }
}

extension SyncRun {
    /// Every device holds every record of the zones it reads at the service's version, and has
    /// nothing left to send.
    var isConvergedNow: Bool {
        let service = world.cloudService!
        let outsiders = parents.filter { !isMember($0) }.compactMap(\.device)
        return syncedDevices.filter { !outsiders.contains($0.device) }.allSatisfy { _, state in
            state.pendingChanges.isEmpty && state.trackedZones.allSatisfy { zone in
                let held = service.recordsInAnyOrder(in: zone)
                return held.count == state.serverRecords.keys.filter({ $0.zone == zone }).count
                    && held.allSatisfy { state.serverRecords[$0.id]?.changeTag == $0.changeTag }
            }
        }
    }

    func commandCount(_ status: String, child: ChildID?) -> Int {
        let devices = childApps.filter { child == nil || $0.child == child }.map(\.device)
        let issued = issuedAtMs.keys.filter { command in
            child == nil || parentApps.values.contains { app in
                app.engine?.records(ofType: FamilyRecordType.command, in: layout.familyZone(of: child!))
                    .contains { $0.id.name == command } ?? false
            }
        }
        let outcomes = issued.compactMap { command in
            executions[command]?.first { devices.contains($0.device) }?.outcome
        }
        switch status {
        case "issued": return issued.count
        case "unanswered": return issued.count - outcomes.count
        default:
            let wanted = CommandOutcome(rawValue: status)
            precondition(wanted != nil, "the catalogue names the statuses")
            return outcomes.filter { $0 == wanted }.count
        }
    }
}

/// What the checkers read of a child's ledger at the end of a run: its balance, the first rule
/// it breaks (`PointsLedger.balanceProblems`, the same rule the plain runs check), its entries.
struct LedgerAtEnd {
    let balance: Int
    let problem: String?
    let entries: [(sequence: Int, atMs: Int64)]
}
