import Platform

/// Zone-wide sharing by one-time codes: how a co-parent joins a child's zone.
extension CloudService {
    /// Codes read `inv-1`, `inv-2`, … in creation order.
    public func createInvitation(
        to zone: CloudZoneID, permission: CloudSharePermission, by account: CloudAccountID, at now: Instant
    ) -> Result<CloudInvitationCode, CloudInvitationFailure> {
        beginRequest(at: now)
        guard account == zone.owner else { return .failure(.rejected(.notOwner)) }
        guard hostedZones[zone] != nil else {
            return .failure(.cloud(countedError(CloudError(.zoneNotFound))))
        }
        invitationsIssued += 1
        let code = CloudInvitationCode("inv-\(invitationsIssued)")
        invitations[code] = PendingInvitation(zone: zone, permission: permission, createdAt: now)
        return .success(code)
    }

    /// Joins the invitation's zone with its permission and spends the code. The checks run in
    /// the order a person would meet them: a code that never existed, one already spent, one
    /// too old, a family already complete. An invitation lives `invitationLifetimeMs` inclusive.
    /// The owner already holds the zone: its accept succeeds and leaves the code for the invitee.
    /// A participant accepting again takes the new permission, within the same limits.
    public func acceptInvitation(_ code: CloudInvitationCode, by account: CloudAccountID, at now: Instant)
        -> Result<CloudZoneID, CloudInvitationFailure>
    {
        beginRequest(at: now)
        guard let invitation = invitations[code] else { return .failure(.rejected(.unknownCode)) }
        // Accepting again what one already accepted succeeds: the answer to the first
        // acceptance may have been lost on the way back.
        if invitation.acceptedBy == account { return .success(invitation.zone) }
        guard invitation.acceptedBy == nil else { return .failure(.rejected(.alreadyUsed)) }
        guard now.milliseconds(since: invitation.createdAt) <= settings.invitationLifetimeMs else {
            return .failure(.rejected(.expired))
        }
        let zoneID = invitation.zone
        guard account != zoneID.owner else { return .success(zoneID) }
        let others = hostedZones[zoneID]!.participants
            .filter { $0.key != account && $0.value == invitation.permission }
        guard others.count < settings.participantsMax[invitation.permission, default: 0] else {
            return .failure(.rejected(.participantLimitReached))
        }
        hostedZones[zoneID]!.participants[account] = invitation.permission
        invitations[code]!.acceptedBy = account
        return .success(zoneID)
    }
}
