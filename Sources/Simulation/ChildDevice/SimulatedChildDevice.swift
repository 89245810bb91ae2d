import Platform
import SimulationKernel

/// A child's iPad or iPhone: screen, lock, foreground app, auto-lock, battery and the device
/// clock, plus the system services the app talks to (DeviceActivity, shields, background
/// tasks, its work queue, notifications) and the app's own process.
///
/// Usage accrues only while the device is unlocked with the screen on and an app frontmost —
/// including time spent looking at that app's shield — as Screen Time counts it.
public final class SimulatedChildDevice: DeviceClock, DeviceBattery, ShieldStore, AuthorizationCenter {
    /// How long the lock screen stays lit after a wake without unlock.
    public static let lockScreenTimeoutMs: Int64 = 10_000

    public let id: DeviceID
    public let child: ChildID
    /// The activity the app counts its minutes of use with: the one whose threshold callbacks
    /// scoring pairs with the validator's ticks, whose registration a dropped-registration
    /// fault removes and whose interval start a delayed-start fault holds back. The harness
    /// names it, as the app chose it; the simulated system knows no app by name.
    public let usageActivity: ActivityName
    let index: Int32
    unowned let world: World
    /// The device's clock and time zone, and the child setting them.
    let clock: DeviceClockModel
    /// The Auto-Lock setting; nil means "Never". Low Power Mode overrides it while on.
    public let autoLockMs: Int64?
    let appsKeepingScreenOn: [AppID]

    public private(set) var isLocked = true
    /// The battery's rate and processing's idle clock both follow the screen, so both are
    /// brought up to date on every change of it, wherever it is made.
    public private(set) var isScreenOn = false {
        willSet { if newValue != isScreenOn { power.screenWillTurn(on: newValue) } }
        didSet { if oldValue != isScreenOn { screenDidTurn(on: isScreenOn) } }
    }
    public internal(set) var foregroundApp: AppID?
    public internal(set) var isInteracting = false
    /// What the child is doing with the frontmost app, as the last action said.
    public internal(set) var usageLabel = UsageLabel.engaged
    /// A video is playing: the screen stays on whatever Auto-Lock says (`leaveOn`).
    var isScreenKeptOn = false
    var rapidSwitch: RapidSwitch?

    /// Bumped whenever the interaction state changes; timers from older generations are stale.
    var interactionGeneration: UInt32 = 0


    public private(set) var shieldedApplications: [AppID] = []
    public private(set) var shieldChanges: [ShieldChange] = []
    public internal(set) var authorizationStatus = AuthorizationStatus.approved
    /// The injected faults, shared by the callback pipeline and the DeviceActivity model.
    let faults: FaultState
    /// From the system's decision to call back to the monitor.
    let pipeline: CallbackPipeline
    /// The registered activities, the usage they count, and its ground truth.
    let activity: DeviceActivityModel

    /// When Auto-Lock last started counting; a timer that fires before the current limit has
    /// elapsed since then (Low Power Mode was switched off meanwhile) is ignored.
    var autoLockCountStartMs: Int64 = 0
    /// The battery, the charger and the power switches.
    let power: PowerModel

    /// Background task requests, their timing and their runs.
    let background: BackgroundScheduler

    /// The rewards app: installed or not, its process and its work queue.
    let app: HostApp

    init(
        id: DeviceID, child: ChildID, usageActivity: ActivityName, index: Int32, world: World,
        timeZone: DeviceTimeZone,
        autoLockMs: Int64?, appsKeepingScreenOn: [AppID],
        power settings: PowerSettings, background model: BackgroundSchedulerModel, faults: [FaultSpec]
    ) {
        precondition(autoLockMs.map { $0 > 0 } ?? true, "auto-lock must be positive or never")
        self.id = id
        self.child = child
        self.usageActivity = usageActivity
        self.index = index
        self.world = world
        let context = DeviceContext(world: world, index: index)
        clock = DeviceClockModel(timeZone: timeZone, context: context)
        self.autoLockMs = autoLockMs
        self.appsKeepingScreenOn = appsKeepingScreenOn
        self.faults = FaultState(
            specs: faults, random: world.random.fork("device:\(id)").fork("faults"), context: context
        )
        power = PowerModel(settings: settings, context: context)
        background = BackgroundScheduler(
            model: model, random: world.random.fork("device:\(id)").fork("background"), context: context,
            power: power, clock: clock
        )
        app = HostApp(context: context, power: power, background: background)
        background.app = BackgroundScheduler.AppLink(
            isForceQuit: { [unowned app] in app.isForceQuit },
            isRunning: { [unowned app] in app.isAppRunning },
            startsRunning: { [unowned app] in app.startsRunning(continuesRun: $0) },
            mayHaveStopped: { [unowned app] in app.discardWorkIfStopped(creditingTo: $0) }
        )
        pipeline = CallbackPipeline(
            usageActivity: usageActivity, faults: self.faults, context: context, clock: clock, power: power, app: app
        )
        activity = DeviceActivityModel(
            deviceID: id, usageActivity: usageActivity, faults: self.faults, context: context, clock: clock,
            pipeline: pipeline
        )
        pipeline.isAuthorized = { [unowned self] in isAuthorized }
        activity.device = DeviceActivityModel.DeviceLink(
            isInUse: { [unowned self] in isInUse },
            foregroundApp: { [unowned self] in foregroundApp },
            usageLabel: { [unowned self] in usageLabel },
            isShieldEnforced: { [unowned self] in enforcedShieldedApplications.contains($0) },
            isAuthorized: { [unowned self] in isAuthorized }
        )
        app.screen = HostApp.ScreenLink(
            isInFront: { [unowned self] in isHostAppInFront },
            closeIfFrontmost: { [unowned self] in
                guard foregroundApp == Self.hostApp else { return }
                activity.settleUsage()
                foregroundApp = nil
                activity.frontmostDidClose()
            }
        )
        clock.reframe = { [unowned activity] move in
            activity.settleUsage()
            let before = activity.intervalLocalStarts()
            move()
            activity.replanIntervals(localStartsBefore: before)
        }
    }

    /// Connects the app's DeviceActivity extension.
    public func attachMonitor(_ monitor: DeviceActivityMonitor) {
        pipeline.monitor = monitor
    }

    var nowMs: Int64 { world.loop.now }

    // MARK: DeviceClock

    public var now: LocalTimestamp { clock.now }

    /// Every device booted when the world began, and boots again at each `powerOn`.
    public var uptimeMs: Int64 {
        nowMs - power.bootMs
    }

    public var bootSession: Int { power.bootCount }

    // MARK: What the child does

    /// Wakes the screen and unlocks; the app that was frontmost comes back.
    public func unlock() {
        guard isLocked else { return }
        isLocked = false
        isScreenOn = true
        world.recordDecision(.unlock, device: index)
        activity.deliverPendingIntervalCallbacks()
        activity.beginAccrualIfFrontmost()
        if !isInteracting { restartAutoLockTimer() }
        if foregroundApp == Self.hostApp { app.didComeToFront() }
    }

    /// Brings `app` to the front of the unlocked device.
    public func open(_ app: AppID) {
        precondition(!isLocked, "apps are opened on an unlocked device")
        guard foregroundApp != app else { return }
        settleUsage()
        let previous = foregroundApp
        foregroundApp = app
        world.recordDecision(.open, device: index, detail: app.rawValue)
        activity.beginAccrualIfFrontmost()
        if !isInteracting { restartAutoLockTimer() }
        if previous == Self.hostApp { self.app.didLeaveFront() }
        if app == Self.hostApp { self.app.didComeToFront() }
    }

    /// The child touches the device for `durationMs`, doing `label`; then locks it or leaves
    /// it lit.
    public func interact(forMs durationMs: Int64, lockAfter: Bool, label: UsageLabel = .engaged) {
        precondition(!isLocked && durationMs > 0, "interaction needs an unlocked device and a duration")
        setUsageLabel(label)
        isScreenKeptOn = false
        isInteracting = true
        interactionGeneration &+= 1
        world.loop.schedule(
            .interactionEnd(device: index, generation: interactionGeneration, lockAfter: lockAfter),
            after: durationMs
        )
    }

    /// The child puts the device down without locking it: Auto-Lock starts counting unless
    /// the frontmost app keeps the screen on. After `durationMs` the child comes back and
    /// locks it if it is still unlocked.
    public func leaveIdle(forMs durationMs: Int64) {
        precondition(durationMs > 0, "idle needs a duration")
        setUsageLabel(.idle)
        isScreenKeptOn = false
        stopInteracting()
        world.loop.schedule(
            .interactionEnd(device: index, generation: interactionGeneration, lockAfter: true),
            after: durationMs
        )
    }

    /// Side button: locked, screen off, nothing accrues.
    public func lock() {
        guard !isLocked || isScreenOn else { return }
        let wasHostAppInFront = isHostAppInFront
        settleUsage()
        isLocked = true
        isScreenOn = false
        isInteracting = false
        isScreenKeptOn = false
        activity.stopAccrual()
        interactionGeneration &+= 1
        world.recordDecision(.lock, device: index)
        if wasHostAppInFront { app.didLeaveFront() }
    }

    /// The screen lights up on the lock screen; nothing accrues until unlock.
    public func wake() {
        guard isLocked, !isScreenOn else { return }
        isScreenOn = true
        interactionGeneration &+= 1
        world.loop.schedule(
            .lockScreenTimeout(device: index, generation: interactionGeneration),
            after: Self.lockScreenTimeoutMs
        )
        world.recordDecision(.wake, device: index)
    }

    func stopInteracting() {
        isInteracting = false
        restartAutoLockTimer()
    }

    /// Supersedes any pending interaction or auto-lock timer, then starts Auto-Lock's count.
    func restartAutoLockTimer() {
        interactionGeneration &+= 1
        autoLockCountStartMs = nowMs
        guard !isLocked, !isScreenKeptOn, let limitMs = power.autoLockLimitMs(setting: autoLockMs) else { return }
        if let app = foregroundApp, appsKeepingScreenOn.contains(app) { return }
        world.loop.schedule(.autoLock(device: index, generation: interactionGeneration), after: limitMs)
    }

    /// Processing's idle clock and the battery's drain follow the screen.
    private func screenDidTurn(on isOn: Bool) {
        background.noteScreen(isOn: isOn)
        power.scheduleBatteryEmpty()
        background.reconsiderProcessingRequests()
    }

    // MARK: Timers

    func interactionDidEnd(generation: UInt32, lockAfter: Bool) {
        guard generation == interactionGeneration, !isLocked else { return }
        if lockAfter { return lock() }
        // Nobody touches the device any more: plain use turns idle, a technique stays itself.
        if usageLabel == .engaged { setUsageLabel(.idle) }
        stopInteracting()
    }

    func autoLockDidFire(generation: UInt32) {
        guard generation == interactionGeneration, !isLocked, !isInteracting, !isScreenKeptOn,
              let limitMs = power.autoLockLimitMs(setting: autoLockMs), nowMs - autoLockCountStartMs >= limitMs else { return }
        world.recordDecision(.autoLock, device: index)
        lock()
    }

    func lockScreenDidTimeOut(generation: UInt32) {
        guard generation == interactionGeneration, isLocked else { return }
        isScreenOn = false
    }

    // MARK: Usage

    /// The child's real use of every app, as the child meant it: what scoring judges by.
    public var groundTruth: UsageGroundTruth { activity.groundTruth }

    /// Books the frontmost time so far into ground truth and the monitored counters.
    public func settleUsage() {
        activity.settleUsage()
    }

    // MARK: Callbacks delivered

    public var deliveredCallbackCount: Int { pipeline.deliveredCallbackCount }
    /// Every callback handed to the monitor, in delivery order, when the world keeps them
    /// (`World.keepsDeliveries`); empty otherwise.
    public var deliveries: [CallbackDelivery] { pipeline.deliveries }
    /// The truth of each threshold callback of the usage activity handed to the monitor, in
    /// delivery order: what scoring pairs with the validator's ticks. Kept in every run.
    public var usageThresholdTruths: [CallbackTruth] { pipeline.usageThresholdTruths }
    /// Every injected fault that struck, in order.
    public var faultFirings: [FaultFiring] { faults.firings }

    // MARK: Clock and time zone

    /// The time zone the device is set to; the child may change it (`setTimeZone`).
    public var timeZone: DeviceTimeZone { clock.timeZone }
    /// The offset in force: the zone's at the device's clock reading.
    public var utcOffsetSeconds: Int { clock.utcOffsetSeconds }
    /// The time zone the device started in: the child's real one, which ground truth uses.
    public var homeTimeZone: DeviceTimeZone { clock.homeTimeZone }
    /// The home zone's offset now.
    public var homeUtcOffsetSeconds: Int { clock.homeUtcOffsetSeconds }
    /// Difference between the device's clock and true time (positive: the device runs ahead).
    public var clockOffsetMs: Int64 { clock.clockOffsetMs }
    /// ManagedSettings' `dateAndTime.requireAutomaticDateAndTime`, set by the parents.
    public var requiresAutomaticDateAndTime: Bool { clock.requiresAutomaticDateAndTime }
    /// The child's attempts to set the clock or the zone that the restriction refused.
    public var refusedSettingChanges: Int { clock.refusedSettingChanges }

    /// The parents require automatic date and time (applied when the app is set up).
    public func requireAutomaticDateAndTime() { clock.requireAutomaticDateAndTime() }
    /// The device's clock now reads true time + `offsetMs`, unless the parents forbid it.
    public func setClock(offsetMs: Int64) { clock.setClock(offsetMs: offsetMs) }
    public func setTimeZone(utcOffsetSeconds offset: Int) { clock.setTimeZone(.fixed(utcOffsetSeconds: offset)) }
    /// The child sets the zone by hand, unless the parents forbid it.
    public func setTimeZone(_ zone: DeviceTimeZone) { clock.setTimeZone(zone) }
    /// The device arrives in `zone` and takes its zone from the location.
    public func travel(to zone: DeviceTimeZone) { clock.travel(to: zone) }

    // MARK: Power

    /// Low Power Mode's Auto-Lock, whatever the setting (also "Never").
    public static let lowPowerAutoLockMs = PowerModel.lowPowerAutoLockMs
    /// Below this, on battery, the system runs no background work.
    public static let lowBatteryPercent = PowerModel.lowBatteryPercent
    /// How long a restart keeps the device off.
    public static let restartMs = PowerModel.restartMs
    /// An emptied battery on the charger starts the device again at this level.
    public static let powerOnPercent = PowerModel.powerOnPercent

    public var batteryPercent: Int { power.batteryPercent }
    public var isCharging: Bool { power.isCharging }
    public var batteryReading: BatteryReading? { power.batteryReading }
    public var isLowPowerMode: Bool { power.isLowPowerMode }
    public var isBackgroundAppRefreshOn: Bool { power.isBackgroundAppRefreshOn }
    /// Switched off (`powerOff`, an empty battery): nothing runs until it is on again.
    public var isPoweredOff: Bool { power.isPoweredOff }
    /// Boots since the run began.
    public var bootCount: Int { power.bootCount }

    /// On the charger, a locked device may see phantom thresholds, and processing work that
    /// needs power may start.
    public func plugIn() {
        guard power.plugIn() else { return }
        if isLocked { activity.firePhantomThresholdsIfDrawn() }
        background.reconsiderProcessingRequests()
        background.resumeDeferredRequests()
    }

    public func unplug() {
        guard power.unplug() else { return }
        background.reconsiderProcessingRequests()
    }

    public func setLowPowerMode(_ enabled: Bool) {
        guard power.setLowPowerMode(enabled) else { return }
        if enabled { shortenRunningAutoLockCount() } else { background.resumeDeferredRequests() }
    }

    public func setBackgroundAppRefresh(_ enabled: Bool) {
        guard power.setBackgroundAppRefresh(enabled) else { return }
        if enabled { background.resumeDeferredRequests() }
    }

    /// The device shuts down: the screen goes dark, the app's process ends (a running task is
    /// killed, queued work lost), and nothing runs until `powerOn`.
    public func powerOff() {
        guard !power.isPoweredOff else { return }
        lock()
        power.switchOff()
        background.killLiveTasks("the device was switched off")
        app.discardWorkIfStopped(creditingTo: nil)
    }

    /// The device boots: the callbacks that waited arrive, and the background work the
    /// switch-off blocked may run again. Refused (false) on an empty battery off the charger,
    /// for a device that powers off when empty.
    @discardableResult
    public func powerOn() -> Bool {
        guard power.isPoweredOff else { return true }
        guard power.canBoot else { return false }
        power.boot()
        pipeline.deviceDidStart()
        background.resumeDeferredRequests()
        power.scheduleBatteryEmpty()
        return true
    }

    /// Off now, on again `restartMs` later.
    public func restart() {
        guard !power.isPoweredOff else { return }
        powerOff()
        power.scheduleRestartBoot()
    }

    func powerTimerDidFire(generation: UInt32, phase: UInt32) {
        switch power.timerDidFire(generation: generation, phase: phase) {
        case .batteryRanOut:
            powerOff()
            power.noteOffForEmptyBattery()
        case .bootDone:
            powerOn()
        case nil:
            break
        }
    }

    /// Low Power Mode switched on while Auto-Lock is counting: the device locks 30 s after the
    /// last touch, at once if that is already past. The count's own timer stays valid (same
    /// generation) for when Low Power Mode goes off again before it fires.
    func shortenRunningAutoLockCount() {
        guard !isLocked, !isInteracting, !isScreenKeptOn,
              let limitMs = power.autoLockLimitMs(setting: autoLockMs) else { return }
        if let app = foregroundApp, appsKeepingScreenOn.contains(app) { return }
        let lockMs = max(nowMs, autoLockCountStartMs + limitMs)
        world.loop.schedule(.autoLock(device: index, generation: interactionGeneration), at: lockMs)
    }

    // MARK: ShieldStore

    public func setShieldedApplications(_ applications: [AppID]) {
        let wanted = Array(Set(applications)).sorted()
        guard wanted != shieldedApplications else { return }
        settleUsage()
        let time = now.instant
        for app in wanted where !shieldedApplications.contains(app) {
            shieldChanges.append(ShieldChange(time: time, app: app, isShielded: true))
            world.recordDecision(.shieldUp, device: index, detail: app.rawValue)
        }
        for app in shieldedApplications where !wanted.contains(app) {
            shieldChanges.append(ShieldChange(time: time, app: app, isShielded: false))
            world.recordDecision(.shieldDown, device: index, detail: app.rawValue)
        }
        shieldedApplications = wanted
    }

    /// Whether the system shield covered `app` at `instant` (device time), from the change log.
    public func isShielded(_ app: AppID, at instant: Instant) -> Bool {
        shieldChanges.last { $0.app == app && $0.time <= instant }?.isShielded ?? false
    }
}
