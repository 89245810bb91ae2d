import Checkers
import FamilyApp
import Platform
import RewardEngine
import Simulation
import SyncEngine

/// The sync side of a run: the parents' phones and their app, the pairing the family does at
/// the start, the moments each change crossed the family, and what the checkers found.
final class SyncRun: FamilySyncObserver {
    let spec: SyncSpec
    let layout: FamilyCloudLayout
    unowned let world: World
    /// The parents as the run has them now: a replaced phone's parent names the new phone.
    var parents: [ParentSpec]
    /// Phones replaced during the run: their app never runs again.
    var replacedPhones: Set<DeviceID> = []
    let background: BackgroundSchedulerModel
    let children: [ChildID]
    private(set) var parentDevices: [DeviceID: SimulatedParentDevice] = [:]
    private(set) var parentApps: [ParentID: ParentDeviceApp] = [:]
    /// The child apps, by device, in the scenario's order.
    let childApps: [(device: DeviceID, child: ChildID, app: ChildDeviceApp)]

    /// The codes of the latest invitation made for each parent, in the zones' order.
    var codes: [ParentID: [CloudInvitationCode]] = [:]
    /// What each invitation or acceptance of a parent came to, in order.
    var invitationResults: [ParentID: [String]] = [:]
    var joinedParents: Set<ParentID> = []
    /// The set-up steps a person is waiting on, in the order they started.
    var pairingSteps: [PairingStep] = []
    var issuedAtMs: [String: Int64] = [:]
    /// Each command's answers as the child's devices logged them, in order.
    var executions: [String: [FamilyUnderCheck.CommandAnswer]] = [:]
    /// Each ledger entry's recording and receipts, by record name.
    private(set) var entryCrossings: [String: EntryCrossing] = [:]
    /// The phone each command was issued on, by command name.
    private(set) var commandIssuers: [String: DeviceID] = [:]
    /// Each command's first arrival on each other parent's phone (the page of changes that
    /// carried its record), in arrival order, by command name.
    private(set) var commandReceipts: [String: [(device: DeviceID, timeMs: Int64)]] = [:]
    /// The moments faults last healed or changed (partitions), for the convergence bound.
    var lastFaultChangeMs: Int64
    var partitioned: Set<DeviceID> = []
    /// The oracles, judging the family at quiet moments and at the end.
    let checkers = SyncCheckers()
    /// Every kind of decision an app took in the run, for explore's coverage.
    var appDecisionsReached: Set<AppDecision.Kind> = []
    /// The moments a judgement is scheduled for, each once.
    var judgementsScheduledMs: Set<Int64> = []
    /// The scenario's UTC offset: how the checkers' findings write their moments.
    let utcOffsetSeconds: Int
    /// Per child device, each time its app started running and how many ledger entries the
    /// device had then: what the app had the chance to send from that moment; `continuesRun`
    /// when it was running already (the same run goes on).
    private(set) var appStarts: [DeviceID: [(ms: Int64, entries: Int, continuesRun: Bool)]] = [:]

    init(
        spec: SyncSpec, scenario: Scenario, world: World,
        childApps: [(device: DeviceID, child: ChildID, app: ChildDeviceApp)]
    ) {
        precondition(!scenario.parents.isEmpty, "a synced family has a parent to organise it")
        self.spec = spec
        self.world = world
        parents = scenario.parents
        background = scenario.background
        children = scenario.children.map(\.id)
        layout = FamilyCloudLayout(organizer: scenario.parents[0].id)
        self.childApps = childApps
        lastFaultChangeMs = world.loop.now
        utcOffsetSeconds = scenario.start.utcOffsetSeconds
        world.enableCloud(spec.service, network: spec.network)
        for (device, child, app) in childApps {
            let simulated = world.childDevices.first { $0.id == device }!
            let (database, timer) = simulated.connectToCloud(as: FamilyCloudLayout.account(of: child))
            app.connectSync(
                database: database, timer: timer, layout: layout, observer: self,
                overdraftAnnouncer: spec.overdraftNotice.announcer,
                summaryDelivery: spec.parentReports.summaryDelivery)
            simulated.appDidStartRunning = { [weak self, unowned app] continuesRun in
                guard let self else { return }
                appStarts[device, default: []].append(
                    (world.loop.now, app.store.account.ledger.entries.count, continuesRun))
            }
        }
        for parent in scenario.parents {
            guard let deviceID = parent.device else { continue }
            addPhone(deviceID, of: parent)
        }
    }

    /// A phone of `parent` with the app on it (not yet installed).
    @discardableResult
    func addPhone(_ deviceID: DeviceID, of parent: ParentSpec) -> SimulatedParentDevice {
        let device = world.addParentDevice(
            id: deviceID, parent: parent.id, utcOffsetSeconds: utcOffsetSeconds,
            clockSkewMs: parent.clockSkewMs, background: background
        )
        let (database, timer) = device.connectToCloud(as: FamilyCloudLayout.account(of: parent.id))
        let paysForFamily = spec.appStore == .on && parent.id == layout.organizer
        let app = ParentDeviceApp(
            parent: parent.id, device: deviceID, layout: layout, parents: parents.map(\.id),
            children: children, database: database, timer: timer, clock: device, scheduler: device, observer: self,
            pointsDesign: spec.pointsDesign.adjustments,
            subscriptionStore: paysForFamily ? device.signInToAppStore() : nil, notifications: device,
            build: AppBuild(version: parent.appVersion, unknownFields: spec.unknownFields)
        )
        parentDevices[deviceID] = device
        parentApps[parent.id] = app
        return device
    }

    func installParentApps() {
        for parent in parents {
            guard let device = parent.device else { continue }
            parentDevices[device]!.installApp(parentApps[parent.id]!)
        }
    }

    var organizerApp: ParentDeviceApp? { parentApps[layout.organizer] }

    func parentApp(on device: DeviceID) -> ParentDeviceApp? {
        parents.first { $0.device == device }.flatMap { parentApps[$0.id] }
    }

    // MARK: FamilySyncObserver

    func familySync(didIssue command: String, on device: DeviceID) {
        issuedAtMs[command] = world.loop.now
        commandIssuers[command] = device
    }

    func familySync(didAnswer command: String, outcome: CommandOutcome, on device: DeviceID) {
        executions[command, default: []].append(
            FamilyUnderCheck.CommandAnswer(timeMs: world.loop.now, device: device, outcome: outcome)
        )
        checkers.noteAnswers(of: command, executions[command]!)
    }

    /// The entry's latency runs from when it was made, in true time: the device's reading less
    /// the device clock's offset now, so the wait for the app to run counts.
    func familySync(didRecord entry: String, madeAt: Instant, on device: DeviceID) {
        let offsetMs =
            world.childDevices.first { $0.id == device }.map { $0.now.instant.milliseconds(since: world.now) } ?? 0
        entryCrossings[entry, default: EntryCrossing()].noteRecorded(atMs: madeAt.millisecondsSinceEpoch - offsetMs)
        entryCrossings[entry, default: EntryCrossing()].noteQueued(on: device, atMs: world.loop.now)
    }

    func familySync(didReceive entry: String, on device: DeviceID) {
        entryCrossings[entry, default: EntryCrossing()].noteReceived(on: device, atMs: world.loop.now)
    }

    /// The first time a parent's phone fetched each command among `records`: when it showed the
    /// other parent's change.
    private func noteCommandsFetched(_ records: [CloudRecordID], on device: DeviceID) {
        for record in records where issuedAtMs[record.name] != nil {
            var receipts = commandReceipts[record.name, default: []]
            guard !receipts.contains(where: { $0.device == device }) else { continue }
            receipts.append((device, world.loop.now))
            commandReceipts[record.name] = receipts
        }
    }

    func familySync(decided decision: AppDecision, on device: DeviceID) {
        appDecisionsReached.insert(decision.kind)
        world.recordSyncEngineEvent(
            device: device, kind: "app " + decision.kind.rawValue, recordCount: decision.records.count
        ) {
            (decision.records.map(\.description), [], decision.text)
        }
    }

    func familySync(engineEvent: SyncEvent, on device: DeviceID) {
        if engineEvent.kind == .fetchedPage, parentDevices[device] != nil {
            noteCommandsFetched(engineEvent.recordIDs, on: device)
        }
        world.recordSyncEngineEvent(
            device: device, kind: engineEvent.kind.rawValue, recordCount: engineEvent.recordIDs.count
        ) {
            (engineEvent.recordIDs.map(\.description), engineEvent.changeTags.map(\.rawValue), engineEvent.decision)
        }
    }
}
