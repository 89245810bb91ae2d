import AntiGaming
import Checkers
import FamilyApp
import Platform
import RewardEngine
import Simulation

/// A run in progress: the world, the app on each child device, and each device's store —
/// what expectation functions read and timeline actions drive.
final class RunState {
    let scenario: Scenario
    let world: World
    private(set) var stores: [DeviceID: ChildAccountStore] = [:]
    private(set) var devices: [DeviceID: SimulatedChildDevice] = [:]
    private(set) var apps: [DeviceID: ChildDeviceApp] = [:]
    var refusedActions: [RefusedAction] = []
    /// A persona's planned steps not attempted because their device was switched off.
    var skippedPlannedSteps = 0
    /// Techniques played as acts (revoking the permission, force-quitting to stall), for scoring.
    var occurrences: [AntiGamingScorer.Occurrence] = []
    /// The child's steps on a device that wait while the child waits for the app there.
    let waitingSteps = WaitingSteps()
    /// The timeline and every persona's plan, in time order: the steps the driver plays.
    private(set) var steps: [TimelineAction] = []
    /// The parents' phones and the cloud between the family's devices, when the scenario models sync.
    private(set) var sync: SyncRun?
    private var judgementCache: (time: Instant, byChild: [ChildID: [ChildJudgement]])?
    private var figuresCache: (time: Instant, figures: AntiGamingFigures)?
    /// A crowd's judgements at the run's own strictness, kept while its figures are worked out
    /// for the readers that ask one child's at that level (the experiment metrics).
    private var ownLevelCache: (time: Instant, byChild: [ChildID: ChildJudgement])?

    /// `tracing` keeps the text of the sync trace for `--trace`; `keepsTimeline` each device's
    /// moments for the report's timeline picture.
    init(scenario: Scenario, seed: UInt64, tracing: Bool = false, keepsTimeline: Bool = false) {
        self.scenario = scenario
        world = World(
            start: scenario.start.instant, seed: seed, keepsSyncTrace: tracing, keepsTimeline: keepsTimeline,
            keepsDeliveries: false)
        let catalog = scenario.catalog
        let screenOnApps = scenario.apps.filter(\.keepsScreenOn).map(\.id)
        for child in scenario.children {
            for spec in child.devices {
                let store = ChildAccountStore(
                    device: spec.id,
                    account: ChildRewardAccount(child: child.id, settings: scenario.settings, catalog: catalog),
                    parents: scenario.parents.map(\.id), strictness: scenario.validationStrictness,
                    choices: scenario.parentChoices
                )
                stores[spec.id] = store
                let device = world.addChildDevice(
                    id: spec.id, child: child.id, usageActivity: ChildDeviceApp.usageActivity, timeZone: spec.timeZone,
                    autoLockMs: spec.autoLockMs, appsKeepingScreenOn: screenOnApps,
                    power: PowerSettings(
                        batteryPercent: spec.batteryPercent, isCharging: spec.isCharging,
                        isLowPowerMode: spec.isLowPowerMode, isBackgroundAppRefreshOn: spec.isBackgroundAppRefreshOn,
                        powersOffWhenEmpty: spec.powersOffWhenEmpty || child.persona?.powersOffWhenEmpty == true
                    ),
                    background: scenario.background,
                    faults: scenario.faults.filter { $0.applies(to: spec.id) }.map(\.spec),
                    iosVersion: spec.iosVersion
                )
                if scenario.parentChoices.requiresAutomaticDateAndTime { device.requireAutomaticDateAndTime() }
                if scenario.deniesAppRemoval { device.denyAppRemoval() }
                let app = ChildDeviceApp(
                    device: spec.id, store: store, center: device, shields: device, clock: device, battery: device,
                    scheduler: device, workQueue: device, notifications: device, authorization: device
                )
                device.attachMonitor(app)
                devices[spec.id] = device
                apps[spec.id] = app
            }
        }
        if let spec = scenario.sync {
            let childApps = scenario.devices.map { ($0.id, $0.child, app($0.id)) }
            sync = SyncRun(spec: spec, scenario: scenario, world: world, childApps: childApps)
        }
        for spec in scenario.devices {
            if sync == nil { store(spec.id).observer = self }
            device(spec.id).installApp(app(spec.id))
        }
        sync?.installParentApps()
        sync?.pair(settings: scenario.settings)
        sync?.scheduleRandomOutages(from: scenario.start.instant, until: scenario.end)
        sync?.scheduleAutomaticUpdates(from: scenario.start.instant)
        steps = PersonaSteps.merged(timeline: scenario.timeline, scenario: scenario, random: world.random)
        addStateProbes()
    }

    // MARK: Anti-gaming

    /// The child's rulings at `level`: the app's own so far, or a replay of the signals it recorded.
    func judgement(_ child: ChildID, _ level: ValidationStrictness) -> ChildJudgement {
        if level == scenario.validationStrictness, let kept = ownLevelCache, kept.time == world.now,
            let judged = kept.byChild[child]
        {
            return judged
        }
        return judgements(child)[Self.position(of: level)]
    }

    /// One judgement per level, computed once per moment of the run.
    func judgements(_ child: ChildID) -> [ChildJudgement] {
        if judgementCache?.time != world.now { judgementCache = (world.now, [:]) }
        if let cached = judgementCache?.byChild[child] { return cached }
        let judged = judge(child)
        judgementCache?.byChild[child] = judged
        return judged
    }

    /// The child's judgements now, one per level, worked out afresh.
    private func judge(_ child: ChildID) -> [ChildJudgement] {
        let spec = self.spec(of: child)
        let settings = ValidatorSettings(
            minimumSessionMinutes: scenario.settings.minimumSessionMinutes,
            sessionGapMinutes: scenario.settings.sessionGapMinutes,
            choices: scenario.parentChoices
        )
        let persona = spec.persona.map(PersonaTag.init(profile:))
        let scored = spec.devices.map { device in
            AntiGamingScorer.Device(
                id: device.id, validation: store(device.id).work.validation,
                truths: self.device(device.id).usageThresholdTruths,
                occurrences: occurrences.filter { $0.device == device.id }
            )
        }
        return AntiGamingScorer.judgements(child: child, persona: persona, settings: settings, devices: scored)
    }

    /// The figures over every child, now, worked out once per moment. A family's judgements are
    /// kept, since the report lists their sessions; of a crowd's, only the level the run judged
    /// at is kept (the metrics read it): its judged sessions at every level took a tenth of its
    /// run's memory.
    var antiGamingFigures: AntiGamingFigures {
        if let cached = figuresCache, cached.time == world.now { return cached.figures }
        var figures = AntiGamingFigures()
        guard scenario.population != nil else {
            for child in scenario.children { figures.add(judgements(child.id)) }
            figuresCache = (world.now, figures)
            return figures
        }
        let cached = judgementCache?.time == world.now ? judgementCache?.byChild : nil
        let ownLevel = Self.position(of: scenario.validationStrictness)
        var ownLevelJudgements: [ChildID: ChildJudgement] = [:]
        for child in scenario.children {
            let judged = cached?[child.id] ?? judge(child.id)
            figures.add(judged)
            ownLevelJudgements[child.id] = judged[ownLevel]
        }
        ownLevelCache = (world.now, ownLevelJudgements)
        figuresCache = (world.now, figures)
        return figures
    }

    /// The child's accounts, one per device, read as the family's.
    func accounts(_ child: ChildID) -> ChildAccounts {
        ChildAccounts(deviceIDs(of: child).map { store($0).account })
    }

    /// The account as the child device keeps it: its own entries and the copies it has.
    func account(on device: DeviceID) -> ChildRewardAccount {
        store(device).account
    }

    /// The periodic work of each of the child's devices, in the scenario's order.
    func works(_ child: ChildID) -> [PeriodicWorkState] {
        deviceIDs(of: child).map { store($0).work }
    }

    func deviceIDs(of child: ChildID) -> [DeviceID] {
        spec(of: child).devices.map(\.id)
    }

    func device(_ id: DeviceID) -> SimulatedChildDevice {
        guard let device = devices[id] else { preconditionFailure("\(id) is a child device of the scenario") }
        return device
    }

    func app(_ id: DeviceID) -> ChildDeviceApp {
        guard let app = apps[id] else { preconditionFailure("\(id) is a child device of the scenario") }
        return app
    }

    private func store(_ id: DeviceID) -> ChildAccountStore {
        guard let store = stores[id] else { preconditionFailure("\(id) is a child device of the scenario") }
        return store
    }

    private func spec(of child: ChildID) -> ChildSpec {
        guard let spec = scenario.children.first(where: { $0.id == child }) else {
            preconditionFailure("\(child) is a child of the scenario")
        }
        return spec
    }

    /// The place of `level` among the figures' levels, which hold every level.
    private static func position(of level: ValidationStrictness) -> Int {
        guard let position = AntiGamingFigures.levels.firstIndex(of: level) else {
            preconditionFailure("the figures judge at every level")
        }
        return position
    }

    /// The child device of that name; nil for a parent's phone.
    func childDevice(_ id: DeviceID) -> SimulatedChildDevice? {
        devices[id]
    }

    /// The app that books a parent's adjustment when no cloud is modelled: the one on the
    /// child's first device (the points reach the others only through a cloud).
    func primaryApp(of child: ChildID) -> ChildDeviceApp {
        app(spec(of: child).devices[0].id)
    }

    /// The local date, in the start's time zone, on which `instant` falls.
    func date(of instant: Instant) -> CivilDate {
        LocalTimestamp(instant: instant, utcOffsetSeconds: scenario.start.utcOffsetSeconds).date
    }

    /// The local date of day `number` of the run (day 1 is the start's date).
    func date(ofDay number: Int) -> CivilDate {
        scenario.start.date.adding(days: Int64(number - 1))
    }
}

/// A timeline step the world could not carry out, such as switching apps on a locked device.
public struct RefusedAction: Hashable, Sendable {
    public let time: Instant
    public let summary: String
    public let reason: String
}

/// Stands in for the cloud between a child's devices where a family has none modelled: the
/// minutes a device counts reach the child's other devices as soon as it commits them, in the
/// scenario's order of devices, as if every upload and fetch were instant.
extension RunState: ChildAccountStoreObserver {
    func accountStoreDidCommit(_ store: ChildAccountStore) {
        guard !store.work.minutesToShare.isEmpty else { return }
        let minutes = store.takeMinutesToShare()
        let child = device(store.device).child
        for sibling in deviceIDs(of: child) where sibling != store.device {
            app(sibling).hearSiblingMinutes(minutes)
        }
    }
}
