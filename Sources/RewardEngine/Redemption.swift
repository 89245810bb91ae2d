import Platform

/// Points a child exchanged for minutes of one reward app.
///
/// Minutes are consumed one threshold tick at a time; the points were paid up front, so
/// minutes left when the redemption expires are forfeited, not refunded.
public struct Redemption: Hashable, Sendable {
    /// 1, 2, 3… per account, in the order the redemptions were made.
    public let id: Int
    public let app: AppID
    public let minutesGranted: Int
    public let pointsSpent: Int
    public let createdAt: Instant
    /// The local day that daily and weekly limits charge the granted minutes to.
    public let localDate: CivilDate
    public let expiresAt: Instant
    public internal(set) var minutesUsed: Int
    public internal(set) var status: RedemptionStatus
    /// When it became used (the last minute's tick) or expired (its `expiresAt`).
    public internal(set) var endedAt: Instant?

    public var minutesRemaining: Int {
        minutesGranted - minutesUsed
    }

    /// Points per minute at the price this redemption was bought for, so that a later
    /// change of the conversion rate does not change what its unused minutes were worth.
    var pointsPerMinute: Int {
        pointsSpent / minutesGranted
    }

    init(
        id: Int,
        app: AppID,
        minutesGranted: Int,
        pointsSpent: Int,
        at time: LocalTimestamp,
        expiresAt: Instant
    ) {
        precondition(minutesGranted >= 1, "a redemption grants at least one minute")
        precondition(expiresAt > time.instant, "a redemption must expire after it is made")
        self.id = id
        self.app = app
        self.minutesGranted = minutesGranted
        self.pointsSpent = pointsSpent
        self.createdAt = time.instant
        self.localDate = time.date
        self.expiresAt = expiresAt
        self.minutesUsed = 0
        self.status = .active
        self.endedAt = nil
    }

    /// Whether this redemption lifts the shield of its app at `instant`.
    func covers(at instant: Instant) -> Bool {
        status == .active && minutesRemaining > 0 && expiresAt > instant
    }
}
