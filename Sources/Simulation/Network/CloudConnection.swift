import Platform
import SimulatedCloud
import SimulationKernel

/// A device's `CloudDatabase`: every call travels its link to the service and back. The link
/// draws a latency per message, may lose either message, and may be partitioned; the service
/// acts when the request arrives, so an answer lost on the way back leaves a committed write
/// the app never heard of.
public final class CloudConnection: CloudDatabase {
    public let device: DeviceID
    /// Its place among the world's connections: how the trace hash names the device.
    let index: Int32
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
    /// Per zone, the service's time when the last page of the device's latest complete fetch
    /// was served: the app has been handed every change the zone had by then, so it must show
    /// them. What the checkers may hold a device to between its runs.
    public internal(set) var caughtUpThroughMs: [CloudZoneID: Int64] = [:]
    /// Until then the service has asked this device for quiet (the latest retry-after it was
    /// told, from the moment the answer arrived), in true time.
    public internal(set) var quietUntilMs: Int64 = .min
    /// Requests the device sent while the service had asked it for quiet: each breaks the
    /// protocol, whatever the answer.
    public internal(set) var requestsDuringQuiet: [(timeMs: Int64, call: String, quietUntilMs: Int64)] = []
    /// Requests the device sent while its app was suspended: app code that ran when iOS runs none.
    public internal(set) var requestsWhileSuspended: [(timeMs: Int64, call: String)] = []
    /// When the device sent each request that timed out (lost on the way, or its answer lost)
    /// after the app's run had ended: the app hears of the failure only at its next run, so the
    /// run that sent it had no chance to try again — what the checkers must not hold against it.
    public internal(set) var timeoutsAfterRunMs: [Int64] = []
    /// When each of the app's timers came due after the run that set it had ended: the retry or
    /// the request it holds (the engine sets timers only for those) waits for the next run, so
    /// that run, like one whose request timed out after it, had no chance to finish sending.
    public internal(set) var timersDueAfterRunMs: [Int64] = []
    /// Per day of the run, from its first day.
    public internal(set) var traffic: [DeviceTraffic] = []
    public internal(set) var pushes = PushCounts()

    init(device: DeviceID, index: Int32, account: CloudAccountID, world: World, host: CloudHost) {
        self.device = device
        self.index = index
        self.account = account
        self.world = world
        self.host = host
        linkRandom = world.random.fork("link:\(device)")
        pushRandom = world.random.fork("push:\(device)")
    }

    var service: CloudService { world.cloudService! }

    /// When the device's app last started running: since then it could send what it held.
    public var appLastRunStartedMs: Int64 { host.process.lastRunStartedMs }

    public func saveZone(_ zone: CloudZoneID, completion: @escaping (Result<CloudZoneID, CloudError>) -> Void) {
        call(.saveZone, records: { [zone.description] }, sentBytes: 0) { [self] now in
            service.saveZone(zone, by: account, at: now)
        } failed: {
            .failure($0)
        } outcome: { result in
            CallOutcome(result, bytes: 0)
        } describe: { result in
            (result.map { _ in "saved" }.described, [])
        } completion: {
            completion($0)
        }
    }

    public func modifyRecords(
        saving: [CloudRecord], deleting: [CloudRecordID], atomically: Bool,
        completion: @escaping (Result<CloudModifyResult, CloudError>) -> Void
    ) {
        let bytes = saving.reduce(0) { $0 + $1.estimatedBytes } + deleting.count * 60
        call(
            .modify, records: { saving.map(\.id.description) + deleting.map { "delete \($0)" } },
            sentBytes: bytes
        ) { [self] now in
            let outcome = service.modify(
                saving: saving, deleting: deleting, atomically: atomically, by: account, device: device, at: now
            )
            world.sendPushes(to: outcome.pushes)
            return outcome.result
        } failed: {
            .failure($0)
        } outcome: { result in
            CallOutcome(
                result, bytes: (try? result.get()).map { $0.saved.count * 60 } ?? 0, digest: Self.digest,
                retryAfter: Self.retryAfterMs)
        } describe: { result in
            (result.map(Self.summary).described, (try? result.get())?.saved.map { $0.changeTag?.rawValue ?? "" } ?? [])
        } completion: {
            completion($0)
        }
    }

    public func fetchZoneChanges(
        _ zone: CloudZoneID, since token: CloudChangeToken?,
        completion: @escaping (Result<CloudZoneChanges, CloudError>) -> Void
    ) {
        var servedAtMs: Int64?
        call(.fetch, records: { [zone.description, token?.rawValue ?? "nil"] }, sentBytes: 80) { [self] now in
            servedAtMs = now.millisecondsSinceEpoch
            return service.fetchChanges(zone, since: token, by: account, device: device, at: now)
        } failed: {
            .failure($0)
        } outcome: { result in
            let bytes = (try? result.get()).map { changes in
                changes.changed.reduce(0) { $0 + $1.estimatedBytes } + changes.deleted.count * 60
            }
            return CallOutcome(result, bytes: bytes ?? 0, digest: Self.digest)
        } describe: { result in
            (
                result.map(Self.summary).described,
                (try? result.get())?.changed.map { $0.changeTag?.rawValue ?? "" } ?? []
            )
        } completion: { [self] result in
            if case .success(let page) = result, !page.moreComing, let servedAtMs {
                caughtUpThroughMs[zone] = max(caughtUpThroughMs[zone] ?? .min, servedAtMs)
            }
            completion(result)
        }
    }

    public func fetchDatabaseChanges(
        since token: CloudChangeToken?, completion: @escaping (Result<CloudDatabaseChanges, CloudError>) -> Void
    ) {
        call(.fetchDatabaseChanges, records: { [token?.rawValue ?? "nil"] }, sentBytes: 60) { [self] now in
            service.fetchDatabaseChanges(since: token, by: account, at: now)
        } failed: {
            .failure($0)
        } outcome: { result in
            let zones = (try? result.get())?.changedZones.count ?? 0
            return CallOutcome(result, bytes: zones * 40) { _ in UInt64(zones) }
        } describe: { result in
            let summary = result.map { changes in
                "changed: " + changes.changedZones.map(\.description).joined(separator: ", ") + ", token "
                    + changes.token.rawValue
            }
            return (summary.described, [])
        } completion: {
            completion($0)
        }
    }

    public func createInvitation(
        to zone: CloudZoneID, permission: CloudSharePermission,
        completion: @escaping (Result<CloudInvitationCode, CloudInvitationFailure>) -> Void
    ) {
        call(.createInvitation, records: { [zone.description, permission.rawValue] }, sentBytes: 80) { [self] now in
            service.createInvitation(to: zone, permission: permission, by: account, at: now)
        } failed: {
            .failure(.cloud($0))
        } outcome: { result in
            CallOutcome(invitation: result)
        } describe: { result in
            (Self.describe(result), [])
        } completion: {
            completion($0)
        }
    }

    public func acceptInvitation(
        _ code: CloudInvitationCode,
        completion: @escaping (Result<CloudZoneID, CloudInvitationFailure>) -> Void
    ) {
        call(.acceptInvitation, records: { [code.rawValue] }, sentBytes: 60) { [self] now in
            service.acceptInvitation(code, by: account, at: now)
        } failed: {
            .failure(.cloud($0))
        } outcome: { result in
            CallOutcome(invitation: result)
        } describe: { result in
            (Self.describe(result), [])
        } completion: {
            completion($0)
        }
    }

    public func subscribeToChanges(_ handler: @escaping () -> Void) {
        pushHandler = handler
        service.subscribe(device: device, account: account)
    }

    private static func digest(_ done: CloudModifyResult) -> UInt64 {
        let failures = UInt64(done.failedSaves.count + done.failedDeletes.count)
        return UInt64(done.saved.count) << 32 | UInt64(done.deleted.count) << 16 | failures
    }

    private static func retryAfterMs(_ done: CloudModifyResult) -> Int64? {
        (done.failedSaves + done.failedDeletes).compactMap(\.error.retryAfterMs).max()
    }

    private static func summary(_ done: CloudModifyResult) -> String {
        let failures = (done.failedSaves + done.failedDeletes).map { "\($0.id.name): \($0.error)" }
        let failed = failures.isEmpty ? "" : ", failed " + failures.joined(separator: "; ")
        return "saved \(done.saved.count), deleted \(done.deleted.count)" + failed
    }

    private static func digest(_ changes: CloudZoneChanges) -> UInt64 {
        let more: UInt64 = changes.moreComing ? 1 : 0
        return UInt64(changes.changed.count) << 32 | UInt64(changes.deleted.count) << 1 | more
    }

    private static func summary(_ changes: CloudZoneChanges) -> String {
        "\(changes.changed.count) changed, \(changes.deleted.count) deleted, token " + changes.token.rawValue
            + (changes.moreComing ? ", more coming" : "")
    }

    private static func describe<Value>(_ result: Result<Value, CloudInvitationFailure>) -> String {
        switch result {
        case .success(let value): "ok \(value)"
        case .failure(.rejected(let reason)): "rejected: \(reason.rawValue)"
        case .failure(.cloud(let error)): error.description
        }
    }
}

private extension Result where Success == String, Failure == CloudError {
    /// The text of an answer in the trace: what it says, or the error.
    var described: String {
        switch self {
        case .success(let text): text
        case .failure(let error): error.description
        }
    }
}
