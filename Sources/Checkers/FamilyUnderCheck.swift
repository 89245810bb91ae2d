import FamilyApp
import Platform
import SimulatedCloud
import Simulation
import SyncEngine

/// What the checkers read at one moment: the world (its history of intents, the service, the
/// links), each device's app, and what the run's configuration promises. Built afresh at each
/// moment of judgement, as membership and faults change.
public struct FamilyUnderCheck {
    /// A parent's phone with the parent app.
    public struct Phone {
        public let parent: ParentID
        public let device: DeviceID
        public let app: ParentDeviceApp
        /// The organiser, or a parent who joined and was not removed: whose phone must agree.
        public let isMember: Bool

        public init(parent: ParentID, device: DeviceID, app: ParentDeviceApp, isMember: Bool) {
            self.parent = parent
            self.device = device
            self.app = app
            self.isMember = isMember
        }
    }

    /// A child's device with the child app.
    public struct ChildDevice {
        public let device: DeviceID
        public let child: ChildID
        public let app: ChildDeviceApp

        public init(device: DeviceID, child: ChildID, app: ChildDeviceApp) {
            self.device = device
            self.child = child
            self.app = app
        }
    }

    /// A command as its child's device answered it, seen in the device's log.
    public struct CommandAnswer {
        public let timeMs: Int64
        public let device: DeviceID
        public let outcome: CommandOutcome

        public init(timeMs: Int64, device: DeviceID, outcome: CommandOutcome) {
            self.timeMs = timeMs
            self.device = device
            self.outcome = outcome
        }
    }

    public let world: World
    public let layout: FamilyCloudLayout
    public let phones: [Phone]
    /// In the scenario's order.
    public let childDevices: [ChildDevice]
    public let children: [ChildID]
    public let convergenceBoundMs: Int64
    /// Why the quiet-time checks cannot judge now; nil when every fault has healed for the bound.
    public let reasonNotQuiet: String?
    /// Command name → each answer a child's device gave, in order.
    public let commandAnswers: [String: [CommandAnswer]]
    /// Writes an instant of the run as the trace does, in the scenario's time zone.
    public let formatTime: (Int64) -> String
    /// The run's end: every device is held to the service, whether its app has run since or
    /// not. Before it, a device is held only to what its latest fetch handed it.
    public let isAtEnd: Bool
    /// Per child device, how many of its ledger entries its app has had the chance to hand
    /// over: those made before the app last started running. The extension counts minutes
    /// while the app is suspended, and a suspended app sends nothing.
    public let entriesOwed: [DeviceID: Int]
    /// The last moment a fault began or healed.
    public let lastFaultMs: Int64

    public init(
        world: World, layout: FamilyCloudLayout, phones: [Phone], childDevices: [ChildDevice], children: [ChildID],
        convergenceBoundMs: Int64, reasonNotQuiet: String?, commandAnswers: [String: [CommandAnswer]],
        formatTime: @escaping (Int64) -> String, isAtEnd: Bool, entriesOwed: [DeviceID: Int],
        lastFaultMs: Int64
    ) {
        self.world = world
        self.layout = layout
        self.phones = phones
        self.childDevices = childDevices
        self.children = children
        self.convergenceBoundMs = convergenceBoundMs
        self.reasonNotQuiet = reasonNotQuiet
        self.commandAnswers = commandAnswers
        self.formatTime = formatTime
        self.isAtEnd = isAtEnd
        self.entriesOwed = entriesOwed
        self.lastFaultMs = lastFaultMs
    }

    public var service: CloudService { world.cloudService! }
    public var nowMs: Int64 { world.loop.now }
    public var members: [Phone] { phones.filter(\.isMember) }

    public func devices(of child: ChildID) -> [ChildDevice] {
        childDevices.filter { $0.child == child }
    }

    /// Every device with the app's sync engine, and its engine's state, parents first.
    public var syncedStates: [(device: DeviceID, isOutsider: Bool, state: SyncState)] {
        phones.map { ($0.device, !$0.isMember, $0.app.syncStore.state) }
            + childDevices.compactMap { entry in entry.app.sync.map { (entry.device, false, $0.syncStore.state) } }
    }

    /// Whether `device` must show what the service held in `zone` at `changedAtMs`: at the end
    /// always; before it, once a fetch of the zone served after that moment reached its app.
    func mustShow(_ device: DeviceID, _ zone: CloudZoneID, changedAtMs: Int64?) -> Bool {
        guard !isAtEnd else { return true }
        guard let changedAtMs, let caughtUpMs = world.connection(of: device)?.caughtUpThroughMs[zone] else {
            return false
        }
        return caughtUpMs >= changedAtMs
    }

    /// The child's devices that must show `record`, a version the service holds (see `mustShow`).
    func devices(of child: ChildID, thatMustShow record: CloudRecord?) -> [ChildDevice] {
        devices(of: child).filter {
            mustShow(
                $0.device, record?.id.zone ?? layout.familyZone(of: child),
                changedAtMs: record?.serverModifiedAt?.millisecondsSinceEpoch)
        }
    }

    /// Whether the app on `device` has had the chance to send what it was asked at `madeAtMs`:
    /// it was running then, or started running since the later of that and the last fault, at
    /// least the convergence bound ago (an app that has only just started has not sent yet).
    /// A suspended app sends nothing, so before the end an intent waits for its maker's app to
    /// run; at the end every intent is judged.
    func hasHadChanceToSend(_ device: DeviceID, madeAtMs: Int64) -> Bool {
        guard !isAtEnd, let connection = world.connection(of: device) else { return true }
        let startedMs = connection.appLastRunStartedMs
        return madeAtMs >= lastFaultMs
            || (startedMs >= max(madeAtMs, lastFaultMs) && startedMs <= nowMs - convergenceBoundMs)
    }

    func phone(on device: DeviceID) -> Phone? {
        phones.first { $0.device == device }
    }
}
