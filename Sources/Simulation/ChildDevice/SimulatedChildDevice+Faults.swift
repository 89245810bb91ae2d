import Platform

/// The faults that make callbacks out of nothing (a flood at the first pickup, phantoms on
/// the charger, another device's usage) or take the system's side away (a dropped
/// registration, a lost authorisation).
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
        case (.registrationDropped, _): dropUsageRegistration()
        case (.reboot, _):
            faults.recordFiring(.reboot)
            restart()
        case (.authorizationLost, .strike): loseAuthorization()
        case (.authorizationLost, _):
            if faults.isAuthorizationLostByFault { restoreAuthorization() }
        default: preconditionFailure("no timer for \(kind)")
        }
    }

    // MARK: Immediate fire (F1)

    /// On a struck day, the first pickup fires every unfired threshold up to the spec's
    /// minutes of the activities starting now, and spends them.
    func fireImmediatelyIfDrawn(_ starting: [ActivityName]) {
        guard let spec = faults.spec(.immediateFire) else { return }
        let today = now.date
        guard faults.floodedDate != today, faults.strikes(.immediateFire, on: today) else { return }
        faults.floodedDate = today
        faults.recordFiring(.immediateFire)
        let limitMs = Int64(spec.minutesOrDefault) * Instant.millisecondsPerMinute
        for position in monitored.indices where starting.contains(monitored[position].name) {
            let name = monitored[position].name
            pipeline.emitThresholds(monitored[position].consumeThresholds(namingAtMost: limitMs).map {
                .threshold($0, name, .artefact(.immediateFire))
            })
        }
        scheduleNextCrossing()
    }

    // MARK: Phantoms on the charger (F9)

    func firePhantomThresholdsIfDrawn() {
        guard let spec = faults.spec(.phantomOnCharger), faults.draws(.phantomOnCharger) else { return }
        let candidates = monitored.flatMap(\.appsWithUnfiredThresholds)
        guard let app = spec.app ?? candidates.min() else { return }
        faults.recordFiring(.phantomOnCharger)
        for position in monitored.indices {
            let name = monitored[position].name
            pipeline.emitThresholds(monitored[position].consumeNextThresholds(spec.minutesOrDefault, of: app).map {
                .threshold($0, name, .artefact(.phantomOnCharger))
            })
        }
    }

    // MARK: Cross-device bleed (F6)

    /// Another device's frontmost time lands in this device's counters: what it fires is an
    /// artefact, as this device was not used.
    func absorbBledUsage(of app: AppID, forMs durationMs: Int64) {
        var reached: [SystemCallback] = []
        for position in monitored.indices {
            monitored[position].accrue(durationMs, of: app, label: .idle, isBled: true, into: &reached)
        }
        pipeline.emitThresholds(reached)
        scheduleNextCrossing()
    }

    var bleedSource: DeviceID? { faults.bleedSource }

    // MARK: Dropped registration (F11)

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

    private func dropUsageRegistration() {
        guard let position = monitored.firstIndex(where: { $0.name == usageActivity }) else { return }
        settleUsage()
        let dropped = monitored.remove(at: position)
        faults.recordFiring(.registrationDropped)
        faults.droppedRegistration = dropped.current.map {
            FaultState.DroppedRegistration(
                activity: dropped.name, interval: $0, firedEvents: dropped.firedEventNames, registration: dropped
            )
        }
        scheduleNextBoundary()
        scheduleNextCrossing()
    }

    /// The catch-up after a dropped registration re-delivers thresholds already delivered in
    /// the same interval: those are artefacts.
    func markRedeliveries(
        _ callbacks: [SystemCallback], of activity: ActivityName, in interval: MonitoredActivity.Interval
    ) -> [SystemCallback] {
        guard let dropped = faults.droppedRegistration, dropped.activity == activity else { return callbacks }
        faults.droppedRegistration = nil
        guard dropped.interval == interval else { return callbacks }
        return callbacks.map { callback in
            guard let event = callback.event, dropped.firedEvents.contains(event) else { return callback }
            return callback.copy(as: .registrationDropped)
        }
    }

    // MARK: Lost authorisation (F13)

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
