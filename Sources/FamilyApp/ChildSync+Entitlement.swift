import Platform

/// The family's entitlement on the child's device: the grant of its family zone, read with the
/// device's clock, so the child's app shows what the family has even while no phone is online.
extension ChildSync {
    public var entitlementGrant: EntitlementGrant? {
        syncStore.state.localRecord(EntitlementGrant.recordID(in: familyZone)).flatMap(EntitlementGrant.init(record:))
    }

    /// Nil before the first grant arrives, and in a family without subscriptions.
    public var entitlement: Entitlement? { entitlementGrant?.entitlement(at: app.clock.now.instant) }
}
