import Checkers
import FamilyApp
import Platform
import Simulation

/// How the run lets the checkers judge: the family as they see it, the moments they judge at —
/// each intent's and each healed fault's moment plus the convergence bound, when it must have
/// settled, and the end — and their verdicts as lines beside the expectations.
extension SyncRun {
    /// The organiser, and every parent who joined and was not removed: whose phones must agree.
    func isMember(_ parent: ParentSpec) -> Bool {
        parent.id == layout.organizer || joinedParents.contains(parent.id)
    }

    /// The last moment a fault began or healed: a link cut or healed, an app force-quit or
    /// relaunched, the last request an injected service error struck, the end of the latest
    /// quiet the service asked of a device.
    var lastFaultMs: Int64 {
        let quietEndMs = world.connections.map(\.quietUntilMs).max() ?? .min
        return max(
            lastFaultChangeMs, world.cloudService?.lastInjectedFailureAt?.millisecondsSinceEpoch ?? .min,
            min(quietEndMs, world.loop.now))
    }

    /// Why the quiet-time checks cannot judge now; nil when they can.
    var reasonNotQuiet: String? {
        let nowMs = world.loop.now
        if let device = partitioned.sorted().first { return "\(device) is still cut off" }
        if let remaining = world.cloudService?.injectedFailuresRemaining, remaining > 0 {
            return "\(remaining) injected service error(s) still to strike"
        }
        if nowMs - lastFaultMs < spec.convergenceBoundMs {
            return "the last fault healed less than the convergence bound before"
        }
        if let quit = parentDevices.values.filter(\.isAppForceQuit).map(\.id).sorted().first {
            return "the app on \(quit) is force-quit"
        }
        if let quit = world.childDevices.filter(\.isAppForceQuit).map(\.id).sorted().first {
            return "the app on \(quit) is force-quit"
        }
        return nil
    }

    var familyUnderCheck: FamilyUnderCheck { family(isAtEnd: false) }

    /// Per child device, how many ledger entries its app had the chance to send: those it held
    /// when a run began that was a fair chance. At the end, the latest such run; before it, the
    /// latest that began after the last fault and at least the convergence bound ago (an app that
    /// last ran while its device was cut off, or that has only just started, cannot have sent
    /// yet). A run is no chance when a request it sent timed out only after it ended (steady
    /// `loss`): the app could not hear of the failure, so could not try again, until it next ran.
    /// Nor is a run whose retry came due only after it ended (a timeout heard in the run's last
    /// seconds, the back-off longer than what was left of it): the app tries again at its next
    /// run. A start while the app was running (a push during a brief run) continues that run: a
    /// retry it sent then, lost after the run ended, makes the whole run no chance.
    func entriesOwed(isAtEnd: Bool) -> [DeviceID: Int] {
        let horizonMs = world.loop.now - spec.convergenceBoundMs
        let faultMs = lastFaultMs
        return appStarts.reduce(into: [:]) { owed, element in
            let (device, starts) = element
            let connection = world.connection(of: device)
            let timeouts = connection?.timeoutsAfterRunMs ?? []
            let timersDue = connection?.timersDueAfterRunMs ?? []
            let counted = starts.indices.last { index in
                let startMs = starts[index].ms
                let nextRunStartMs = starts[(index + 1)...].first { !$0.continuesRun }?.ms ?? .max
                guard isAtEnd || (startMs >= faultMs && startMs <= horizonMs) else { return false }
                let run = startMs..<nextRunStartMs
                return !Self.containsMoment(in: run, sorted: timeouts)
                    && !Self.containsMoment(in: run, sorted: timersDue)
            }
            owed[device] = counted.map { starts[$0].entries } ?? 0
        }
    }

    /// Whether one of `moments` (ascending) falls in `range`: a binary search, since a lossy
    /// soak times out thousands of times and is judged at every quiet moment.
    static func containsMoment(in range: Range<Int64>, sorted moments: [Int64]) -> Bool {
        var low = 0
        var high = moments.count
        while low < high {
            let middle = (low + high) / 2
            if moments[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < moments.count && moments[low] < range.upperBound
    }

    func family(isAtEnd: Bool) -> FamilyUnderCheck {
        let phones = parents.compactMap { parent -> FamilyUnderCheck.Phone? in
            guard let device = parent.device, let app = parentApps[parent.id] else { return nil }
            return FamilyUnderCheck.Phone(parent: parent.id, device: device, app: app, isMember: isMember(parent))
        }
        let offset = utcOffsetSeconds
        return FamilyUnderCheck(
            world: world, layout: layout, phones: phones,
            childDevices: childApps.map {
                FamilyUnderCheck.ChildDevice(device: $0.device, child: $0.child, app: $0.app)
            },
            children: childApps.map(\.child).reduce(into: []) { if !$0.contains($1) { $0.append($1) } },
            convergenceBoundMs: spec.convergenceBoundMs, reasonNotQuiet: reasonNotQuiet, commandAnswers: executions,
            formatTime: { Self.format($0, utcOffsetSeconds: offset) }, isAtEnd: isAtEnd,
            entriesOwed: entriesOwed(isAtEnd: isAtEnd),
            lastFaultMs: lastFaultMs
        )
    }

    static func format(_ timeMs: Int64, utcOffsetSeconds: Int) -> String {
        LocalTimestamp(instant: Instant(millisecondsSinceEpoch: timeMs), utcOffsetSeconds: utcOffsetSeconds).description
    }

    func formatTime(_ timeMs: Int64) -> String {
        Self.format(timeMs, utcOffsetSeconds: utcOffsetSeconds)
    }

    /// The checkers judge once the convergence bound has passed since now: the moment a
    /// change made or a fault healed now must have settled by.
    ///
    /// Moments are rounded up to the next quarter hour and each is judged once, so a family
    /// that changes something every few minutes is not judged at every change: a finding's
    /// first moment is late by at most a quarter hour.
    func judgeAfterBound() {
        let dueMs = world.loop.now + spec.convergenceBoundMs
        let slotMs = Self.judgementSlotMs
        let atMs = (dueMs + slotMs - 1) / slotMs * slotMs
        guard judgementsScheduledMs.insert(atMs).inserted else { return }
        world.runLater(afterMs: atMs - world.loop.now) { [unowned self] in
            judgementsScheduledMs.remove(atMs)
            judgeOrWaitForQuiet()
        }
    }

    static let judgementSlotMs: Int64 = 15 * 60_000

    /// Judges now; if a fault healed too recently (an injected error that struck later than
    /// foreseen), judges again once the bound has passed since it healed.
    private func judgeOrWaitForQuiet() {
        checkers.judge(familyUnderCheck)
        let quietAtMs = lastFaultMs + spec.convergenceBoundMs
        if quietAtMs > world.loop.now, partitioned.isEmpty {
            world.runLater(afterMs: quietAtMs - world.loop.now) { [unowned self] in
                judgeOrWaitForQuiet()
            }
        }
    }

    /// A fault began or healed: once the bound has passed, the family must have caught up.
    func noteFaultChanged() {
        lastFaultChangeMs = world.loop.now
        judgeAfterBound()
    }

    /// The checkers' verdicts at the end of the run, as outcomes beside the expectations: one
    /// per checker, failed with its first finding (when, where, what) or passed.
    func checkOutcomes() -> [ExpectationOutcome] {
        checkers.judge(family(isAtEnd: true))
        return checkers.verdicts(notJudgedBecause: reasonNotQuiet).map { verdict in
            let text = "checker \(verdict.checker.rawValue)"
            guard let first = verdict.first else {
                let note = verdict.notJudgedBecause.map { " (not judged at the end: \($0))" } ?? ""
                return ExpectationOutcome(
                    text: text + note, location: spec.location, time: nil, status: .passed,
                    terms: [], message: nil)
            }
            let devices = first.devices.isEmpty ? "" : " on " + first.devices.map(\.rawValue).joined(separator: ", ")
            let more = verdict.moreCount > 0 ? " (\(verdict.moreCount) more)" : ""
            return ExpectationOutcome(
                text: text, location: spec.location, time: Instant(millisecondsSinceEpoch: first.timeMs),
                status: .failed, terms: [],
                message: "first seen at \(formatTime(first.timeMs))\(devices): \(first.detail)\(more)"
            )
        }
    }
}
