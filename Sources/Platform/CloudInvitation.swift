/// A one-time code the owner of a zone hands to the person being invited (shown as a
/// verification code, sent as a share link).
public struct CloudInvitationCode: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}

/// Why the service refused to create or accept an invitation.
public enum CloudInvitationRejection: String, Hashable, Sendable, CaseIterable {
    /// Only the zone's owner invites.
    case notOwner = "not_owner"
    /// No invitation has this code.
    case unknownCode = "unknown_code"
    /// The invitation was accepted already; a code works once.
    case alreadyUsed = "already_used"
    /// The invitation is past its lifetime.
    case expired
    /// The zone already has as many participants of that permission as the family allows.
    case participantLimitReached = "participant_limit_reached"
}

/// An invitation operation failed: refused by the service's rules, or never answered.
public enum CloudInvitationFailure: Error, Hashable, Sendable {
    case rejected(CloudInvitationRejection)
    case cloud(CloudError)
}
