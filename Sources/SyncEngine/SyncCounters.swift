/// Running totals for reports. `conflictsResolved` counts automatic resolutions; every policy
/// here is automatic, but the two stay separate so a rate of manual resolution can be reported.
public struct SyncCounters: Hashable, Sendable {
    /// Modify, fetch-page and zone requests started.
    public var requests = 0
    public var recordsSent = 0
    /// Changed records received, a record delivered twice counted twice.
    public var recordsFetched = 0
    /// Retry timers armed.
    public var retries = 0
    public var failedChanges = 0
    public var conflictsDetected = 0
    public var conflictsResolved = 0
    public var valuesDiscarded = 0
    /// Zones fetched again from a nil token after `changeTokenExpired`.
    public var fullRefetches = 0
    /// Zone fetches that reached the last page.
    public var fetchesCompleted = 0

    public init() {}
}
