import Platform

/// The simulated CloudKit server: zones, records with change tags, per-zone change history,
/// zone-wide shares and invitations.
///
/// Pure and synchronous. The network layer calls it at the moment a request reaches the server,
/// passing the server's time; latency, loss and which faults strike are that layer's business.
/// Every answer lists its items in a fixed order, so runs with the same inputs match byte for byte.
///
/// Choices where CloudKit leaves room:
/// - An account that neither owns nor shares a zone cannot see it: its fetches fail with
///   `zoneNotFound`, its saves and deletes with `permissionFailure` per item (so a removed
///   co-parent's pending writes fail for good instead of prompting a zone re-creation).
/// - Deleting a record that does not exist succeeds: it is already deleted, and a delete sent twice
///   must be safe.
/// - A request naming the same record twice fails whole with `serverRejectedRequest`.
/// - The zone owner accepting its own invitation succeeds without spending the code.
/// - A change token the zone never issued is answered as expired: the client recovers the same way.
/// - Calls must come in time order (a precondition): the server has one clock.
public final class CloudService {
    public let settings: CloudServiceSettings
    public internal(set) var counters = CloudServiceCounters()

    var hostedZones: [CloudZoneID: HostedZone] = [:]
    /// The account each subscribed device is signed in to, in device order; a new subscription
    /// replaces the old. A handful of devices, walked on every write: an array in push order.
    private(set) var subscriptions: [(device: DeviceID, account: CloudAccountID)] = []
    var invitations: [CloudInvitationCode: PendingInvitation] = [:]
    var invitationsIssued = 0
    var tagsIssued = 0
    /// Failures the next modify or fetch requests meet, first in first out.
    /// Injected failures still to strike, the next first, each with how many requests it
    /// still strikes (a count, not copies: a scenario may ask for very many).
    private var injectedFailures: [(error: CloudError, requests: Int)] = []
    /// When the last injected failure struck: the moment that fault healed, once none is left.
    public private(set) var lastInjectedFailureAt: Instant?
    private var latestCallAt: Instant?
    /// Counts zone changes over the whole service, for database change tokens.
    var databaseChangeSequence = 0
    /// The database change sequence of each zone's latest change.
    var zoneChangedAt: [CloudZoneID: Int] = [:]

    public init(settings: CloudServiceSettings = .init()) {
        self.settings = settings
    }

    public func subscribe(device: DeviceID, account: CloudAccountID) {
        if let index = subscriptions.firstIndex(where: { $0.device == device }) {
            subscriptions[index].account = account
        } else {
            let index = subscriptions.firstIndex { $0.device > device } ?? subscriptions.endIndex
            subscriptions.insert((device, account), at: index)
        }
    }

    /// Creates `zone` in its owner's private database; only the owner may, and an existing zone
    /// is left as it is.
    public func saveZone(_ zone: CloudZoneID, by account: CloudAccountID, at now: Instant)
        -> Result<CloudZoneID, CloudError>
    {
        beginRequest(at: now)
        guard account == zone.owner else { return .failure(countedError(CloudError(.permissionFailure))) }
        if hostedZones[zone] == nil { hostedZones[zone] = HostedZone(id: zone) }
        return .success(zone)
    }

    /// The zones `account` owns or participates in, sorted.
    public func zones(readableBy account: CloudAccountID) -> [CloudZoneID] {
        hostedZones.values.filter { $0.access(of: account) != nil }.map(\.id).sorted()
    }

    public func removeParticipant(_ account: CloudAccountID, from zone: CloudZoneID, at now: Instant) {
        advanceClock(to: now)
        hostedZones[zone]?.participants[account] = nil
        noteChange(to: zone)
    }

    /// Compacts the zone's whole history: every token handed out so far is expired.
    public func expireChangeTokens(in zone: CloudZoneID, at now: Instant) {
        advanceClock(to: now)
        hostedZones[zone]?.expireHistory()
        noteChange(to: zone)
    }

    /// Makes the next `requests` modify or fetch requests fail whole with `error`, after any
    /// failures injected before.
    public func injectFailure(_ error: CloudError, requests: Int) {
        precondition(requests > 0, "a failure strikes at least one request")
        injectedFailures.append((error, requests))
    }

    /// Requests that injected failures will still strike.
    public var injectedFailuresRemaining: Int {
        injectedFailures.reduce(0) { $0 &+ $1.requests }
    }

    /// Moves server time forward (never back: requests reach the service in time order).
    func advanceClock(to now: Instant) {
        precondition(latestCallAt.map { $0 <= now } ?? true, "server time never goes backwards")
        latestCallAt = now
    }

    /// Counts a request and, for requests that faults can strike, hands back the injected
    /// failure it meets.
    @discardableResult
    func beginRequest(at now: Instant, takesInjectedFailure: Bool = false) -> CloudError? {
        advanceClock(to: now)
        counters.requests += 1
        guard takesInjectedFailure, let next = injectedFailures.first else { return nil }
        if next.requests > 1 {
            injectedFailures[0].requests -= 1
        } else {
            injectedFailures.removeFirst()
        }
        lastInjectedFailureAt = now
        return countedError(next.error)
    }

    /// Counts an error the service is about to send.
    func countedError(_ error: CloudError) -> CloudError {
        counters.countError(error.code)
        if error.code == .serverRecordChanged { counters.conflicts += 1 }
        return error
    }
}
