import AntiGaming
import ExpectationLanguage
import Platform
import Simulation
import YAMLSubset

/// Gives expectation functions their meaning: binds arguments to the scenario's names and
/// reads the run — or, with no run, checks the expression and returns placeholders of the
/// right kind so that type errors surface before anything is simulated.
struct ExpectationEnvironment: ExpressionEnvironment {
    let names: ScenarioNames
    let run: RunState?

    func call(
        _ name: String, arguments: [Argument], span: SourceSpan, evaluator: inout Evaluator
    ) throws(EvaluationError) -> Value {
        if name == "ledger" {
            throw EvaluationError(
                message: "ledger(…) is not a value", span: span,
                help: "ask for one of its properties: ledger(alex).consistent")
        }
        guard let function = ExpectationCatalog.named(name) else {
            let suggestion =
                NearestMatch.suggestion(for: name, among: ExpectationCatalog.allNames)
                ?? Self.containedName(in: name)
            throw EvaluationError(
                message: "unknown function '\(name)'", span: span,
                help: ExpectationCatalog.formerNameHelp(name) ?? suggestion.map { "did you mean '\($0)'?" }
                    ?? "rewardsim functions lists every function")
        }
        let bound = try bind(arguments, to: function, span: span)
        guard let run else { return function.placeholder }
        do {
            return try function.evaluate(bound, run)
        } catch {
            throw EvaluationError(message: error.message, span: span, help: error.help)
        }
    }

    /// The longest function name inside `name` (`earned` in `earned_points`), for a name that
    /// adds words to a function's rather than misspelling it.
    static func containedName(in name: String) -> String? {
        let lowered = name.lowercased()
        return ExpectationCatalog.allNames.filter { $0.count >= 4 && lowered.contains($0.lowercased()) }
            .max { ($0.count, $1) < ($1.count, $0) }
    }

    func member(
        _ name: String, of base: Expression, span: SourceSpan, evaluator: inout Evaluator
    ) throws(EvaluationError) -> Value {
        guard case .call("ledger", let arguments, let callSpan) = base else {
            throw EvaluationError(
                message: "'.\(name)' can only follow ledger(child)", span: span,
                help: "write ledger(alex).consistent")
        }
        guard let property = ExpectationCatalog.ledgerProperties.first(where: { $0.name == name }) else {
            let offered = ExpectationCatalog.ledgerProperties.map(\.name).joined(separator: ", ")
            throw EvaluationError(
                message: "a ledger has no property '\(name)'", span: span,
                help: "ledger(child) offers: \(offered)")
        }
        let bound = try bind(arguments, to: ExpectationCatalog.LedgerBase(), span: callSpan)
        guard let run else { return .boolean(true) }
        return .boolean(property.read(run.accounts(bound.requiredChild)))
    }

    /// Fills the function's parameters in order: each argument goes to the next parameter
    /// that accepts it, skipping optional ones it cannot fill.
    func bind(_ arguments: [Argument], to function: some CallShape, span: SourceSpan) throws(EvaluationError)
        -> BoundArguments
    {
        var bound = BoundArguments()
        var next = 0
        for argument in arguments {
            if let label = argument.label {
                throw EvaluationError(
                    message: "\(function.name)() takes no labelled argument '\(label):'",
                    span: argument.span, help: "write \(function.signature)")
            }
            var placed = false
            while next < function.parameters.count && !placed {
                let (parameter, isOptional) = function.parameters[next]
                next += 1
                if try fill(parameter, with: argument, into: &bound, functionName: function.name) {
                    placed = true
                } else if !isOptional {
                    throw mismatch(argument, expected: parameter, function: function)
                }
            }
            if !placed {
                throw EvaluationError(
                    message: "too many arguments for \(function.name)()", span: argument.span,
                    help: "write \(function.signature)")
            }
        }
        for (parameter, isOptional) in function.parameters.dropFirst(next) where !isOptional {
            throw EvaluationError(
                message: "\(function.name)() needs \(parameter.description)", span: span,
                help: "write \(function.signature)")
        }
        return bound
    }

    /// Whether `argument` fills `parameter`; throws for a day outside the run.
    func fill(
        _ parameter: ExpectationFunction.Parameter, with argument: Argument, into bound: inout BoundArguments,
        functionName: String
    ) throws(EvaluationError) -> Bool {
        if case .phrase("day", .number(let number, _), _) = argument.value {
            guard parameter == .day else { return false }
            // Compared as a Double: converting a huge day number to Int first would trap.
            guard number == number.rounded(), number >= 1, number <= Double(names.dayCount) else {
                throw EvaluationError(
                    message: "the run has days 1 to \(names.dayCount)", span: argument.span,
                    help: "day numbers count from the start date, day 1")
            }
            bound.day = Int(number)
            return true
        }
        guard case .name(let word, _) = argument.value else { return false }
        switch parameter {
        case .child where names.childNames.contains(word): bound.child = ChildID(word)
        case .device where names.deviceNames.contains(word): bound.device = DeviceID(word)
        case .anyDevice where names.everyDeviceName.contains(word): bound.device = DeviceID(word)
        case .parent where names.parentNames.contains(word): bound.parent = ParentID(word)
        case .app where names.appNames.contains(word): bound.app = AppID(word)
        case .recipient where names.childNames.contains(word): bound.recipient = .child(ChildID(word))
        case .recipient where names.parentNames.contains(word): bound.recipient = .parent(ParentID(word))
        case .level where ValidationStrictness(rawValue: word) != nil:
            bound.level = ValidationStrictness(rawValue: word)
        case .technique where Technique(rawValue: word) != nil: bound.technique = Technique(rawValue: word)
        case .choice(_, let options) where options.contains(word): bound.choice = word
        default: return false
        }
        return true
    }

    func mismatch(
        _ argument: Argument, expected parameter: ExpectationFunction.Parameter, function: some CallShape
    ) -> EvaluationError {
        guard case .name(let word, _) = argument.value else {
            return EvaluationError(
                message: "\(function.name)() expects \(parameter.description) here",
                span: argument.span, help: "write \(function.signature)")
        }
        let candidates: [String] =
            switch parameter {
            case .child: Array(names.childNames)
            case .device: Array(names.deviceNames)
            case .anyDevice: Array(names.everyDeviceName)
            case .parent: Array(names.parentNames)
            case .app: Array(names.appNames)
            case .day: []
            case .recipient: Array(names.childNames) + Array(names.parentNames)
            case .level: ValidationStrictness.allCases.map(\.rawValue)
            case .technique: Technique.allCases.map(\.rawValue)
            case .choice(_, let options): options
            }
        let help =
            NearestMatch.suggestion(for: word, among: candidates).map { "did you mean '\($0)'?" }
            ?? "\(function.name)() takes \(function.signature); "
            + (candidates.count <= ScenarioDecoder.namesListedMax
                ? "known: \(candidates.joined(separator: ", "))"
                : "\(candidates.count) are known")
        return EvaluationError(message: "unknown \(parameter.noun) '\(word)'", span: argument.span, help: help)
    }
}
