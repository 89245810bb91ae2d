/// One page of a zone's changes since a token (`CKFetchRecordZoneChangesOperation`): records
/// changed, records deleted, the token to persist with them, and whether more pages follow.
///
/// Records come in the order the server wrote them, which the app must not rely on: a ledger
/// entry may arrive before the command it answers.
public struct CloudZoneChanges: Hashable, Sendable {
    public let zone: CloudZoneID
    public var changed: [CloudRecord]
    public var deleted: [CloudRecordID]
    public let token: CloudChangeToken
    public let moreComing: Bool

    public init(
        zone: CloudZoneID, changed: [CloudRecord], deleted: [CloudRecordID],
        token: CloudChangeToken, moreComing: Bool
    ) {
        self.zone = zone
        self.changed = changed
        self.deleted = deleted
        self.token = token
        self.moreComing = moreComing
    }
}
