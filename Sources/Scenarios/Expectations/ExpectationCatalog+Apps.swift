import ExpectationLanguage
import FamilyApp
import RewardEngine

/// Apps a parent re-sorted or repriced during the run, as each device has them.
extension ExpectationCatalog {
    static let appFunctions: [Function] = [
        Function(
            name: "app_rate_on", parameters: [(.anyDevice, false), (.child, false), (.app, false)], result: .number,
            meaning: "the app's earning rate for the child as the device has it: points per hour for a learning "
                + "app (its own rate, else the device's default_points_per_hour), -1 for a reward app"
        ) { args, run throws(FunctionFailure) in
            let app = args.requiredApp
            if let phone = run.sync?.parentApp(on: args.requiredDevice) {
                guard let settings = phone.settings(of: args.requiredChild) else {
                    throw FunctionFailure(
                        message: "\(args.requiredDevice) has not received \(args.requiredChild)'s settings",
                        help: "check that the parent joined: joined(parent)"
                    )
                }
                let category =
                    phone.changedCategory(of: app, for: args.requiredChild) ?? run.scenario.catalog.category(of: app)!
                return .number(Double(AppCatalog([(app, category)]).pointsPerHour(for: app, settings: settings) ?? -1))
            }
            guard run.deviceIDs(of: args.requiredChild).contains(args.requiredDevice) else {
                throw FunctionFailure(
                    message: "\(args.requiredDevice) is neither a parent's phone nor \(args.requiredChild)'s device",
                    help: "name one of \(args.requiredChild)'s devices or a parent's phone")
            }
            let account = run.account(on: args.requiredDevice)
            return .number(Double(account.catalog.pointsPerHour(for: app, settings: account.settings) ?? -1))
        }
    ]
}
