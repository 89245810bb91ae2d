import FamilyApp
import Platform
import Simulation

/// The organiser's subscription steps: a purchase or a restore in the app (refused when the
/// phone cannot reach the store), and turning auto-renewal off in the App Store's settings.
extension SyncRun {
    func performStoreStep(_ action: TimelineAction, in state: RunState) {
        guard let store = parentDevices.values.compactMap(\.appStore).first else {
            return ActionPerformer.refuse(action, "\(layout.organizer) has no phone signed in to the App Store", in: state)
        }
        switch action.kind {
        case let .subscribe(tier):
            guard let app = phoneApp(of: layout.organizer, action, in: state) else { return }
            if case let .failure(refusal) = app.purchase(tier) { refuse(action, refusal, in: state) }
        case .restorePurchases:
            guard let app = phoneApp(of: layout.organizer, action, in: state) else { return }
            if case let .failure(refusal) = app.refreshEntitlement() { refuse(action, refusal, in: state) }
        case .cancelRenewal:
            if !store.cancelRenewal() {
                ActionPerformer.refuse(action, "no subscription renews: nothing to cancel", in: state)
            }
        default:
            preconditionFailure("\(action.summary) is not a subscription step")
        }
    }

    private func refuse(_ action: TimelineAction, _ refusal: ParentDeviceApp.StoreRefusal, in state: RunState) {
        let reason = switch refusal {
        case .noStore: "the phone is not signed in to the App Store"
        case .unreachable: "the App Store cannot be reached from \(layout.organizer)'s phone"
        case let .unknownProduct(product): "the store answered with an unknown product \(product)"
        }
        ActionPerformer.refuse(action, reason, in: state)
    }
}
