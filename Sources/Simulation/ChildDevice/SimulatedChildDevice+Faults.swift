import Platform

/// The faults that strike at a moment rather than on a callback: a registration dropped, a
/// reboot, a lost authorisation — drawn per day or at the spec's time. What they do is the
/// activity model's, the power model's and the authorisation's.
extension SimulatedChildDevice {
    enum FaultTimerPhase: UInt32 {
        /// A new local day: draw whether and when a registration is dropped today.
        case dayDraw
        case strike
        /// The end of a lost authorisation's delay.
        case restore
    }

    /// Schedules the faults that strike at a moment rather than on a callback.
    func scheduleFaultTimers() {
        if let spec = faults.spec(.registrationDropped) {
            let phase = spec.at == nil ? FaultTimerPhase.dayDraw : .strike
            scheduleFaultTimer(.registrationDropped, phase, at: spec.at?.millisecondsSinceEpoch ?? nowMs)
        }
        if let spec = faults.spec(.reboot) {
            let phase = spec.at == nil ? FaultTimerPhase.dayDraw : .strike
            scheduleFaultTimer(.reboot, phase, at: spec.at?.millisecondsSinceEpoch ?? nowMs)
        }
        if let at = faults.spec(.authorizationLost)?.at {
            scheduleFaultTimer(.authorizationLost, .strike, at: at.millisecondsSinceEpoch)
        }
    }

    private func scheduleFaultTimer(_ kind: FaultKind, _ phase: FaultTimerPhase, at timeMs: Int64) {
        precondition(timeMs >= nowMs, "a fault cannot strike before the run starts")
        let kindIndex = UInt32(FaultKind.allCases.firstIndex(of: kind)!)
        world.loop.schedule(.faultTimer(device: index, kind: kindIndex, phase: phase.rawValue), at: timeMs)
    }

    func faultTimerDidFire(kind kindIndex: UInt32, phase rawPhase: UInt32) {
        let kind = FaultKind.allCases[Int(kindIndex)]
        switch (kind, FaultTimerPhase(rawValue: rawPhase)!) {
        case (.registrationDropped, .dayDraw), (.reboot, .dayDraw): drawDailyStrike(of: kind)
        case (.registrationDropped, _): activity.dropUsageRegistration()
        case (.reboot, _):
            faults.recordFiring(.reboot)
            restart()
        case (.authorizationLost, .strike): loseAuthorization()
        case (.authorizationLost, _):
            if faults.isAuthorizationLostByFault { restoreAuthorization() }
        default: preconditionFailure("no timer for \(kind)")
        }
    }

    var bleedSource: DeviceID? { faults.bleedSource }

    // MARK: Daily strikes

    /// On a struck day the fault strikes at a moment drawn over the rest of the day.
    private func drawDailyStrike(of kind: FaultKind) {
        let today = LocalTimestamp(instant: world.now, utcOffsetSeconds: homeUtcOffsetSeconds).date
        let nextMidnight = LocalTimestamp.startOfDay(
            today.adding(days: 1), utcOffsetSeconds: homeUtcOffsetSeconds
        )
        scheduleFaultTimer(kind, .dayDraw, at: nextMidnight.millisecondsSinceEpoch)
        guard var stream = faults.dayStream(kind, today), let spec = faults.spec(kind) else { return }
        let strikes = stream.chance(Int64(spec.chancePercent), in: 100)
        let momentMs = stream.int(in: nowMs...(nextMidnight.millisecondsSinceEpoch - 1))
        if strikes { scheduleFaultTimer(kind, .strike, at: momentMs) }
    }

    // MARK: Lost authorisation

    private func loseAuthorization() {
        guard isAuthorized else { return }
        faults.recordFiring(.authorizationLost)
        setAuthorizationStatus(.denied)
        faults.isAuthorizationLostByFault = true
        if faults.spec(.authorizationLost)?.delay != nil {
            let delayMs = faults.drawDelayMs(.authorizationLost)
            scheduleFaultTimer(.authorizationLost, .restore, at: nowMs + delayMs)
        }
    }
}
