import Platform

/// The family's subscription on the parents' phones. The organiser's phone asks the App Store
/// whenever its app runs and writes what it verified into every child's family zone; every
/// phone gates the paid features on the grant it holds, read with its own clock.
extension ParentDeviceApp {
    /// Why a purchase or a restore did not reach the store.
    public enum StoreRefusal: Error, Hashable, Sendable {
        case noStore
        case unreachable
        case unknownProduct(String)
    }

    /// The grant as this phone holds it; nil before the family zones' first one arrives.
    public var entitlementGrant: EntitlementGrant? {
        children.lazy.compactMap { child in
            self.syncStore.state.localRecord(EntitlementGrant.recordID(in: self.layout.familyZone(of: child)))
        }.first.flatMap(EntitlementGrant.init(record:))
    }

    /// What the family may do, by this phone's clock; nil before the grant arrives.
    public var entitlement: Entitlement? { entitlementGrant?.entitlement(at: clock.now.instant) }

    /// Why a rule change for `child` would be refused now; nil when it is allowed (or when the
    /// phone has no grant yet: the grant travels with the first settings, so that is brief).
    func ruleChangeLock(for child: ChildID) -> String? {
        guard let entitlement, let index = children.firstIndex(of: child) else { return nil }
        return entitlement.lockReason(forChildAt: index)
    }

    /// The organiser's phone starts the free trial as it sets the family up. A phone with no
    /// store (a build without subscriptions) publishes no grant, and no phone then locks anything.
    func startTrialIfNew(at now: Instant) {
        guard subscriptionStore != nil, disk.grant == nil else { return }
        publish(.trial(startingAt: now))
    }

    /// Asks the store for the latest transaction and publishes what changed. Runs at launch, in
    /// the foreground, in background refresh and on the store's updates.
    @discardableResult
    public func refreshEntitlement() -> Result<EntitlementGrant?, StoreRefusal> {
        guard let subscriptionStore else { return .failure(.noStore) }
        return adopt(subscriptionStore.latestSubscription())
    }

    /// The parent buys `tier`: a new period starts now.
    public func purchase(_ tier: SubscriptionTier) -> Result<EntitlementGrant?, StoreRefusal> {
        guard let subscriptionStore else { return .failure(.noStore) }
        return adopt(subscriptionStore.purchase(tier.productID))
    }

    /// Listens for the store's renewals while the app runs.
    func observeStore() {
        subscriptionStore?.observeSubscriptionUpdates { [weak self] transaction in
            self?.adopt(.answered(transaction))
        }
    }

    @discardableResult
    private func adopt(_ lookup: SubscriptionLookup) -> Result<EntitlementGrant?, StoreRefusal> {
        guard case .answered(let transaction) = lookup else { return .failure(.unreachable) }
        // Never subscribed: the trial the phone started stands.
        guard let transaction else { return .success(disk.grant) }
        guard let grant = EntitlementGrant(transaction: transaction, verifiedAt: clock.now.instant) else {
            return .failure(.unknownProduct(transaction.productID))
        }
        publish(grant)
        return .success(grant)
    }

    /// Writes `grant` into every child's family zone when it differs from what the phone holds.
    private func publish(_ grant: EntitlementGrant) {
        guard let engine, grant != disk.grant || entitlementGrant != grant else { return }
        disk.grant = grant
        let now = engine.serverTime
        for child in children {
            let id = EntitlementGrant.recordID(in: layout.familyZone(of: child))
            var record = engine.record(id) ?? CloudRecord(id: id, type: FamilyRecordType.entitlement)
            grant.write(into: &record, by: parent, at: now)
            engine.save(record)
        }
        let phase = grant.entitlement(at: clock.now.instant).phase
        observer?.familySync(
            decided: AppDecision(
                kind: .entitlementPublished,
                records: children.map {
                    EntitlementGrant.recordID(in: layout.familyZone(of: $0))
                },
                text: "\(grant.kind.rawValue) \(grant.tier.rawValue) until \(grant.expiresAt)"
                    + "\(grant.confirmedEnded ? ", ended" : "") (\(phase.rawValue) now)"),
            on: device
        )
        engine.syncNow()
    }
}
