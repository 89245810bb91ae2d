import Platform

/// The App Store account that pays for the family, reached from one parent's phone. A purchase
/// starts a period of `periodMs`; the store renews it at its end while auto-renewal is on,
/// whether or not any phone is reachable, and tells the phone's app of the renewal only if the
/// app is running and the phone's link is up — otherwise the app learns at its next look.
public final class SimulatedAppStore: SubscriptionStore {
    /// A month of the monthly products, as 30 days.
    public static let periodMs = 30 * Instant.millisecondsPerDay

    unowned let world: World
    unowned let phone: SimulatedParentDevice
    /// Every period the store sold or renewed, oldest first.
    public private(set) var transactions: [SubscriptionTransaction] = []
    public private(set) var renewals = 0
    private var updateHandler: ((SubscriptionTransaction) -> Void)?

    public init(world: World, phone: SimulatedParentDevice) {
        self.world = world
        self.phone = phone
    }

    /// The phone reaches the store when its link is not cut either way.
    public var isReachable: Bool { world.connection(of: phone.id)?.partition == LinkPartition.none }

    // MARK: SubscriptionStore

    public func latestSubscription() -> SubscriptionLookup {
        isReachable ? .answered(transactions.last) : .unreachable
    }

    public func purchase(_ productID: String) -> SubscriptionLookup {
        guard isReachable else { return .unreachable }
        world.recordDecision(.appStore, detail: "purchase \(productID) on \(phone.id)")
        return .answered(startPeriod(of: productID, at: world.now))
    }

    public func observeSubscriptionUpdates(_ handler: @escaping (SubscriptionTransaction) -> Void) {
        updateHandler = handler
    }

    // MARK: What the parent does outside the app

    /// The parent turns auto-renewal off in the App Store's settings: the current period runs
    /// out. False when there is nothing to cancel.
    public func cancelRenewal() -> Bool {
        guard let latest = transactions.last, latest.willAutoRenew, world.now < latest.expiresAt else { return false }
        transactions[transactions.count - 1] = SubscriptionTransaction(
            productID: latest.productID, purchasedAt: latest.purchasedAt, expiresAt: latest.expiresAt,
            willAutoRenew: false
        )
        world.recordDecision(.appStore, detail: "cancel renewal of \(latest.productID)")
        return true
    }

    // MARK: Periods

    private func startPeriod(of productID: String, at start: Instant) -> SubscriptionTransaction {
        let transaction = SubscriptionTransaction(
            productID: productID, purchasedAt: start,
            expiresAt: start + Self.periodMs, willAutoRenew: true)
        transactions.append(transaction)
        let number = transactions.count
        world.runLater(afterMs: transaction.expiresAt.milliseconds(since: world.now)) { [weak self] in
            self?.renew(number)
        }
        return transaction
    }

    /// At the end of period `number`, if it is still the latest and still renews.
    private func renew(_ number: Int) {
        guard transactions.count == number, let ending = transactions.last, ending.willAutoRenew else { return }
        renewals += 1
        let renewed = startPeriod(of: ending.productID, at: ending.expiresAt)
        world.recordDecision(.appStore, detail: "renew \(renewed.productID) until \(renewed.expiresAt)")
        guard isReachable, phone.isAppRunning else { return }
        updateHandler?(renewed)
    }

    /// The end of the run: the app's handler is let go.
    func dropAppClosures() {
        updateHandler = nil
    }
}
