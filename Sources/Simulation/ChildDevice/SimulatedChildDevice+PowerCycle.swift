import Platform

/// Switching the device off and on: a restart, a power-off by hand or by an empty battery.
///
/// While it is off nothing runs: no use, no background task, no callback — a callback already
/// on its way waits and reaches the monitor when the device is on again, the system's
/// catch-up. Monitoring registrations, their counters and pending task requests survive (an
/// assumption: the reference says nothing of restarts). Uptime counts from the last boot.
extension SimulatedChildDevice {
    /// How long a restart keeps the device off.
    public static let restartMs: Int64 = 30_000
    /// An emptied battery on the charger starts the device again at this level.
    public static let powerOnPercent = 2

    enum PowerTimerPhase: UInt32 {
        /// The battery would be empty now if nothing changed since the timer was set.
        case batteryEmpty
        /// A restart or an emptied battery on the charger: the device starts.
        case bootDone
    }

    /// The device shuts down: the screen goes dark, the app's process ends (a running task is
    /// killed, queued work lost), and nothing runs until `powerOn`.
    public func powerOff() {
        guard !isPoweredOff else { return }
        lock()
        isPoweredOff = true
        isOffForEmptyBattery = false
        powerGeneration &+= 1
        world.recordDecision(.powerOff, device: index)
        for task in liveTasks {
            endBackgroundTask(task, outcome: .killed, event: .killed, detail: "the device was switched off")
        }
        discardWorkIfAppStopped(creditingTo: nil)
    }

    /// The device boots: uptime starts again at 0, the callbacks that waited arrive, and the
    /// background work the switch-off blocked may run again. Refused (false) on an empty
    /// battery off the charger, for a device that powers off when empty (any other runs on
    /// an empty battery, as it always has).
    @discardableResult
    public func powerOn() -> Bool {
        guard isPoweredOff else { return true }
        guard isCharging || batteryPercent > 0 || !power.powersOffWhenEmpty else { return false }
        isPoweredOff = false
        isOffForEmptyBattery = false
        powerGeneration &+= 1
        bootMs = nowMs
        bootCount += 1
        world.recordDecision(.powerOn, device: index)
        let waiting = callbacksWhileOff
        callbacksWhileOff = []
        for held in waiting {
            dispatch(held.callback, isCopy: held.isCopy, hasWaited: true)
        }
        resumeDeferredRequests()
        scheduleBatteryEmpty()
        return true
    }

    /// Off now, on again `restartMs` later.
    public func restart() {
        guard !isPoweredOff else { return }
        powerOff()
        world.loop.schedule(
            .powerTimer(device: index, generation: powerGeneration, phase: PowerTimerPhase.bootDone.rawValue),
            after: Self.restartMs
        )
    }

    /// A callback the switched-off device cannot deliver waits for it to start again.
    func holdsWhileOff(_ callback: SystemCallback, isCopy: Bool) -> Bool {
        guard isPoweredOff else { return false }
        callbacksWhileOff.append((callback, isCopy))
        return true
    }

    /// Sets the timer for the moment the draining battery runs out, with a device that powers
    /// off when it does; any earlier timer is superseded. Called whenever the rate may change.
    func scheduleBatteryEmpty() {
        guard power.powersOffWhenEmpty, !isPoweredOff else { return }
        powerGeneration &+= 1
        let rate = batteryRatePermillePerHour
        guard rate < 0 else { return }
        let unitsLeft = battery.levelUnits(atMs: nowMs, ratePermillePerHour: rate)
        let drain = Int64(-rate)
        let emptyAfterMs = (unitsLeft + drain - 1) / drain
        world.loop.schedule(
            .powerTimer(device: index, generation: powerGeneration, phase: PowerTimerPhase.batteryEmpty.rawValue),
            after: emptyAfterMs
        )
    }

    /// On the charger, an emptied device starts once the battery holds `powerOnPercent`.
    func scheduleBootWhenCharged() {
        guard isPoweredOff, isOffForEmptyBattery, isCharging else { return }
        powerGeneration &+= 1
        let targetUnits = Int64(Self.powerOnPercent) * BatteryGauge.unitsPerPercent
        let unitsNow = battery.levelUnits(atMs: nowMs, ratePermillePerHour: batteryRatePermillePerHour)
        let rate = Int64(max(1, batteryRatePermillePerHour))
        let afterMs = max(0, (targetUnits - unitsNow + rate - 1) / rate)
        world.loop.schedule(
            .powerTimer(device: index, generation: powerGeneration, phase: PowerTimerPhase.bootDone.rawValue),
            after: afterMs
        )
    }

    func powerTimerDidFire(generation: UInt32, phase rawPhase: UInt32) {
        guard generation == powerGeneration else { return }
        switch PowerTimerPhase(rawValue: rawPhase)! {
        case .batteryEmpty:
            guard !isCharging, batteryPercent == 0 else { return scheduleBatteryEmpty() }
            powerOff()
            isOffForEmptyBattery = true
            world.recordDecision(.fault, device: index, detail: "battery empty")
        case .bootDone:
            powerOn()
        }
    }
}
