import Platform

/// An event not tied to one session: a lost permission, a dropped registration, a stalled host
/// app, or the moment a clock or time-zone change was first seen on a device.
public struct ValidationFlag: Hashable, Sendable {
    public let reason: ValidationReason
    public let device: DeviceID
    public let at: LocalTimestamp

    public init(reason: ValidationReason, device: DeviceID, at: LocalTimestamp) {
        self.reason = reason
        self.device = device
        self.at = at
    }
}
