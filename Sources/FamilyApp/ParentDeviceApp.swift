import Platform
import RewardEngine
import SyncEngine

/// The app on a parent's phone: it shows each child's settings, balance and activity, and
/// sends the parent's changes through CloudKit. Nothing it shows is authoritative: it is the
/// phone's replica, brought up to date by fetches on launch, in the foreground, in background
/// refresh and when a push arrives.
public final class ParentDeviceApp {
    public static let refreshTaskIdentifier = "com.screentimerewards.parent-refresh"
    /// The activity log keeps this many of the latest changes.
    public static let activityLogLengthMax = 50

    public let parent: ParentID
    public let device: DeviceID
    public let layout: FamilyCloudLayout
    public let parents: [ParentID]
    public let children: [ChildID]
    /// How adjustments travel and the balance is read back.
    let pointsDesign: PointsAdjustmentDesign
    let database: CloudDatabase
    let timer: AppTimer
    let clock: DeviceClock
    let scheduler: BackgroundTaskScheduler
    /// The App Store, on the phone whose Apple ID pays for the family (the organiser's); nil on
    /// the others, which learn the entitlement from the family zones.
    let subscriptionStore: SubscriptionStore?
    /// The phone's notification centre, where the children's day summaries are announced.
    let notifications: NotificationPoster?
    weak var observer: FamilySyncObserver?
    /// The build installed on the phone; an update replaces it.
    public internal(set) var build: AppBuild
    /// The switches the app last fetched from the product's remote configuration.
    public internal(set) var remoteConfig = RemoteConfig()
    /// What survives the process: the sync state, written through by the engine, and the
    /// counter that names new records.
    public let syncStore = SyncStateStore()
    public internal(set) var disk: ParentSyncDisk
    /// The sync engine of the running process; a new one, on the store, at every launch.
    public internal(set) var engine: SyncEngine?
    /// Each child's balance, kept up to date as the child's records change on the phone.
    var balanceTallies: [ChildID: ChildBalanceTally] = [:]
    /// The child whose usage or family zone each zone is.
    let zoneKinds: [CloudZoneID: (child: ChildID, isUsageZone: Bool)]

    public init(
        parent: ParentID, device: DeviceID, layout: FamilyCloudLayout, parents: [ParentID], children: [ChildID],
        database: CloudDatabase, timer: AppTimer, clock: DeviceClock, scheduler: BackgroundTaskScheduler,
        observer: FamilySyncObserver?, pointsDesign: PointsAdjustmentDesign = LedgerEntryAdjustments(),
        subscriptionStore: SubscriptionStore? = nil, notifications: NotificationPoster? = nil, build: AppBuild = .latest
    ) {
        precondition(parents.contains(parent), "the phone's parent is one of the family's")
        self.parent = parent
        self.device = device
        self.layout = layout
        self.parents = parents
        self.children = children
        zoneKinds = Dictionary(
            children.flatMap { [(layout.usageZone(of: $0), ($0, true)), (layout.familyZone(of: $0), ($0, false))] },
            uniquingKeysWith: { first, _ in first }
        )
        self.database = database
        self.timer = timer
        self.clock = clock
        self.scheduler = scheduler
        self.observer = observer
        self.pointsDesign = pointsDesign
        self.subscriptionStore = subscriptionStore
        self.notifications = notifications
        self.build = build
        disk = ParentSyncDisk()
    }

    public var isOrganizer: Bool { parent == layout.organizer }

    /// A name no other record of this phone has, and none of another device: ids are the
    /// device's, numbered on its disk, and the number only grows.
    func nextRecordName(_ prefix: String) -> (name: String, number: Int) {
        disk.recordsNamed += 1
        return ("\(prefix).\(device).\(disk.recordsNamed)", disk.recordsNamed)
    }
}

/// What the parent app keeps on disk besides the sync state.
public struct ParentSyncDisk: Hashable, Sendable {
    public var recordsNamed = 0
    /// What the phone last verified of the family's entitlement and wrote to the family zones.
    public var grant: EntitlementGrant?
    /// The day summaries the parent has been told of.
    public var announcedSummaries: Set<CloudRecordID> = []

    public init() {}
}
