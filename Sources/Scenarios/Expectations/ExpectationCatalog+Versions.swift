import FamilyApp
import Platform

/// The app builds on the parents' phones.
extension ExpectationCatalog {
    static let versionFunctions: [Function] = [
        Function(
            name: "app_version", parameters: [(.anyDevice, false)], result: .number,
            meaning: "the version of the app on a parent's phone now, as a number (1.0, 1.1)"
        ) { args, run throws(FunctionFailure) in
            guard let app = try run.requireSync().parentApp(on: args.requiredDevice) else {
                throw FunctionFailure(message: "\(args.requiredDevice) is not a parent's phone", help: nil)
            }
            guard let number = Double(app.build.version.rawValue) else {
                preconditionFailure("a version's name is a number")
            }
            return .number(number)
        }
    ]
}
