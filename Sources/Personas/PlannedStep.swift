import Platform

/// One action of a child's plan, at a true (not device-clock) instant.
public struct PlannedStep: Hashable, Sendable {
    public let time: Instant
    /// Index into the child's devices (0: the main device; 1: a second
    /// device, for the second-device technique).
    public let deviceIndex: Int
    public let action: PersonaAction
    public let label: PlannedLabel

    public init(time: Instant, deviceIndex: Int, action: PersonaAction, label: PlannedLabel) {
        precondition(deviceIndex >= 0, "device index must not be negative")
        self.time = time
        self.deviceIndex = deviceIndex
        self.action = action
        self.label = label
    }

    /// When the device is free again.
    public var endTime: Instant { time + action.durationMs }
}
