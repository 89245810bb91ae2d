import FamilyApp
import Platform

// The family's subscription, with `app_store: on` in the `sync:` block. Only the organizer,
// whose Apple ID pays for the family, takes these steps.

/// `subscribe: TIER`: the organizer buys the tier in the app.
struct SubscribeAction: SyncAction {
    static let name = "subscribe"
    static let meaning =
        "the organizer buys the tier in the app (it comes to the front): a new 30-day period starts "
        + "now and the grant goes to every device. Refused with a warning when the phone cannot reach the store"
    static let keys: [ActionKey] = [
        ActionKey(name, SubscriptionTier.allCases.map(\.rawValue).joined(separator: "|"), .required, "the tier")
    ]

    let tier: SubscriptionTier

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        guard reader.requireAppStore(&decoder) else { return nil }
        let tiers = SubscriptionTier.allCases.map(\.rawValue)
        guard let name = decoder.reference(reader.value, kind: "tier", known: tiers),
            let tier = SubscriptionTier(rawValue: name)
        else { return nil }
        return (Self(tier: tier), "the organizer subscribes to the \(tier.rawValue) tier")
    }

    func perform(in sync: SyncRun, _ step: TimelineAction, in state: RunState) {
        sync.subscribe(to: tier, step, in: state)
    }
}

/// `cancel_renewal: PARENT`: the organizer turns auto-renewal off in the App Store's settings.
struct CancelRenewalAction: SyncAction {
    static let name = "cancel_renewal"
    static let meaning =
        "the organizer (the only parent allowed) turns auto-renewal off in the App Store's "
        + "settings: the period runs out. Refused when no period renews"
    static let keys: [ActionKey] = [ActionKey(name, "PARENT", .required, "the organizer")]

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        reader.organizer(&decoder).map { (Self(), "\($0) turns off the subscription's auto-renewal") }
    }

    func perform(in sync: SyncRun, _ step: TimelineAction, in state: RunState) {
        sync.cancelRenewal(step, in: state)
    }
}

/// `restore_purchases: PARENT`: the organizer taps Restore Purchases in the app.
struct RestorePurchasesAction: SyncAction {
    static let name = "restore_purchases"
    static let meaning =
        "the organizer taps Restore Purchases in the app: it asks the store for the latest period "
        + "and publishes it. Refused when the phone cannot reach the store"
    static let keys: [ActionKey] = [ActionKey(name, "PARENT", .required, "the organizer")]

    static func decode(_ reader: StepReader, _ decoder: inout ScenarioDecoder) -> (Self, summary: String)? {
        reader.organizer(&decoder).map { (Self(), "\($0) taps Restore Purchases") }
    }

    func perform(in sync: SyncRun, _ step: TimelineAction, in state: RunState) {
        sync.restorePurchases(step, in: state)
    }
}

private extension StepReader {
    /// The organizer, named as the value: only their Apple ID pays for the family.
    func organizer(_ decoder: inout ScenarioDecoder) -> String? {
        guard requireAppStore(&decoder), let organizer = names.parentNames.first else { return nil }
        guard value.value == organizer else {
            decoder.fail(
                "'\(action)' is the organizer's: only \(organizer)'s Apple ID pays for the family",
                at: value.location, length: value.length, help: "write \(action): \(organizer)")
            return nil
        }
        return organizer
    }

    func requireAppStore(_ decoder: inout ScenarioDecoder) -> Bool {
        guard names.isAppStoreModelled else {
            decoder.fail(
                "'\(action)' needs the App Store: add app_store: on to the 'sync' block",
                at: step.location, help: "write app_store: on under sync:")
            return false
        }
        return true
    }
}
