import Platform
import SimulatedCloud
import SimulationKernel

/// A device's `CloudDatabase`: every call travels its link to the service and back. The link
/// draws a latency per message, may lose either message, and may be partitioned; the service
/// acts when the request arrives, so an answer lost on the way back leaves a committed write
/// the app never heard of.
public final class CloudConnection: CloudDatabase {
    public let device: DeviceID
    public let account: CloudAccountID
    unowned let world: World
    unowned let host: CloudHost
    var linkRandom: SeededRandom
    var pushRandom: SeededRandom
    public internal(set) var partition = LinkPartition.none
    /// Answers to drop after the service acted, the next ones first (a response lost after commit).
    var answersToLose = 0
    var pushHandler: (() -> Void)?
    var isPushOnTheWay = false
    var backgroundPushTimesMs: [Int64] = []
    /// Per day of the run, from its first day.
    public internal(set) var traffic: [DeviceTraffic] = []
    public internal(set) var pushes = PushCounts()

    init(device: DeviceID, account: CloudAccountID, world: World, host: CloudHost) {
        self.device = device
        self.account = account
        self.world = world
        self.host = host
        linkRandom = world.random.fork("link:\(device)")
        pushRandom = world.random.fork("push:\(device)")
    }

    var service: CloudService { world.cloudService! }

    public func saveZone(_ zone: CloudZoneID, completion: @escaping (Result<CloudZoneID, CloudError>) -> Void) {
        call("save_zone", records: [zone.description], sentBytes: 0) { [self] now in
            service.saveZone(zone, by: account, at: now)
        } failed: { .failure($0) } outcome: { result in
            switch result {
            case .success: ("saved", [], 0)
            case let .failure(error): (error.description, [], 0)
            }
        } completion: { completion($0) }
    }

    public func modifyRecords(
        saving: [CloudRecord], deleting: [CloudRecordID], atomically: Bool,
        completion: @escaping (Result<CloudModifyResult, CloudError>) -> Void
    ) {
        let names = saving.map(\.id.description) + deleting.map { "delete \($0)" }
        let bytes = saving.reduce(0) { $0 + $1.estimatedBytes } + deleting.count * 60
        call("modify", records: names, sentBytes: bytes) { [self] now in
            let outcome = service.modify(
                saving: saving, deleting: deleting, atomically: atomically, by: account, device: device, at: now
            )
            world.sendPushes(to: outcome.pushes)
            return outcome.result
        } failed: { .failure($0) } outcome: { result in
            switch result {
            case let .success(done):
                let failures = (done.failedSaves + done.failedDeletes).map { "\($0.id.name): \($0.error)" }
                let summary = "saved \(done.saved.count), deleted \(done.deleted.count)"
                    + (failures.isEmpty ? "" : ", failed " + failures.joined(separator: "; "))
                return (summary, done.saved.map { $0.changeTag?.rawValue ?? "" }, done.saved.count * 60)
            case let .failure(error):
                return (error.description, [], 0)
            }
        } completion: { completion($0) }
    }

    public func fetchZoneChanges(
        _ zone: CloudZoneID, since token: CloudChangeToken?,
        completion: @escaping (Result<CloudZoneChanges, CloudError>) -> Void
    ) {
        call("fetch", records: [zone.description, token?.rawValue ?? "nil"], sentBytes: 80) { [self] now in
            service.fetchChanges(zone, since: token, by: account, device: device, at: now)
        } failed: { .failure($0) } outcome: { result in
            switch result {
            case let .success(changes):
                let bytes = changes.changed.reduce(0) { $0 + $1.estimatedBytes } + changes.deleted.count * 60
                let summary = "\(changes.changed.count) changed, \(changes.deleted.count) deleted, token "
                    + changes.token.rawValue + (changes.moreComing ? ", more coming" : "")
                return (summary, changes.changed.map { $0.changeTag?.rawValue ?? "" }, bytes)
            case let .failure(error):
                return (error.description, [], 0)
            }
        } completion: { completion($0) }
    }

    public func fetchDatabaseChanges(
        since token: CloudChangeToken?, completion: @escaping (Result<CloudDatabaseChanges, CloudError>) -> Void
    ) {
        call("fetch_database_changes", records: [token?.rawValue ?? "nil"], sentBytes: 60) { [self] now in
            service.fetchDatabaseChanges(since: token, by: account, at: now)
        } failed: { .failure($0) } outcome: { result in
            switch result {
            case let .success(changes):
                ("changed: " + changes.changedZones.map(\.description).joined(separator: ", ") + ", token "
                    + changes.token.rawValue, [], changes.changedZones.count * 40)
            case let .failure(error): (error.description, [], 0)
            }
        } completion: { completion($0) }
    }

    public func createInvitation(
        to zone: CloudZoneID, permission: CloudSharePermission,
        completion: @escaping (Result<CloudInvitationCode, CloudInvitationFailure>) -> Void
    ) {
        call("create_invitation", records: [zone.description, permission.rawValue], sentBytes: 80) { [self] now in
            service.createInvitation(to: zone, permission: permission, by: account, at: now)
        } failed: { .failure(.cloud($0)) } outcome: { result in
            (Self.describe(result), [], 60)
        } completion: { completion($0) }
    }

    public func acceptInvitation(
        _ code: CloudInvitationCode,
        completion: @escaping (Result<CloudZoneID, CloudInvitationFailure>) -> Void
    ) {
        call("accept_invitation", records: [code.rawValue], sentBytes: 60) { [self] now in
            service.acceptInvitation(code, by: account, at: now)
        } failed: { .failure(.cloud($0)) } outcome: { result in
            (Self.describe(result), [], 60)
        } completion: { completion($0) }
    }

    public func subscribeToChanges(_ handler: @escaping () -> Void) {
        pushHandler = handler
        service.subscribe(device: device, account: account)
    }

    private static func describe<Value>(_ result: Result<Value, CloudInvitationFailure>) -> String {
        switch result {
        case let .success(value): "ok \(value)"
        case let .failure(.rejected(reason)): "rejected: \(reason.rawValue)"
        case let .failure(.cloud(error)): error.description
        }
    }
}
