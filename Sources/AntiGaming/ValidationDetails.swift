/// The three facts a session record shows a parent next to its status.
public struct ValidationDetails: Hashable, Sendable {
    /// No passive, rapid-switching, regular-pattern or other-device suspicion.
    public let activeEngagement: Bool
    /// Counted minutes >= ``ValidatorSettings/minimumSessionMinutes``.
    public let minimumTimeThresholdMet: Bool
    /// Any suspicion reason.
    public let suspiciousActivityDetected: Bool

    public init(activeEngagement: Bool, minimumTimeThresholdMet: Bool, suspiciousActivityDetected: Bool) {
        self.activeEngagement = activeEngagement
        self.minimumTimeThresholdMet = minimumTimeThresholdMet
        self.suspiciousActivityDetected = suspiciousActivityDetected
    }
}
