import FamilyApp
import Platform
import Simulation
import YAMLSubset

/// The timeline's subscription steps. They need `app_store: on` in the `sync:` block, and only
/// the organiser — whose Apple ID pays for the family — takes them.
extension StepReader {
    /// `subscribe: family`: the organiser buys the tier in the app.
    func decodeSubscribe(_ decoder: inout ScenarioDecoder) -> Decoded? {
        guard requireAppStore(&decoder) else { return nil }
        let tiers = SubscriptionTier.allCases.map(\.rawValue)
        guard let tier = decoder.reference(value, kind: "tier", known: tiers).flatMap({ SubscriptionTier(rawValue: $0) }) else {
            return nil
        }
        return (.subscribe(tier), nil, "the organizer subscribes to the \(tier.rawValue) tier")
    }

    /// `cancel_renewal: sam` and `restore_purchases: sam`, naming the organiser.
    func decodeOrganizerStoreStep(_ decoder: inout ScenarioDecoder) -> Decoded? {
        guard requireAppStore(&decoder), let organizer = names.parentNames.first else { return nil }
        guard value.value == organizer else {
            decoder.fail("'\(action)' is the organizer's: only \(organizer)'s Apple ID pays for the family",
                         at: value.location, length: value.length, help: "write \(action): \(organizer)")
            return nil
        }
        if action == "cancel_renewal" {
            return (.cancelRenewal, nil, "\(organizer) turns off the subscription's auto-renewal")
        }
        return (.restorePurchases, nil, "\(organizer) taps Restore Purchases")
    }

    private func requireAppStore(_ decoder: inout ScenarioDecoder) -> Bool {
        guard names.isAppStoreModelled else {
            decoder.fail("'\(action)' needs the App Store: add app_store: on to the 'sync' block",
                         at: step.location, help: "write app_store: on under sync:")
            return false
        }
        return true
    }
}
