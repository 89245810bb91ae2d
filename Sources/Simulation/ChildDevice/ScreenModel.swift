import Platform

/// The screen and the lock of a child's device, and what the child does with them: wake,
/// unlock, open an app, touch it for a while, put it down, lock it; Auto-Lock counting after
/// the last touch (apps that play video keep the screen on); the label of what the child is
/// doing with the frontmost app; and the techniques played on the device itself — a screen
/// kept on with nobody there, rapid switching.
///
/// Usage accrues only while the device is unlocked with the screen on and an app frontmost, so
/// every change here that touches what accrues tells the `DeviceActivityModel` first; a lit or
/// dark screen moves the battery's drain and processing's idle clock; the rewards app hears
/// when it comes to the front or leaves it.
final class ScreenModel {
    /// How long the lock screen stays lit after a wake without unlock.
    static let lockScreenTimeoutMs: Int64 = 10_000

    private let context: DeviceContext
    private unowned let clock: DeviceClockModel
    private unowned let power: PowerModel
    private unowned let background: BackgroundScheduler
    private unowned let app: HostApp
    private unowned let activity: DeviceActivityModel
    /// The Auto-Lock setting; nil means "Never". Low Power Mode overrides it while on.
    let autoLockMs: Int64?
    private let appsKeepingScreenOn: [AppID]

    private(set) var isLocked = true
    /// The battery's rate and processing's idle clock both follow the screen, so both are
    /// brought up to date on every change of it, wherever it is made.
    private(set) var isScreenOn = false {
        willSet { if newValue != isScreenOn { power.screenWillTurn(on: newValue) } }
        didSet { if oldValue != isScreenOn { screenDidTurn(on: isScreenOn) } }
    }
    private(set) var foregroundApp: AppID?
    private(set) var isInteracting = false
    /// What the child is doing with the frontmost app, as the last action said.
    private(set) var usageLabel = UsageLabel.engaged
    /// A video is playing: the screen stays on whatever Auto-Lock says (`leaveOn`).
    private var isScreenKeptOn = false
    private var rapidSwitch: RapidSwitch?
    /// Bumped whenever the interaction state changes; timers from older generations are stale.
    private var interactionGeneration: UInt32 = 0
    /// When Auto-Lock last started counting; a timer that fires before the current limit has
    /// elapsed since then (Low Power Mode was switched off meanwhile) is ignored.
    private var autoLockCountStartMs: Int64 = 0

    init(
        autoLockMs: Int64?, appsKeepingScreenOn: [AppID], context: DeviceContext, clock: DeviceClockModel,
        power: PowerModel, background: BackgroundScheduler, app: HostApp, activity: DeviceActivityModel
    ) {
        precondition(autoLockMs.map { $0 > 0 } ?? true, "auto-lock must be positive or never")
        self.autoLockMs = autoLockMs
        self.appsKeepingScreenOn = appsKeepingScreenOn
        self.context = context
        self.clock = clock
        self.power = power
        self.background = background
        self.app = app
        self.activity = activity
    }

    private var nowMs: Int64 { context.nowMs }

    /// "In use": unlocked with the screen on. Interval callbacks wait for it.
    var isInUse: Bool { !isLocked && isScreenOn }

    var isHostAppInFront: Bool { isInUse && foregroundApp == HostApp.appID }

    // MARK: What the child does

    /// Wakes the screen and unlocks; the app that was frontmost comes back.
    func unlock() {
        guard isLocked else { return }
        isLocked = false
        isScreenOn = true
        context.record(.unlock)
        activity.deliverPendingIntervalCallbacks()
        activity.beginAccrualIfFrontmost()
        if !isInteracting { restartAutoLockTimer() }
        if foregroundApp == HostApp.appID { app.didComeToFront() }
    }

    /// Brings `opened` to the front of the unlocked device.
    func open(_ opened: AppID) {
        precondition(!isLocked, "apps are opened on an unlocked device")
        guard foregroundApp != opened else { return }
        activity.settleUsage()
        let previous = foregroundApp
        foregroundApp = opened
        context.record(.open, detail: opened.rawValue)
        activity.beginAccrualIfFrontmost()
        if !isInteracting { restartAutoLockTimer() }
        if previous == HostApp.appID { app.didLeaveFront() }
        if opened == HostApp.appID { app.didComeToFront() }
    }

    /// The child touches the device for `durationMs`, doing `label`; then locks it or leaves
    /// it lit.
    func interact(forMs durationMs: Int64, lockAfter: Bool, label: UsageLabel) {
        precondition(!isLocked && durationMs > 0, "interaction needs an unlocked device and a duration")
        setUsageLabel(label)
        isScreenKeptOn = false
        isInteracting = true
        interactionGeneration &+= 1
        context.schedule(
            .interactionEnd(device: context.index, generation: interactionGeneration, lockAfter: lockAfter),
            after: durationMs
        )
    }

    /// The child puts the device down without locking it: Auto-Lock starts counting unless
    /// the frontmost app keeps the screen on. After `durationMs` the child comes back and
    /// locks it if it is still unlocked.
    func leaveIdle(forMs durationMs: Int64) {
        precondition(durationMs > 0, "idle needs a duration")
        setUsageLabel(.idle)
        isScreenKeptOn = false
        stopInteracting()
        context.schedule(
            .interactionEnd(device: context.index, generation: interactionGeneration, lockAfter: true),
            after: durationMs
        )
    }

    /// Side button: locked, screen off, nothing accrues.
    func lock() {
        guard !isLocked || isScreenOn else { return }
        let wasHostAppInFront = isHostAppInFront
        activity.settleUsage()
        isLocked = true
        isScreenOn = false
        isInteracting = false
        isScreenKeptOn = false
        activity.stopAccrual()
        interactionGeneration &+= 1
        context.record(.lock)
        if wasHostAppInFront { app.didLeaveFront() }
    }

    /// The screen lights up on the lock screen; nothing accrues until unlock.
    func wake() {
        guard isLocked, !isScreenOn else { return }
        isScreenOn = true
        interactionGeneration &+= 1
        context.schedule(
            .lockScreenTimeout(device: context.index, generation: interactionGeneration),
            after: Self.lockScreenTimeoutMs
        )
        context.record(.wake)
    }

    /// The rewards app's process ended: if it was frontmost, nothing is any more.
    func closeHostAppIfFrontmost() {
        guard foregroundApp == HostApp.appID else { return }
        activity.settleUsage()
        foregroundApp = nil
        activity.frontmostDidClose()
    }

    // MARK: Techniques

    /// Books the usage so far under the old label before a new one applies.
    private func setUsageLabel(_ label: UsageLabel) {
        // Under the restriction the clock or zone change the child meant never happened: what
        // follows is ordinary use.
        let isRefusedTechnique =
            clock.requiresAutomaticDateAndTime
            && (label == .technique(.clockChange) || label == .technique(.timeZoneChange))
        let label = isRefusedTechnique ? UsageLabel.engaged : label
        guard label != usageLabel else { return }
        activity.settleUsage()
        usageLabel = label
    }

    /// `kept` stays on the unlocked screen with nobody touching it — a video left playing —
    /// and the screen stays on whatever Auto-Lock says; after `durationMs` the device locks.
    func leaveOn(_ kept: AppID, forMs durationMs: Int64, label: UsageLabel) {
        precondition(!isLocked && durationMs > 0, "leaving an app on needs an unlocked device and a duration")
        setUsageLabel(label)
        isInteracting = false
        isScreenKeptOn = true
        open(kept)
        interactionGeneration &+= 1
        context.schedule(
            .interactionEnd(device: context.index, generation: interactionGeneration, lockAfter: true),
            after: durationMs
        )
    }

    /// Unlocks, then brings the next of `apps` to the front every `everyMs` while interacting,
    /// for `durationMs`; then locks.
    func switchRapidly(between apps: [AppID], everyMs: Int64, forMs durationMs: Int64, label: UsageLabel) {
        precondition(!apps.isEmpty && everyMs > 0, "switching needs apps and a positive period")
        unlock()
        open(apps[0])
        interact(forMs: durationMs, lockAfter: true, label: label)
        rapidSwitch = RapidSwitch(apps: apps, everyMs: everyMs, generation: interactionGeneration)
        context.schedule(.rapidSwitch(device: context.index, generation: interactionGeneration), after: everyMs)
    }

    /// Any other action (another interaction, a lock) bumps the generation and stops the switching.
    func rapidSwitchDidArrive(generation: UInt32) {
        guard var switching = rapidSwitch, switching.generation == generation,
            generation == interactionGeneration, !isLocked
        else { return }
        switching.position += 1
        rapidSwitch = switching
        open(switching.apps[switching.position % switching.apps.count])
        context.schedule(.rapidSwitch(device: context.index, generation: generation), after: switching.everyMs)
    }

    // MARK: Auto-Lock

    private func stopInteracting() {
        isInteracting = false
        restartAutoLockTimer()
    }

    /// Supersedes any pending interaction or auto-lock timer, then starts Auto-Lock's count.
    private func restartAutoLockTimer() {
        interactionGeneration &+= 1
        autoLockCountStartMs = nowMs
        guard !isLocked, !isScreenKeptOn, let limitMs = power.autoLockLimitMs(setting: autoLockMs) else { return }
        if let app = foregroundApp, appsKeepingScreenOn.contains(app) { return }
        context.schedule(.autoLock(device: context.index, generation: interactionGeneration), after: limitMs)
    }

    /// Low Power Mode switched on while Auto-Lock is counting: the device locks 30 s after the
    /// last touch, at once if that is already past. The count's own timer stays valid (same
    /// generation) for when Low Power Mode goes off again before it fires.
    func shortenRunningAutoLockCount() {
        guard !isLocked, !isInteracting, !isScreenKeptOn,
            let limitMs = power.autoLockLimitMs(setting: autoLockMs)
        else { return }
        if let app = foregroundApp, appsKeepingScreenOn.contains(app) { return }
        let lockMs = max(nowMs, autoLockCountStartMs + limitMs)
        context.schedule(.autoLock(device: context.index, generation: interactionGeneration), at: lockMs)
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
            let limitMs = power.autoLockLimitMs(setting: autoLockMs), nowMs - autoLockCountStartMs >= limitMs
        else { return }
        context.record(.autoLock)
        lock()
    }

    func lockScreenDidTimeOut(generation: UInt32) {
        guard generation == interactionGeneration, isLocked else { return }
        isScreenOn = false
    }
}
