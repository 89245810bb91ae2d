import Platform

/// An invitation the owner created, and who spent it, if anyone has.
struct PendingInvitation {
    let zone: CloudZoneID
    let permission: CloudSharePermission
    let createdAt: Instant
    /// Who accepted it; nil while it is unused.
    var acceptedBy: CloudAccountID?
}
