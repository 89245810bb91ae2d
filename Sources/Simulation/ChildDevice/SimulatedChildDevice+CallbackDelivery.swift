import Platform

/// The way from "the system decided to call back" to the monitor: authorisation, the faults
/// that hold, lose, silence or duplicate callbacks, and the record of what was delivered.
extension SimulatedChildDevice {
    /// Spacing of callbacks released together from a hold.
    static let releaseSpacingMs: Int64 = 10
    /// How long after the original a duplicate callback arrives.
    static let duplicateDelayMs: Int64 = 200

    /// A callback is due now. Nothing crossed while unauthorised is ever delivered.
    func emit(_ callback: SystemCallback) {
        guard isAuthorized else { return }
        if holdsBeforeMidnight(callback) || holdsLate(callback) { return }
        dispatch(callback)
    }

    func emitThresholds(_ callbacks: [SystemCallback]) {
        for callback in callbacks {
            if case let .artefact(kind) = callback.truth, kind == .overCount || kind == .crossDeviceBleed {
                recordFault(kind)
            }
            emit(callback)
        }
    }

    /// The usage activity's start may arrive late (F8); every other start is due now.
    func emitIntervalStart(_ activity: ActivityName) {
        guard activity == usageActivity, faults.strikes(.intervalStartDelayed, on: now.date) else {
            return emit(.interval(.intervalStart, activity))
        }
        recordFault(.intervalStartDelayed)
        let delayMs = faults.drawDelayMs(.intervalStartDelayed)
        scheduleTimedCallback(.interval(.intervalStart, activity), at: nowMs + delayMs, isCopy: false)
    }

    /// Hands the callback to the monitor — after its latency — unless the extension is killed
    /// first or the system has gone silent for the day, then maybe sends it again.
    func dispatch(_ callback: SystemCallback, isCopy: Bool = false, hasWaited: Bool = false) {
        if holdsWhileOff(callback, isCopy: isCopy) { return }
        if !hasWaited && waitsForLatency(callback, isCopy: isCopy) { return }
        guard isAuthorized, !isSilenced(callback) else { return }
        let killPercent = (faults.extensionKilled?.chancePercent ?? 0) * (app.isForceQuit ? 4 : 1)
        if faults.draws(.extensionKilled, percent: killPercent) {
            return recordFault(.extensionKilled)
        }
        if callback.kind == .threshold && callback.activity == usageActivity {
            usageThresholdTruths.append(callback.truth)
        }
        if world.keepsDeliveries {
            deliveries.append(CallbackDelivery(
                time: world.now, activity: callback.activity, event: callback.event,
                kind: callback.kind, truth: callback.truth
            ))
        }
        deliveredCallbackCount += 1
        switch callback.kind {
        case .intervalStart:
            world.recordDecision(.intervalStart, device: index, detail: callback.activity.rawValue)
            monitor?.intervalDidStart(for: callback.activity)
            releaseStaleCallbacks()
        case .intervalEnd:
            world.recordDecision(.intervalEnd, device: index, detail: callback.activity.rawValue)
            monitor?.intervalDidEnd(for: callback.activity)
        case .threshold:
            world.recordDecision(.threshold, device: index, detail: callback.event!.rawValue)
            monitor?.eventDidReachThreshold(callback.event!, activity: callback.activity)
            if !isCopy && faults.draws(.duplicateCallbacks) {
                recordFault(.duplicateCallbacks)
                scheduleTimedCallback(
                    callback.copy(as: .duplicateCallbacks), at: nowMs + Self.duplicateDelayMs, isCopy: true
                )
            }
        }
    }

    func recordFault(_ kind: FaultKind) {
        faultFirings.append(FaultFiring(kind: kind, time: world.now))
        world.recordDecision(.fault, device: index, detail: kind.rawValue)
    }

    // MARK: Latency

    /// A callback made while others are on their way rides with them: it reaches the monitor
    /// `releaseSpacingMs` after the last, as one wake of the extension handles them in a row —
    /// so callbacks keep the order the system made them in, and a batch (a released hold) stays
    /// a batch. Otherwise a struck callback waits a drawn latency.
    private func waitsForLatency(_ callback: SystemCallback, isCopy: Bool) -> Bool {
        guard faults.callbackLatency != nil else { return false }
        let arrivalMs: Int64
        if faults.latencyQueueEndMs > nowMs {
            arrivalMs = faults.latencyQueueEndMs + Self.releaseSpacingMs
        } else if faults.draws(.callbackLatency) {
            arrivalMs = nowMs + faults.drawDelayMs(.callbackLatency)
        } else {
            return false
        }
        guard arrivalMs > nowMs else { return false }
        faults.latencyQueueEndMs = arrivalMs
        scheduleTimedCallback(callback, at: arrivalMs, isCopy: isCopy, hasWaited: true)
        return true
    }

    // MARK: Silence (F7)

    /// After the day's quota of threshold callbacks, nothing more is delivered that local day.
    private func isSilenced(_ callback: SystemCallback) -> Bool {
        guard let spec = faults.silentStop else { return false }
        let today = now.date
        if faults.countedDate != today {
            faults.countedDate = today
            faults.thresholdsDeliveredOnCountedDate = 0
            faults.isSilencedOnCountedDate = false
        }
        if faults.thresholdsDeliveredOnCountedDate >= spec.afterOrDefault,
           faults.strikes(.silentStop, on: today) {
            if !faults.isSilencedOnCountedDate { recordFault(.silentStop) }
            faults.isSilencedOnCountedDate = true
            return true
        }
        if callback.kind == .threshold { faults.thresholdsDeliveredOnCountedDate += 1 }
        return false
    }

    // MARK: Holds (F2, F3)

    /// A hold opens with a drawn chance and delay; every threshold due while it lasts joins
    /// it. Interval callbacks are not held: their own lateness is F8's.
    private func holdsLate(_ callback: SystemCallback) -> Bool {
        guard callback.kind == .threshold, faults.lateDelivery != nil else { return false }
        let opens = faults.draws(.lateDelivery)
        let delayMs = faults.drawDelayMs(.lateDelivery)
        if faults.lateHoldEndMs != nil {
            faults.lateHeld.append(callback)
            return true
        }
        guard opens else { return false }
        recordFault(.lateDelivery)
        faults.lateHoldEndMs = nowMs + delayMs
        faults.lateHeld = [callback]
        world.loop.schedule(.lateHoldEnd(device: index), after: delayMs)
        return true
    }

    /// The hold's callbacks arrive in the order they were due, `releaseSpacingMs` apart.
    func lateHoldDidEnd() {
        guard let endMs = faults.lateHoldEndMs, endMs <= nowMs else { return }
        let held = faults.lateHeld
        faults.lateHoldEndMs = nil
        faults.lateHeld = []
        for (position, callback) in held.enumerated() {
            if position == 0 {
                dispatch(callback)
            } else {
                let releaseMs = nowMs + Int64(position) * Self.releaseSpacingMs
                scheduleTimedCallback(callback, at: releaseMs, isCopy: false)
            }
        }
    }

    /// On a struck day, thresholds due in the last minutes before local midnight wait for the
    /// next day's interval start.
    private func holdsBeforeMidnight(_ callback: SystemCallback) -> Bool {
        guard callback.kind == .threshold, let spec = faults.staleAfterMidnight else { return false }
        let local = now
        let windowMs = Int64(spec.minutesOrDefault) * Instant.millisecondsPerMinute
        guard local.millisecondOfDay >= Instant.millisecondsPerDay - windowMs,
              faults.strikes(.staleAfterMidnight, on: local.date) else { return false }
        if faults.staleHeldDate != local.date {
            recordFault(.staleAfterMidnight)
            faults.staleHeldDate = local.date
        }
        faults.staleHeld.append(callback)
        return true
    }

    private func releaseStaleCallbacks() {
        guard let heldDate = faults.staleHeldDate, heldDate < now.date, !faults.staleHeld.isEmpty else {
            return
        }
        let held = faults.staleHeld
        faults.staleHeld = []
        for callback in held {
            dispatch(callback)
        }
    }

    // MARK: Timed callbacks

    func scheduleTimedCallback(_ callback: SystemCallback, at timeMs: Int64, isCopy: Bool, hasWaited: Bool = false) {
        let ticket = faults.nextTicket()
        faults.timedCallbacks.append(.init(ticket: ticket, callback: callback, isCopy: isCopy, hasWaited: hasWaited))
        world.loop.schedule(.timedCallback(device: index, ticket: ticket), at: timeMs)
    }

    func timedCallbackDidArrive(ticket: UInt32) {
        guard let position = faults.timedCallbacks.firstIndex(where: { $0.ticket == ticket }) else { return }
        let timed = faults.timedCallbacks.remove(at: position)
        dispatch(timed.callback, isCopy: timed.isCopy, hasWaited: timed.hasWaited)
    }
}
