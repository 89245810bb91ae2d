/// Which of the zones an account can read changed since a database change token
/// (`CKFetchDatabaseChangesOperation`): a push says only "something changed", so the app asks
/// which zones before fetching them, instead of fetching every zone it reads.
public struct CloudDatabaseChanges: Hashable, Sendable {
    /// Sorted.
    public let changedZones: [CloudZoneID]
    public let token: CloudChangeToken

    public init(changedZones: [CloudZoneID], token: CloudChangeToken) {
        self.changedZones = changedZones
        self.token = token
    }
}
