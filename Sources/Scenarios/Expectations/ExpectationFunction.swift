import AntiGaming
import ExpectationLanguage
import Platform
import Simulation

/// A function that expectations can call, with the parameters it binds and what it reads.
///
/// The same table validates expectations before a run (with no run behind it) and evaluates
/// them during and after one, so a function that `check` accepts always exists at run time.
struct ExpectationFunction: Sendable {
    enum Parameter: Sendable, Equatable {
        case child, device, app, day
        /// A child's device or a parent's phone.
        case anyDevice
        case parent
        /// A child or a parent: who a notification is for.
        case recipient
        /// A validation strictness: lenient, moderate or strict.
        case level
        /// A gaming technique of the catalogue.
        case technique
        case choice(name: String, options: [String])

        /// The word for a value of this parameter: child, device, app, day or the choice's name.
        var noun: String {
            switch self {
            case .child: "child"
            case .device, .anyDevice: "device"
            case .parent: "parent"
            case .app: "app"
            case .day: "day"
            case .recipient: "recipient"
            case .level: "level"
            case .technique: "technique"
            case .choice(let name, _): name
            }
        }

        var description: String {
            switch self {
            case .child: "a child"
            case .device: "a device"
            case .anyDevice: "a device (a child's or a parent's phone)"
            case .parent: "a parent"
            case .app: "an app"
            case .day: "a day (day N)"
            case .recipient: "a child or a parent"
            case .level: "a strictness (lenient, moderate, strict)"
            case .technique: "a technique (\(Technique.allCases.map(\.rawValue).joined(separator: ", ")))"
            case .choice(let name, let options): "\(name) (\(options.joined(separator: ", ")))"
            }
        }
    }

    enum ResultKind: String, Sendable { case number, boolean, duration }

    let name: String
    let parameters: [(parameter: Parameter, isOptional: Bool)]
    let result: ResultKind
    let meaning: String
    let evaluate: @Sendable (BoundArguments, RunState) throws(FunctionFailure) -> Value

    /// Placeholder of the right kind, for validating an expression without a run.
    var placeholder: Value {
        switch result {
        case .number: .number(1)
        case .boolean: .boolean(true)
        case .duration: .duration(milliseconds: 1)
        }
    }
}

/// The arguments of one call, bound to the parameters they fill.
struct BoundArguments: Sendable {
    var child: ChildID?
    var device: DeviceID?
    var parent: ParentID?
    var app: AppID?
    /// Day N of the run, 1-based.
    var day: Int?
    var recipient: NotificationRecipient?
    var level: ValidationStrictness?
    var technique: Technique?
    var choice: String?
}

/// The arguments of a parameter the function declares as required: binding refuses a call
/// without one, so a function reads it as bound.
extension BoundArguments {
    var requiredChild: ChildID { Self.required(child, "child") }
    var requiredDevice: DeviceID { Self.required(device, "device") }
    var requiredParent: ParentID { Self.required(parent, "parent") }
    var requiredApp: AppID { Self.required(app, "app") }
    var requiredDay: Int { Self.required(day, "day") }
    var requiredLevel: ValidationStrictness { Self.required(level, "level") }
    var requiredTechnique: Technique { Self.required(technique, "technique") }
    var requiredChoice: String { Self.required(choice, "choice") }

    private static func required<Value>(_ value: Value?, _ parameter: String) -> Value {
        guard let value else { preconditionFailure("a call binds the \(parameter) its function requires") }
        return value
    }
}

/// Why a function has no value for this run, e.g. a percentile of no samples.
struct FunctionFailure: Error {
    let message: String
    let help: String?
}
