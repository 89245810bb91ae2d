import Platform

/// A refused redemption, kept so that reports can show what the child asked for and why
/// it was refused, not only what was granted. An `Error` so that `redeem` can return a
/// `Result`.
public struct RedemptionRejection: Error, Hashable, Sendable {
    public let app: AppID
    public let requestedPoints: Int
    public let timestamp: Instant
    public let localDate: CivilDate
    public let reason: RedemptionRejectionReason

    init(app: AppID, requestedPoints: Int, at time: LocalTimestamp, reason: RedemptionRejectionReason) {
        self.app = app
        self.requestedPoints = requestedPoints
        self.timestamp = time.instant
        self.localDate = time.date
        self.reason = reason
    }
}
