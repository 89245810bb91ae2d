/// What CloudKit gives the app on one device, signed in to one account: the account's private
/// database and the zones shared with it, seen through one interface because a zone's owner
/// says which database holds it.
///
/// Every call answers later, through its completion, after the network and the server have
/// had their say — or never, when the app stops running before the answer arrives. The server
/// may have committed a write whose answer is lost, so the app must make every write safe to
/// send twice.
public protocol CloudDatabase: AnyObject {
    /// The account signed in on this device.
    var account: CloudAccountID { get }

    /// Creates a zone in the account's private database; creating an existing zone succeeds.
    func saveZone(_ zone: CloudZoneID, completion: @escaping (Result<CloudZoneID, CloudError>) -> Void)

    /// Saves and deletes records with `ifServerRecordUnchanged`: a save whose change tag is not
    /// the server's fails with `serverRecordChanged`. With `atomically`, one failure in a zone
    /// fails the zone's other items with `batchRequestFailed` and none of them is written.
    func modifyRecords(
        saving: [CloudRecord], deleting: [CloudRecordID], atomically: Bool,
        completion: @escaping (Result<CloudModifyResult, CloudError>) -> Void
    )

    /// The changes to `zone` after `token` (from the start with nil), one page per call.
    func fetchZoneChanges(
        _ zone: CloudZoneID, since token: CloudChangeToken?,
        completion: @escaping (Result<CloudZoneChanges, CloudError>) -> Void
    )

    /// The zones the account can read that changed after `token` (from the start with nil: all
    /// of them), and the token to keep for next time.
    func fetchDatabaseChanges(
        since token: CloudChangeToken?, completion: @escaping (Result<CloudDatabaseChanges, CloudError>) -> Void
    )

    /// Creates an invitation to `zone` with `permission`; only the zone's owner may.
    func createInvitation(
        to zone: CloudZoneID, permission: CloudSharePermission,
        completion: @escaping (Result<CloudInvitationCode, CloudInvitationFailure>) -> Void
    )

    /// Joins the zone an invitation is for, as a participant with the invitation's permission.
    func acceptInvitation(
        _ code: CloudInvitationCode, completion: @escaping (Result<CloudZoneID, CloudInvitationFailure>) -> Void
    )

    /// Registers a database subscription: `handler` runs when a silent push arrives. Pushes are
    /// hints, delayed, coalesced or lost, and never sent for the device's own changes; the app
    /// fetches on launch, in the foreground and in background refresh as well.
    func subscribeToChanges(_ handler: @escaping () -> Void)
}
