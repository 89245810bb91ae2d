import Platform

/// An invitation the owner created and nobody has spent yet (or somebody has: `isUsed`).
struct PendingInvitation {
    let zone: CloudZoneID
    let permission: CloudSharePermission
    let createdAt: Instant
    var isUsed = false
}
