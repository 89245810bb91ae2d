import Platform

extension ChildRewardAccount {
    /// Rule 5, shields: a reward app is shielded at `instant` unless some redemption for it
    /// is active, has minutes remaining and expires after `instant`.
    ///
    /// Decided from the redemptions alone, without expiring anything, so the app can ask at
    /// any moment (a timer, a launch) without changing the account. Learning apps and apps
    /// outside the catalogue are never shielded.
    public func isShielded(_ app: AppID, at instant: Instant) -> Bool {
        catalog.category(of: app) == .reward && !isRedeemed(app, at: instant)
    }

    /// The reward apps shielded at `instant`, sorted: what the app hands the shield store.
    public func shieldedApps(at instant: Instant) -> [AppID] {
        catalog.rewardApps.filter { !isRedeemed($0, at: instant) }
    }

    /// Whether a redemption lifts `app`'s shield at `instant`.
    private func isRedeemed(_ app: AppID, at instant: Instant) -> Bool {
        redemptions.contains { $0.app == app && $0.covers(at: instant) }
    }
}
