import Platform

/// Pairing, on the child's side: the child's device creates the zone its ledger goes to,
/// invites the parents to read it, and accepts the organiser's invitation to the family zone.
extension ChildSync {
    /// Creates the child's zone and starts syncing it; `completion` hears whether it exists.
    public func createUsageZone(completion: @escaping (Bool) -> Void) {
        engine?.track(zone: usageZone)
        database.saveZone(usageZone) { completion((try? $0.get()) != nil) }
    }

    /// Starts syncing the zones of the child's account that another of its devices set up.
    public func follow(_ zone: CloudZoneID) {
        engine?.track(zone: zone)
    }

    /// The device registers in child mode where the parents see it: in the child's zone.
    public func register() {
        engine?.save(
            CloudRecord(
                id: CloudRecordID(zone: usageZone, name: "device.\(app.device)"),
                type: FamilyRecordType.registration,
                fields: [
                    "mode": .text("child"), "person": .text(child.rawValue),
                    "registeredAt": .int(app.clock.now.instant.millisecondsSinceEpoch),
                ]
            ))
        engine?.syncNow()
    }

    /// Invites a parent to read the child's zone (they may never write it). The app runs for it,
    /// so it catches up as at any run: what the extension counted meanwhile goes up too.
    public func inviteParent(completion: @escaping (Result<CloudInvitationCode, CloudInvitationFailure>) -> Void) {
        catchUp()
        InvitationAcceptance.afterQuiet(of: engine) { [database, usageZone] in
            database.createInvitation(to: usageZone, permission: .readOnly) { [weak self] result in
                // The service answered: the device is online, whatever the engine last heard.
                if case .success = result, let engine = self?.engine, engine.networkMayBeBack() {
                    engine.syncNow()
                }
                completion(result)
            }
        }
    }

    /// Accepts the organiser's invitation to the family zone, and syncs it from then on.
    public func accept(
        _ code: CloudInvitationCode, completion: @escaping (Result<CloudZoneID, CloudInvitationFailure>) -> Void
    ) {
        InvitationAcceptance.accept(code, on: database, engine: { [weak self] in self?.engine }, completion: completion)
    }
}
