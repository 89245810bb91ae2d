import Platform
import SyncEngine

/// Accepting an invitation, as the parent's phone and the child's device both do it: the
/// service adds the account to the zone's share, and from then on the zone is synced.
enum InvitationAcceptance {
    /// `engine` is asked for when the answer comes: the process may have been relaunched since.
    /// The request waits out a quiet the service asked the engine for.
    static func accept(
        _ code: CloudInvitationCode, on database: CloudDatabase, engine: @escaping () -> SyncEngine?,
        completion: @escaping (Result<CloudZoneID, CloudInvitationFailure>) -> Void
    ) {
        afterQuiet(of: engine()) {
            database.acceptInvitation(code) { result in
                if case .success(let zone) = result, let engine = engine() {
                    engine.track(zone: zone)
                    engine.syncNow()
                }
                completion(result)
            }
        }
    }

    /// An invitation, like any request, waits out the quiet the service asked for.
    static func afterQuiet(of engine: SyncEngine?, _ request: @escaping () -> Void) {
        guard let engine else { return request() }
        engine.afterQuiet(request)
    }
}
