import Platform

/// Setting the family up: the organiser creates the zones and invites; the others accept.
/// Codes travel between people out of band (shown on one screen, typed on another).
extension ParentDeviceApp {
    /// The organiser's phone creates the family's zones and starts syncing them; `completion`
    /// hears whether the service created them all.
    public func createFamilyZones(completion: @escaping (Bool) -> Void) {
        precondition(isOrganizer, "the organising parent owns the family's zones")
        let zones = children.map(layout.familyZone(of:)) + [layout.coordinationZone]
        var answers: [Bool] = []
        for zone in zones {
            engine?.track(zone: zone)
            database.saveZone(zone) { result in
                answers.append((try? result.get()) != nil)
                if answers.count == zones.count { completion(!answers.contains(false)) }
            }
        }
    }

    /// Invites someone to the zones a parent reads and writes: every child's family zone and the
    /// coordination zone. The service allows only the owner to invite.
    public func invite(
        to zone: CloudZoneID, permission: CloudSharePermission,
        completion: @escaping (Result<CloudInvitationCode, CloudInvitationFailure>) -> Void
    ) {
        InvitationAcceptance.afterQuiet(of: engine) { [database] in
            database.createInvitation(to: zone, permission: permission, completion: completion)
        }
    }

    /// Accepts an invitation, and syncs the zone from then on.
    public func accept(
        _ code: CloudInvitationCode, completion: @escaping (Result<CloudZoneID, CloudInvitationFailure>) -> Void
    ) {
        InvitationAcceptance.accept(code, on: database, engine: { [weak self] in self?.engine }, completion: completion)
    }

    /// The phone registers in parent mode where the other parents see it: in the coordination
    /// zone (a viewer, who may not write there, stays unregistered).
    public func register() {
        engine?.save(
            CloudRecord(
                id: CloudRecordID(zone: layout.coordinationZone, name: "device.\(device)"),
                type: FamilyRecordType.registration,
                fields: [
                    "mode": .text("parent"), "person": .text(parent.rawValue),
                    "registeredAt": .int(clock.now.instant.millisecondsSinceEpoch),
                ]
            ))
        engine?.syncNow()
    }

    /// A phone put in for a parent already in the family — a new phone, or the app installed
    /// again under a new device id. The parent's account already reads the family's zones, so
    /// no invitation is needed again: the app follows them and fetches everything from scratch.
    /// Its record names and command numbers start afresh under its own device id, so nothing
    /// it writes can take the name of what the old phone wrote.
    public func followFamily() {
        for child in children {
            engine?.track(zone: layout.familyZone(of: child))
            engine?.track(zone: layout.usageZone(of: child))
        }
        engine?.track(zone: layout.coordinationZone)
        engine?.syncNow()
    }

    /// Starts syncing a zone the phone can already read (its own, or one it was given).
    public func follow(_ zone: CloudZoneID) {
        engine?.track(zone: zone)
    }
}
