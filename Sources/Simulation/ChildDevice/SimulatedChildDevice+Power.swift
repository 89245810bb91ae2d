import Platform

/// The battery and the power switches: what drains or charges the battery, and what Low Power
/// Mode and Background App Refresh change for Auto-Lock and background work.
extension SimulatedChildDevice {
    /// Low Power Mode's Auto-Lock, whatever the setting (also "Never").
    public static let lowPowerAutoLockMs: Int64 = 30_000
    /// Below this, on battery, the system runs no background work.
    public static let lowBatteryPercent = BatteryReading.backgroundWorkPercentMin

    /// Whole percent, rounded down: 89.99 % reads 89. An empty battery stays at 0 %; the device
    /// keeps running unless it powers off when empty (`PowerSettings.powersOffWhenEmpty`).
    public var batteryPercent: Int {
        let units = battery.levelUnits(atMs: nowMs, ratePermillePerHour: batteryRatePermillePerHour)
        return Int(units / BatteryGauge.unitsPerPercent)
    }

    public var isCharging: Bool { power.isCharging }

    /// What `UIDevice` reports: a device that is off runs no app to read it.
    public var batteryReading: BatteryReading? {
        isPoweredOff ? nil : BatteryReading(percent: batteryPercent, isCharging: power.isCharging)
    }
    public var isLowPowerMode: Bool { power.isLowPowerMode }
    public var isBackgroundAppRefreshOn: Bool { power.isBackgroundAppRefreshOn }

    /// Positive while charging, negative while draining.
    var batteryRatePermillePerHour: Int {
        if power.isCharging { return power.chargePermillePerHour }
        return -(isScreenOn ? power.screenOnDrainPermillePerHour : power.screenOffDrainPermillePerHour)
    }

    /// Books the charge or drain since the last change; called before the rate changes.
    func settleBattery() {
        battery.settle(atMs: nowMs, ratePermillePerHour: batteryRatePermillePerHour)
    }

    /// How long the unlocked device waits without a touch before it locks itself.
    var autoLockLimitMs: Int64? {
        guard power.isLowPowerMode else { return autoLockMs }
        return min(autoLockMs ?? Self.lowPowerAutoLockMs, Self.lowPowerAutoLockMs)
    }

    public func plugIn() {
        guard !power.isCharging else { return }
        settleBattery()
        power.isCharging = true
        world.recordDecision(.plugIn, device: index)
        if isPoweredOff { return scheduleBootWhenCharged() }
        scheduleBatteryEmpty()
        if isLocked { firePhantomThresholdsIfDrawn() }
        reconsiderProcessingRequests()
        resumeDeferredRequests()
    }

    public func unplug() {
        guard power.isCharging else { return }
        settleBattery()
        power.isCharging = false
        world.recordDecision(.unplug, device: index)
        if isPoweredOff { powerGeneration &+= 1 } else { scheduleBatteryEmpty() }
        reconsiderProcessingRequests()
    }

    public func setLowPowerMode(_ enabled: Bool) {
        guard enabled != power.isLowPowerMode else { return }
        power.isLowPowerMode = enabled
        world.recordDecision(enabled ? .lowPowerOn : .lowPowerOff, device: index)
        if enabled { shortenRunningAutoLockCount() } else { resumeDeferredRequests() }
    }

    public func setBackgroundAppRefresh(_ enabled: Bool) {
        guard enabled != power.isBackgroundAppRefreshOn else { return }
        power.isBackgroundAppRefreshOn = enabled
        world.recordDecision(enabled ? .backgroundRefreshOn : .backgroundRefreshOff, device: index)
        if enabled { resumeDeferredRequests() }
    }

    /// Low Power Mode switched on while Auto-Lock is counting: the device locks 30 s after the
    /// last touch, at once if that is already past. The count's own timer stays valid (same
    /// generation) for when Low Power Mode goes off again before it fires.
    func shortenRunningAutoLockCount() {
        guard !isLocked, !isInteracting, !isScreenKeptOn, let limitMs = autoLockLimitMs else { return }
        if let app = foregroundApp, appsKeepingScreenOn.contains(app) { return }
        let lockMs = max(nowMs, autoLockCountStartMs + limitMs)
        world.loop.schedule(.autoLock(device: index, generation: interactionGeneration), at: lockMs)
    }
}
