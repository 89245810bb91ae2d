import Platform

/// A notification the app posted, as the world saw it leave the device.
public struct PostedNotification: Hashable, Sendable {
    /// True (world) time of the post.
    public let time: Instant
    public let device: DeviceID
    public let notification: UserNotification
}
