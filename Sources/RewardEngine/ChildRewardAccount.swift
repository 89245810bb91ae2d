import Platform

/// The reward engine for one child: earning, redeeming, reward time, shields and parent
/// adjustments.
///
/// A synchronous value type that never reads a clock: every call is handed the device's
/// local reading by its caller, so the same calls in the same order always give the same
/// account. The rules, each detailed on the method that applies it:
///
/// 1. Earning (`recordLearningMinute`): minute ticks form sessions; a session earns once
///    it reaches the minimum; points for an app on a local day are
///    floor(credited minutes × points per hour / 60).
/// 2. Redemption (`redeem`): points buy whole minutes of a reward app, capped by the daily
///    and weekly limits; only the minutes granted are paid for.
/// 3. Reward minutes (`recordRewardMinute`): each tick consumes a minute of the oldest
///    active redemption for the app, or is unpaid time on the shield.
/// 4. Expiry (`expireRedemptions`): unused minutes lapse `redemptionExpiryMinutes` after
///    the redemption; the ledger records what was forfeited.
/// 5. Shields (`isShielded`): a reward app is shielded unless an unexpired redemption with
///    minutes left covers it.
/// 6. Adjustment (`adjust`): a parent adds or removes points; removals stop at zero.
/// 7. Settings (`update(settings:)`): a change applies from the next call on and never
///    recomputes the past.
/// 8. Real-world rewards (`requestReward`, `decideRewardRequest`): points held at the
///    request, kept on approval, given back once on denial; the family's `RewardStrategy`
///    decides whether they are offered and when reward time is released.
///
/// Stored properties are `internal(set)` only so that the rule files of this module can
/// write them; outside the module they are read-only.
public struct ChildRewardAccount: Hashable, Sendable {
    public let child: ChildID
    public internal(set) var settings: RewardSettings
    public internal(set) var catalog: AppCatalog
    public internal(set) var ledger = PointsLedger()
    /// In the order made; `id` is the position plus one.
    public internal(set) var redemptions: [Redemption] = []
    public internal(set) var rejections: [RedemptionRejection] = []
    /// Real-world rewards asked for, in the order asked; `id` is the position plus one.
    public internal(set) var rewardRequests: [RewardRequest] = []
    /// All sessions, in start order.
    public internal(set) var sessions: [LearningSession] = []

    /// Each learning app's latest session, the only one a new tick can continue.
    var latestSessionIndexByApp: [AppID: Int] = [:]
    var learningTallies: [AppDay: LearningTally] = [:]
    var consumedRewardMinutes: [AppDay: Int] = [:]
    var unpaidRewardMinuteCounts: [AppDay: Int] = [:]

    public init(child: ChildID, settings: RewardSettings, catalog: AppCatalog) {
        precondition(settings.validated().isEmpty, "invalid settings: \(settings.validated())")
        self.child = child
        self.settings = settings
        self.catalog = catalog
    }

    /// Rule 7: the new settings govern every later call; points earned, minutes granted
    /// and redemptions already made keep the terms they were made under.
    public mutating func update(settings: RewardSettings) {
        precondition(settings.validated().isEmpty, "invalid settings: \(settings.validated())")
        self.settings = settings
    }
}
