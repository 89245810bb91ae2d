import Platform

/// An oracle's finding: which checker, when it was first seen, on which devices, about what,
/// and what each device showed.
public struct Violation: Hashable, Sendable {
    public let checker: CheckerName
    public let timeMs: Int64
    public let devices: [DeviceID]
    /// What the finding is about (an intent, a record, a device's zone): a finding about the
    /// same subject seen again at a later moment is the same finding, kept at its first moment.
    public let subject: String
    public let detail: String

    public init(checker: CheckerName, timeMs: Int64, devices: [DeviceID], subject: String, detail: String) {
        self.checker = checker
        self.timeMs = timeMs
        self.devices = devices
        self.subject = subject
        self.detail = detail
    }
}
