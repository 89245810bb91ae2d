import Platform
import SyncEngine

/// One device running the engine against the shared fake server, able to be killed and
/// relaunched from its last persisted state.
final class TestDevice {
    static let sam = CloudAccountID("parent-sam")
    static let zone = CloudZoneID(name: "family", owner: sam)

    /// Settings merge field by field; rewards by whole-record edit time; ledger entries are insert-only.
    static let resolver = ConflictResolver(
        policies: [
            "settings": .fieldwise,
            "reward": .lastWriterWinsByEditTime(field: "editedAt"),
            "ledger": .insertOnly,
        ],
        priority: { editor in editor == "parent-sam" ? 0 : 1 }
    )

    let server: FakeCloudServer
    let account: CloudAccountID
    let policy: SyncPolicy
    private(set) var database: FakeCloudDatabase!
    private(set) var clock: ManualDeviceClock!
    private(set) var timer: ManualAppTimer!
    private(set) var delegate: RecordingDelegate!
    private(set) var engine: SyncEngine!

    init(
        server: FakeCloudServer, account: CloudAccountID = TestDevice.sam, policy: SyncPolicy = SyncPolicy()
    ) {
        self.server = server
        self.account = account
        self.policy = policy
        var state = SyncState()
        state.trackedZones = [Self.zone]
        launch(from: state)
    }

    /// The app is killed (held answers and armed timers die with it) and launched again from the
    /// state it persisted last.
    func relaunch() {
        launch(from: engine.state)
    }

    private func launch(from state: SyncState) {
        database = FakeCloudDatabase(account: account, server: server)
        clock = ManualDeviceClock()
        timer = ManualAppTimer(clock: clock)
        delegate = RecordingDelegate()
        engine = SyncEngine(
            database: database, timer: timer, clock: clock, store: SyncStateStore(state), policy: policy,
            resolver: Self.resolver
        )
        engine.delegate = delegate
    }

    static func id(_ name: String) -> CloudRecordID {
        CloudRecordID(zone: zone, name: name)
    }

    static func record(
        _ name: String, type: String = "settings", _ fields: [String: CloudValue]
    ) -> CloudRecord {
        CloudRecord(id: id(name), type: type, fields: fields)
    }

    /// The device's local version with `changes` applied, as the app would save it.
    func edited(_ name: String, _ changes: [String: CloudValue]) -> CloudRecord {
        var record = engine.record(Self.id(name))!
        for (field, value) in changes {
            record[field] = value
        }
        return record
    }
}

extension FakeCloudServer {
    /// A server whose one zone is the test devices' zone: where every engine test starts.
    static func holdingTheTestZone() -> FakeCloudServer {
        let server = FakeCloudServer()
        server.zones.insert(TestDevice.zone)
        return server
    }
}
