/// The App Store as the parent app sees it, in the shape of StoreKit 2: the latest transaction
/// of the subscription group (`Transaction.latest(for:)`), the updates it announces while the
/// app runs (`Transaction.updates`), and a purchase. The store answers only while the phone
/// can reach it; the app then keeps what it last verified.
public protocol SubscriptionStore: AnyObject {
    /// The account's latest subscription transaction, expired or not; `.unreachable` when the
    /// phone cannot reach the store.
    func latestSubscription() -> SubscriptionLookup

    /// Buys `productID` for a period starting now; `.unreachable` when the store cannot be
    /// reached (nothing is bought then).
    func purchase(_ productID: String) -> SubscriptionLookup

    /// `handler` hears of each renewal or purchase the store makes for the account while the
    /// app's process is alive and the phone reaches the store. Replaces an earlier handler.
    func observeSubscriptionUpdates(_ handler: @escaping (SubscriptionTransaction) -> Void)
}

/// One verified period of an auto-renewable subscription.
public struct SubscriptionTransaction: Hashable, Sendable {
    public let productID: String
    public let purchasedAt: Instant
    public let expiresAt: Instant
    /// Whether the store will renew it at `expiresAt` (the parent has not cancelled).
    public let willAutoRenew: Bool

    public init(productID: String, purchasedAt: Instant, expiresAt: Instant, willAutoRenew: Bool) {
        precondition(purchasedAt < expiresAt, "a period ends after it starts")
        self.productID = productID
        self.purchasedAt = purchasedAt
        self.expiresAt = expiresAt
        self.willAutoRenew = willAutoRenew
    }
}

/// The store's answer.
public enum SubscriptionLookup: Hashable, Sendable {
    /// The latest transaction; nil when the account never subscribed.
    case answered(SubscriptionTransaction?)
    case unreachable
}
