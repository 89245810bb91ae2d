import FamilyApp
import Platform
import Simulation

/// The organiser's subscription steps: a purchase or a restore in the app (refused when the
/// phone cannot reach the store), and turning auto-renewal off in the App Store's settings.
extension SyncRun {
    func subscribe(to tier: SubscriptionTier, _ action: TimelineAction, in state: RunState) {
        guard store(action, in: state) != nil,
            let app = phoneApp(of: layout.organizer, action, in: state)
        else { return }
        if case .failure(let refusal) = app.purchase(tier) { refuse(action, refusal, in: state) }
    }

    func restorePurchases(_ action: TimelineAction, in state: RunState) {
        guard store(action, in: state) != nil,
            let app = phoneApp(of: layout.organizer, action, in: state)
        else { return }
        if case .failure(let refusal) = app.refreshEntitlement() { refuse(action, refusal, in: state) }
    }

    func cancelRenewal(_ action: TimelineAction, in state: RunState) {
        guard let store = store(action, in: state) else { return }
        if !store.cancelRenewal() {
            ActionPerformer.refuse(action, "no subscription renews: nothing to cancel", in: state)
        }
    }

    /// The store the organiser's phone is signed in to; nil (and the step refused) if none is.
    private func store(_ action: TimelineAction, in state: RunState) -> SimulatedAppStore? {
        guard let store = parentDevices.values.compactMap(\.appStore).first else {
            ActionPerformer.refuse(action, "\(layout.organizer) has no phone signed in to the App Store", in: state)
            return nil
        }
        return store
    }

    private func refuse(_ action: TimelineAction, _ refusal: ParentDeviceApp.StoreRefusal, in state: RunState) {
        let reason =
            switch refusal {
            case .noStore: "the phone is not signed in to the App Store"
            case .unreachable: "the App Store cannot be reached from \(layout.organizer)'s phone"
            case .unknownProduct(let product): "the store answered with an unknown product \(product)"
            }
        ActionPerformer.refuse(action, reason, in: state)
    }
}
