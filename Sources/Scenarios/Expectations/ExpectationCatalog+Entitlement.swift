import FamilyApp
import Platform

/// Functions over the family's subscription: what each device shows, and what the store did.
/// They need the `sync:` block; a family without `app_store: on` shows `unknown` everywhere.
extension ExpectationCatalog {
    static let entitlementPhases = EntitlementPhase.allCases.map(\.rawValue) + ["unknown"]

    static let entitlementFunctions: [Function] = [
        Function(
            name: "entitlement_is",
            parameters: [
                (.anyDevice, false),
                (.choice(name: "phase", options: entitlementPhases), false),
            ],
            result: .boolean,
            meaning: "whether the device shows the family's entitlement in that phase now (trial, subscribed, "
                + "grace, lapsed; unknown before a grant arrives), from the grant it holds and its own clock"
        ) {
            args, run throws(FunctionFailure) in
            let phase = try entitlement(on: args.requiredDevice, run)?.phase.rawValue ?? "unknown"
            return .boolean(phase == args.requiredChoice)
        },
        Function(
            name: "children_covered", parameters: [(.anyDevice, false)], result: .number,
            meaning: "children, in the family's order, whose reward rules the parents may change as the device "
                + "sees it (the tier's children; 0 once lapsed or before a grant arrives)"
        ) {
            args, run throws(FunctionFailure) in
            .number(Double(try entitlement(on: args.requiredDevice, run)?.childrenCovered ?? 0))
        },
        Function(
            name: "store_renewals", parameters: [], result: .number,
            meaning: "periods the App Store renewed by itself (auto-renewal)"
        ) { _, run throws(FunctionFailure) in
            let sync = try run.requireSync()
            return .number(Double(sync.parentDevices.values.compactMap(\.appStore).reduce(0) { $0 + $1.renewals }))
        },
    ]

    private static func entitlement(on device: DeviceID, _ run: RunState) throws(FunctionFailure) -> Entitlement? {
        let sync = try run.requireSync()
        if let app = sync.parentApp(on: device) { return app.entitlement }
        guard let app = run.apps[device] else {
            throw FunctionFailure(message: "\(device) is neither a parent's phone nor a child's device", help: nil)
        }
        return app.sync?.entitlement
    }
}
