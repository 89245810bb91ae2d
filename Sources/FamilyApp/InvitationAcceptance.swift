import Platform
import SyncEngine

/// Accepting an invitation, as the parent's phone and the child's device both do it: the
/// service adds the account to the zone's share, and from then on the zone is synced.
enum InvitationAcceptance {
    /// `engine` is asked for when the answer comes: the process may have been relaunched since.
    static func accept(
        _ code: CloudInvitationCode, on database: CloudDatabase, engine: @escaping () -> SyncEngine?,
        completion: @escaping (Result<CloudZoneID, CloudInvitationFailure>) -> Void
    ) {
        database.acceptInvitation(code) { result in
            if case let .success(zone) = result, let engine = engine() {
                engine.track(zone: zone)
                engine.syncNow()
            }
            completion(result)
        }
    }
}
