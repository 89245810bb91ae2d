/// What a call must look like: its name and the parameters its arguments fill. Functions
/// have one, and so does `ledger(child)`, which is only the base of the ledger's properties.
protocol CallShape {
    var name: String { get }
    var parameters: [(parameter: ExpectationFunction.Parameter, isOptional: Bool)] { get }
}

extension ExpectationFunction: CallShape {}

extension CallShape {
    /// How the reference shows it: `learning_minutes(child[, app][, day N])`.
    var signature: String {
        var text = "\(name)("
        for (index, entry) in parameters.enumerated() {
            let word = entry.parameter == .day ? "day N" : entry.parameter.noun
            let separator = index == 0 ? "" : ", "
            text += entry.isOptional ? "[\(separator)\(word)]" : "\(separator)\(word)"
        }
        return text + ")"
    }
}
