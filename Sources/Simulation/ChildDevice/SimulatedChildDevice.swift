import Platform
import SimulationKernel

/// A child's iPad or iPhone, composed of its parts: the screen and the lock (`ScreenModel`),
/// the battery and the power switches (`PowerModel`), the clock and time zone
/// (`DeviceClockModel`), DeviceActivity and the usage it counts (`DeviceActivityModel`), the
/// way of callbacks to the app's monitor (`CallbackPipeline`), background tasks
/// (`BackgroundScheduler`) and the rewards app's process (`HostApp`). The injected faults
/// (`FaultState`) are shared by the parts they act on.
///
/// The device is what the app and the harness hold: it conforms to the Platform protocols by
/// forwarding to its parts, and sequences what several parts do when the power changes. It
/// keeps only the shields and the Screen Time authorisation itself.
///
/// Usage accrues only while the device is unlocked with the screen on and an app frontmost —
/// including time spent looking at that app's shield — as Screen Time counts it.
public final class SimulatedChildDevice: DeviceClock, DeviceBattery, ShieldStore, AuthorizationCenter {
    /// How long the lock screen stays lit after a wake without unlock.
    public static let lockScreenTimeoutMs = ScreenModel.lockScreenTimeoutMs

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
    /// The battery, the charger and the power switches.
    let power: PowerModel
    /// The injected faults, shared by the callback pipeline and the DeviceActivity model.
    let faults: FaultState
    /// Background task requests, their timing and their runs.
    let background: BackgroundScheduler
    /// The rewards app: installed or not, its process and its work queue.
    let app: HostApp
    /// From the system's decision to call back to the monitor.
    let pipeline: CallbackPipeline
    /// The registered activities, the usage they count, and its ground truth.
    let activity: DeviceActivityModel
    /// The screen, the lock, the frontmost app and what the child does with them.
    let screen: ScreenModel

    public private(set) var shieldedApplications: [AppID] = []
    public private(set) var shieldChanges: [ShieldChange] = []
    public internal(set) var authorizationStatus = AuthorizationStatus.approved
    /// The iOS release the device runs, nil when the scenario names none (`IOSRelease`).
    public internal(set) var iosVersion: String?

    /// The parts are made in the order they read one another; what a part asks of one made
    /// after it is wired once all exist.
    init(
        id: DeviceID, child: ChildID, usageActivity: ActivityName, index: Int32, world: World,
        timeZone: DeviceTimeZone,
        autoLockMs: Int64?, appsKeepingScreenOn: [AppID],
        power settings: PowerSettings, background model: BackgroundSchedulerModel, faults: [FaultSpec],
        iosVersion: String? = nil
    ) {
        self.id = id
        self.child = child
        self.usageActivity = usageActivity
        self.index = index
        self.world = world
        let context = DeviceContext(world: world, index: index)
        let streams = world.random.fork("device:\(id)")
        clock = DeviceClockModel(timeZone: timeZone, context: context)
        self.iosVersion = iosVersion
        let release = iosVersion.flatMap(IOSRelease.profile)
        self.faults = FaultState(
            specs: release?.faults(over: faults) ?? faults, random: streams.fork("faults"), context: context)
        power = PowerModel(settings: settings, context: context)
        background = BackgroundScheduler(
            model: model, random: streams.fork("background"), context: context, power: power, clock: clock
        )
        app = HostApp(context: context, power: power, background: background)
        pipeline = CallbackPipeline(
            usageActivity: usageActivity, faults: self.faults, context: context, clock: clock, power: power, app: app
        )
        activity = DeviceActivityModel(
            deviceID: id, usageActivity: usageActivity, faults: self.faults, context: context, clock: clock,
            pipeline: pipeline
        )
        screen = ScreenModel(
            autoLockMs: autoLockMs, appsKeepingScreenOn: appsKeepingScreenOn, context: context, clock: clock,
            power: power, background: background, app: app, activity: activity
        )
        wireParts()
    }

    private func wireParts() {
        background.app = BackgroundScheduler.AppLink(
            isForceQuit: { [unowned app] in app.isForceQuit },
            isRunning: { [unowned app] in app.isAppRunning },
            startsRunning: { [unowned app] in app.startsRunning(continuesRun: $0) },
            mayHaveStopped: { [unowned app] in app.discardWorkIfStopped(creditingTo: $0) }
        )
        app.screen = HostApp.ScreenLink(
            isInFront: { [unowned screen] in screen.isHostAppInFront },
            closeIfFrontmost: { [unowned screen] in screen.closeHostAppIfFrontmost() }
        )
        pipeline.isAuthorized = { [unowned self] in isAuthorized }
        activity.device = DeviceActivityModel.DeviceLink(
            isInUse: { [unowned screen] in screen.isInUse },
            foregroundApp: { [unowned screen] in screen.foregroundApp },
            usageLabel: { [unowned screen] in screen.usageLabel },
            isShieldEnforced: { [unowned self] in enforcedShieldedApplications.contains($0) },
            isAuthorized: { [unowned self] in isAuthorized }
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

    /// The Auto-Lock setting; nil means "Never". Low Power Mode overrides it while on.
    public var autoLockMs: Int64? { screen.autoLockMs }
    public var isLocked: Bool { screen.isLocked }
    public var isScreenOn: Bool { screen.isScreenOn }
    public var foregroundApp: AppID? { screen.foregroundApp }
    public var isInteracting: Bool { screen.isInteracting }
    /// What the child is doing with the frontmost app, as the last action said.
    public var usageLabel: UsageLabel { screen.usageLabel }

    /// Wakes the screen and unlocks; the app that was frontmost comes back.
    public func unlock() { screen.unlock() }

    /// Brings `app` to the front of the unlocked device.
    public func open(_ app: AppID) { screen.open(app) }

    /// The child touches the device for `durationMs`, doing `label`; then locks it or leaves
    /// it lit.
    public func interact(forMs durationMs: Int64, lockAfter: Bool, label: UsageLabel = .engaged) {
        screen.interact(forMs: durationMs, lockAfter: lockAfter, label: label)
    }

    /// The child puts the device down without locking it; after `durationMs` the child comes
    /// back and locks it if it is still unlocked.
    public func leaveIdle(forMs durationMs: Int64) { screen.leaveIdle(forMs: durationMs) }

    /// Side button: locked, screen off, nothing accrues.
    public func lock() { screen.lock() }

    /// The screen lights up on the lock screen; nothing accrues until unlock.
    public func wake() { screen.wake() }

    /// `app` stays on the unlocked screen with nobody touching it — a video left playing —
    /// and the screen stays on whatever Auto-Lock says; after `durationMs` the device locks.
    public func leaveOn(_ app: AppID, forMs durationMs: Int64, label: UsageLabel = .technique(.passive)) {
        screen.leaveOn(app, forMs: durationMs, label: label)
    }

    /// Unlocks, then brings the next of `apps` to the front every `everyMs` while interacting,
    /// for `durationMs`; then locks.
    public func switchRapidly(
        between apps: [AppID], everyMs: Int64, forMs durationMs: Int64,
        label: UsageLabel = .technique(.rapidSwitching)
    ) {
        screen.switchRapidly(between: apps, everyMs: everyMs, forMs: durationMs, label: label)
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
    /// Callbacks delivered on each day of the run, day 1 first (a day with none may be missing
    /// at the end).
    public var deliveredCallbacksByDay: [Int] { pipeline.deliveredCallbacksByDay }
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
        if screen.isLocked { activity.firePhantomThresholdsIfDrawn() }
        background.reconsiderProcessingRequests()
        background.resumeDeferredRequests()
    }

    public func unplug() {
        guard power.unplug() else { return }
        background.reconsiderProcessingRequests()
    }

    public func setLowPowerMode(_ enabled: Bool) {
        guard power.setLowPowerMode(enabled) else { return }
        if enabled { screen.shortenRunningAutoLockCount() } else { background.resumeDeferredRequests() }
    }

    public func setBackgroundAppRefresh(_ enabled: Bool) {
        guard power.setBackgroundAppRefresh(enabled) else { return }
        if enabled { background.resumeDeferredRequests() }
    }

    /// The device shuts down: the screen goes dark, the app's process ends (a running task is
    /// killed, queued work lost), and nothing runs until `powerOn`.
    public func powerOff() {
        guard !power.isPoweredOff else { return }
        screen.lock()
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
