/// What became of the silent pushes the service sent one device.
public struct PushCounts: Hashable, Sendable {
    public var sent = 0
    public var delivered = 0
    /// Lost by APNs, cut off by a partition, or refused by the device (app force-quit, Low Power
    /// Mode, Background App Refresh off, the hourly budget of a backgrounded app spent).
    public var dropped = 0
    /// Folded into a push still on its way to the device.
    public var coalesced = 0

    public init() {}
}
