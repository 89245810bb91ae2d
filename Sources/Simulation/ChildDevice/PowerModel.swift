import Platform

/// The battery and the power switches of a child's device: the charge, drained or charged at a
/// rate the screen and the charger set; Low Power Mode and Background App Refresh; and the
/// device switched off and on — by hand, by a restart, by an empty battery.
///
/// While the device is off nothing runs: no use, no background task, no callback — a callback
/// already on its way waits and reaches the monitor when the device is on again, the system's
/// catch-up. Monitoring registrations, their counters and pending task requests survive (an
/// assumption: the reference says nothing of restarts). Uptime counts from the last boot.
///
/// This type keeps the power state and its timers; what the rest of the device does when the
/// power changes (the screen locks, tasks are killed, held callbacks arrive) the device
/// sequences around the calls here.
final class PowerModel {
    /// Low Power Mode's Auto-Lock, whatever the setting (also "Never").
    static let lowPowerAutoLockMs: Int64 = 30_000
    /// Below this, on battery, the system runs no background work.
    static let lowBatteryPercent = BatteryReading.backgroundWorkPercentMin
    /// How long a restart keeps the device off.
    static let restartMs: Int64 = 30_000
    /// An emptied battery on the charger starts the device again at this level.
    static let powerOnPercent = 2

    enum TimerPhase: UInt32 {
        /// The battery would be empty now if nothing changed since the timer was set.
        case batteryEmpty
        /// A restart or an emptied battery on the charger: the device starts.
        case bootDone
    }

    /// What a power timer tells the device to do.
    enum TimerOutcome {
        /// The battery ran out on a device that powers off when empty: switch it off.
        case batteryRanOut
        /// The device finishes booting: switch it on.
        case bootDone
    }

    private let context: DeviceContext
    private(set) var settings: PowerSettings
    private var battery: BatteryGauge
    /// The screen is lit, as the screen last told (`screenWillTurn`): it sets the drain.
    private var isScreenLit = false
    /// Switched off (`switchOff`, an empty battery): nothing runs until it is on again.
    private(set) var isPoweredOff = false
    /// Off because the battery ran out: the charger starts it again (`powerOnPercent`).
    private var isOffForEmptyBattery = false
    /// Bumped at every change of power, so that a superseded battery or boot timer is ignored.
    private var generation: UInt32 = 0
    /// When the device last booted (true time), from which uptime counts.
    private(set) var bootMs: Int64
    /// Boots since the run began.
    private(set) var bootCount = 0

    init(settings: PowerSettings, context: DeviceContext) {
        self.context = context
        self.settings = settings
        battery = BatteryGauge(percent: settings.batteryPercent, atMs: context.nowMs)
        bootMs = context.world.startMs
        scheduleBatteryEmpty()
    }

    // MARK: Battery

    /// Whole percent, rounded down: 89.99 % reads 89. An empty battery stays at 0 %; the device
    /// keeps running unless it powers off when empty (`PowerSettings.powersOffWhenEmpty`).
    var batteryPercent: Int {
        let units = battery.levelUnits(atMs: context.nowMs, ratePermillePerHour: batteryRatePermillePerHour)
        return Int(units / BatteryGauge.unitsPerPercent)
    }

    var isCharging: Bool { settings.isCharging }
    var isLowPowerMode: Bool { settings.isLowPowerMode }
    var isBackgroundAppRefreshOn: Bool { settings.isBackgroundAppRefreshOn }

    /// What `UIDevice` reports: a device that is off runs no app to read it.
    var batteryReading: BatteryReading? {
        isPoweredOff ? nil : BatteryReading(percent: batteryPercent, isCharging: settings.isCharging)
    }

    /// Positive while charging, negative while draining.
    private var batteryRatePermillePerHour: Int {
        if settings.isCharging { return settings.chargePermillePerHour }
        return -(isScreenLit ? settings.screenOnDrainPermillePerHour : settings.screenOffDrainPermillePerHour)
    }

    /// Books the charge or drain since the last change; called before the rate changes.
    private func settleBattery() {
        battery.settle(atMs: context.nowMs, ratePermillePerHour: batteryRatePermillePerHour)
    }

    /// The screen is about to light up or go dark: the drain so far is booked at the old rate.
    func screenWillTurn(on isOn: Bool) {
        settleBattery()
        isScreenLit = isOn
    }

    /// How long the unlocked device waits without a touch before it locks itself, given the
    /// Auto-Lock setting (nil: "Never"); Low Power Mode shortens it while on.
    func autoLockLimitMs(setting autoLockMs: Int64?) -> Int64? {
        guard settings.isLowPowerMode else { return autoLockMs }
        return min(autoLockMs ?? Self.lowPowerAutoLockMs, Self.lowPowerAutoLockMs)
    }

    // MARK: Switches

    /// Puts the device on the charger. Returns whether the rest of the device has a change to
    /// react to: false when it already was on the charger, or is off — then it only waits for
    /// the charge to start it (when the battery emptied it).
    func plugIn() -> Bool {
        guard !settings.isCharging else { return false }
        settleBattery()
        settings.isCharging = true
        context.record(.plugIn)
        if isPoweredOff {
            scheduleBootWhenCharged()
            return false
        }
        scheduleBatteryEmpty()
        return true
    }

    /// Takes the device off the charger; false when it was not on it.
    func unplug() -> Bool {
        guard settings.isCharging else { return false }
        settleBattery()
        settings.isCharging = false
        context.record(.unplug)
        if isPoweredOff { generation &+= 1 } else { scheduleBatteryEmpty() }
        return true
    }

    /// False when Low Power Mode already was as asked.
    func setLowPowerMode(_ enabled: Bool) -> Bool {
        guard enabled != settings.isLowPowerMode else { return false }
        settings.isLowPowerMode = enabled
        context.record(enabled ? .lowPowerOn : .lowPowerOff)
        return true
    }

    /// False when Background App Refresh already was as asked.
    func setBackgroundAppRefresh(_ enabled: Bool) -> Bool {
        guard enabled != settings.isBackgroundAppRefreshOn else { return false }
        settings.isBackgroundAppRefreshOn = enabled
        context.record(enabled ? .backgroundRefreshOn : .backgroundRefreshOff)
        return true
    }

    // MARK: Off and on

    /// The device shuts down (the caller has locked it first).
    func switchOff() {
        precondition(!isPoweredOff, "only a device that is on switches off")
        isPoweredOff = true
        isOffForEmptyBattery = false
        generation &+= 1
        context.record(.powerOff)
    }

    /// Whether the device may start: not on an empty battery off the charger, for a device that
    /// powers off when empty (any other runs on an empty battery, as it always has).
    var canBoot: Bool {
        isCharging || batteryPercent > 0 || !settings.powersOffWhenEmpty
    }

    /// The device boots: uptime starts again at 0.
    func boot() {
        precondition(isPoweredOff && canBoot, "a device boots when it is off and has the power to")
        isPoweredOff = false
        isOffForEmptyBattery = false
        generation &+= 1
        bootMs = context.nowMs
        bootCount += 1
        context.record(.powerOn)
    }

    /// A restart: the device, switched off just now, starts `restartMs` later.
    func scheduleRestartBoot() {
        schedule(.bootDone, after: Self.restartMs)
    }

    /// Sets the timer for the moment the draining battery runs out, with a device that powers
    /// off when it does; any earlier timer is superseded. Called whenever the rate may change.
    func scheduleBatteryEmpty() {
        guard settings.powersOffWhenEmpty, !isPoweredOff else { return }
        generation &+= 1
        let rate = batteryRatePermillePerHour
        guard rate < 0 else { return }
        let unitsLeft = battery.levelUnits(atMs: context.nowMs, ratePermillePerHour: rate)
        let drain = Int64(-rate)
        schedule(.batteryEmpty, after: (unitsLeft + drain - 1) / drain)
    }

    /// On the charger, an emptied device starts once the battery holds `powerOnPercent`.
    private func scheduleBootWhenCharged() {
        guard isPoweredOff, isOffForEmptyBattery, isCharging else { return }
        generation &+= 1
        let targetUnits = Int64(Self.powerOnPercent) * BatteryGauge.unitsPerPercent
        let unitsNow = battery.levelUnits(atMs: context.nowMs, ratePermillePerHour: batteryRatePermillePerHour)
        let rate = Int64(max(1, batteryRatePermillePerHour))
        schedule(.bootDone, after: max(0, (targetUnits - unitsNow + rate - 1) / rate))
    }

    private func schedule(_ phase: TimerPhase, after delayMs: Int64) {
        context.schedule(
            .powerTimer(device: context.index, generation: generation, phase: phase.rawValue), after: delayMs
        )
    }

    /// What the timer of `generation` asks for, if it still stands.
    func timerDidFire(generation timerGeneration: UInt32, phase rawPhase: UInt32) -> TimerOutcome? {
        guard timerGeneration == generation else { return nil }
        guard let phase = TimerPhase(rawValue: rawPhase) else { preconditionFailure("power timer phase \(rawPhase)") }
        switch phase {
        case .batteryEmpty:
            guard !isCharging, batteryPercent == 0 else {
                scheduleBatteryEmpty()
                return nil
            }
            return .batteryRanOut
        case .bootDone:
            return .bootDone
        }
    }

    /// The device just switched itself off for an empty battery: the charger starts it again.
    func noteOffForEmptyBattery() {
        isOffForEmptyBattery = true
        context.record(.fault, detail: "battery empty")
    }
}
