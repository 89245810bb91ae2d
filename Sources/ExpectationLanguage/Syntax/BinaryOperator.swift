/// Raw values are the spellings, so the lexer's tokens map onto operators by their text.
public enum BinaryOperator: String, Sendable {
    case or
    case and
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"

    /// Comparisons share one precedence level and do not chain.
    var isComparison: Bool {
        switch self {
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: true
        case .or, .and, .add, .subtract, .multiply, .divide: false
        }
    }
}
