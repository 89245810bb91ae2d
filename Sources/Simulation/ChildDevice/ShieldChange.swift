import Platform

/// A change of what a device's shield covers, as the system applied it.
public struct ShieldChange: Hashable, Sendable {
    public let time: Instant
    public let app: AppID
    public let isShielded: Bool
}
