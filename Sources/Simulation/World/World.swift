import Platform
import SimulatedCloud
import SimulationKernel

/// The simulated world: virtual time, the devices in it, and the driver's script.
///
/// Single-threaded and synchronous by design: one world is one simulation, and parallelism
/// lives between worlds, never inside one.
public final class World: EventHandler {
    public typealias Payload = WorldEvent

    public let loop: EventLoop<WorldEvent>
    public let random: SeededRandom
    public private(set) var childDevices: [SimulatedChildDevice] = []
    public internal(set) var parentDevices: [SimulatedParentDevice] = []
    /// What every person meant to happen, in the order they acted: what the checkers judge.
    public let intents = IntentHistory()
    /// Every notification any device posted, in the order posted.
    public private(set) var notifications: [PostedNotification] = []
    private var scriptStep: ((Int32) -> Void)?
    /// The salt of the reseed scheduled with `reseed(from:salt:)`, if any.
    var reseedSalt: UInt64?
    var deferredWork = DeferredWorkQueue()
    var stateCheckpoints = StateCheckpoints()
    /// Set while a run is recorded for `diff`.
    var recording: RunRecording?
    /// Every distinct list of DeviceActivity events a device registered, kept once (`shared`).
    var registrationLists: Set<[DeviceActivityEventRegistration]> = []

    /// The cloud and the network to it; nil in a run that models no sync.
    public internal(set) var cloudService: CloudService?
    public internal(set) var network = NetworkModel()
    /// One per device that talks to the cloud, in the order they were connected.
    public internal(set) var connections: [CloudConnection] = []
    /// Whether the lines of the sync trace are kept as text (for `--trace`); the trace hash
    /// takes them either way.
    public let keepsSyncTrace: Bool
    /// Every line of the sync trace, in order, when the run keeps it; empty otherwise.
    public internal(set) var syncTrace: [SyncTraceLine] = []
    /// Whether the moments of each device's run are kept for the report's timeline picture.
    public let keepsTimeline: Bool
    /// Those moments, in order, when the run keeps them; empty otherwise.
    public internal(set) var timeline: [TimelineMark] = []
    /// Whether each device keeps every callback it handed its monitor (`deliveries`), for
    /// tests and inspection. A scenario run reads only the usage thresholds' truths, which are
    /// kept either way: the whole record was an eighth of a crowd's memory.
    public let keepsDeliveries: Bool

    /// When the run began, in true time.
    let startMs: Int64

    public init(
        start: Instant, seed: UInt64, keepsSyncTrace: Bool = false, keepsTimeline: Bool = false,
        keepsDeliveries: Bool = true
    ) {
        self.keepsSyncTrace = keepsSyncTrace
        self.keepsTimeline = keepsTimeline
        self.keepsDeliveries = keepsDeliveries
        startMs = start.millisecondsSinceEpoch
        loop = EventLoop(startTime: start.millisecondsSinceEpoch)
        random = SeededRandom(seed: seed)
    }

    public var now: Instant { Instant(millisecondsSinceEpoch: loop.now) }
    public var traceHash: TraceHash { loop.traceHash }

    /// Adds a child's device; `usageActivity` is the activity the app on it counts minutes with
    /// (see `SimulatedChildDevice.usageActivity`).
    public func addChildDevice(
        id: DeviceID,
        child: ChildID,
        usageActivity: ActivityName,
        timeZone: DeviceTimeZone,
        autoLockMs: Int64?,
        appsKeepingScreenOn: [AppID],
        power: PowerSettings = .init(),
        background: BackgroundSchedulerModel = .init(),
        faults: [FaultSpec] = [],
        iosVersion: String? = nil
    ) -> SimulatedChildDevice {
        precondition(!childDevices.contains { $0.id == id }, "device ids are unique")
        let device = SimulatedChildDevice(
            id: id, child: child, usageActivity: usageActivity, index: Int32(childDevices.count), world: self,
            timeZone: timeZone, autoLockMs: autoLockMs,
            appsKeepingScreenOn: appsKeepingScreenOn, power: power, background: background, faults: faults,
            iosVersion: iosVersion
        )
        childDevices.append(device)
        device.scheduleFaultTimers()
        device.clock.scheduleZoneTransition()
        return device
    }

    /// `source`'s frontmost time also lands in the counters of the devices it bleeds into.
    func bleedUsage(of app: AppID, forMs durationMs: Int64, from source: DeviceID) {
        for device in childDevices where device.id != source && device.bleedSource == source {
            device.activity.absorbBledUsage(of: app, forMs: durationMs)
        }
    }

    /// Schedules step `index` of the script; steps at the same instant run in the order they
    /// were scheduled.
    public func scheduleScriptStep(_ index: Int32, at time: Instant) {
        loop.schedule(.script(index: index), at: time.millisecondsSinceEpoch)
    }

    /// Runs the world up to and including `limit`, handing script steps to `script`.
    @discardableResult
    public func run(
        until limit: Instant, eventBudget: UInt64 = .max, script: @escaping (Int32) -> Void
    ) -> RunOutcome {
        scriptStep = script
        defer { scriptStep = nil }
        let outcome = loop.run(until: limit.millisecondsSinceEpoch, handler: self, eventBudget: eventBudget)
        for device in childDevices {
            device.settleUsage()
        }
        takeCheckpoint(walkingRecords: true)
        return outcome
    }

    /// Mixes a decision into the trace hash, so that two runs that decide differently at the
    /// same instants still hash differently. `device` is -1 for decisions of no device.
    public func recordDecision(_ decision: Decision, device: Int32 = -1, detail: String = "") {
        loop.recordTrace(decision.rawValue << 56 | UInt64(UInt32(bitPattern: device)))
        if !detail.isEmpty { loop.recordTrace(StableHash.fnv1a64(detail)) }
        // A parent's phone names itself in the detail; a child device by its index.
        if keepsTimeline, let kind = TimelineMark.Kind(decision) {
            let id = device >= 0 ? childDevices[Int(device)].id : DeviceID(detail)
            timeline.append(
                TimelineMark(timeMs: loop.now, device: id, kind: kind, detail: kind == .front ? detail : ""))
        }
        if recording != nil {
            recordStep(
                .decision, deviceName: device >= 0 ? childDevices[Int(device)].id.rawValue : "",
                detail: detail.isEmpty ? "\(decision)" : "\(decision) \(detail)")
        }
    }

    func recordNotification(_ posted: PostedNotification, device: Int32) {
        notifications.append(posted)
        let notification = posted.notification
        let detail = "\(notification.category) \(notification.recipient) \(notification.title)\n\(notification.body)"
        recordDecision(.notification, device: device, detail: detail)
    }

    public func handle(_ event: WorldEvent, loop: EventLoop<WorldEvent>) {
        beforeEvent(event)
        switch event {
        case .script(let index):
            scriptStep?(index)
        case .interactionEnd(let device, let generation, let lockAfter):
            childDevices[Int(device)].screen.interactionDidEnd(generation: generation, lockAfter: lockAfter)
        case .autoLock(let device, let generation):
            childDevices[Int(device)].screen.autoLockDidFire(generation: generation)
        case .lockScreenTimeout(let device, let generation):
            childDevices[Int(device)].screen.lockScreenDidTimeOut(generation: generation)
        case .thresholdCrossing(let device, let generation):
            childDevices[Int(device)].activity.thresholdCrossingDidArrive(generation: generation)
        case .intervalBoundary(let device, let generation):
            childDevices[Int(device)].activity.intervalBoundaryDidArrive(generation: generation)
        case .backgroundTaskTimer(let device, let ticket):
            childDevices[Int(device)].background.timerDidFire(ticket: ticket)
        case .backgroundTaskDeadline(let device, let run):
            childDevices[Int(device)].background.deadlineDidArrive(run: Int(run))
        case .workItemDone(let device, let generation):
            childDevices[Int(device)].app.workItemDidFinish(generation: generation)
        case .rapidSwitch(let device, let generation):
            childDevices[Int(device)].screen.rapidSwitchDidArrive(generation: generation)
        case .timedCallback(let device, let ticket):
            childDevices[Int(device)].pipeline.timedCallbackDidArrive(ticket: ticket)
        case .lateHoldEnd(let device):
            childDevices[Int(device)].pipeline.lateHoldDidEnd()
        case .faultTimer(let device, let kind, let phase):
            childDevices[Int(device)].faultTimerDidFire(kind: kind, phase: phase)
        case .deferred(let ticket):
            runDeferred(ticket: ticket)
        case .zoneTransition(let device, let generation):
            childDevices[Int(device)].clock.zoneTransitionDidArrive(generation: generation)
        case .powerTimer(let device, let generation, let phase):
            childDevices[Int(device)].powerTimerDidFire(generation: generation, phase: phase)
        case .reseed:
            reseedStreams()
        }
    }
}
