/// The kinds of small fault `rewardsim mutate` puts into the engines, one at a time.
///
/// Each is a slip a person makes while writing a rule: a boundary off by one, a condition
/// turned round, a sum that subtracts, a record that is never appended. A gate that notices
/// none of them would not notice the slip either.
public enum MutationOperator: String, CaseIterable, Sendable, Comparable {
    /// `<` ↔ `<=`, `>` ↔ `>=`.
    case relationalBoundary = "relational-boundary"
    /// `==` ↔ `!=`, `<` ↔ `>=`, `>` ↔ `<=`.
    case relationalNegation = "relational-negation"
    /// `+` ↔ `-`, `*` ↔ `/`.
    case arithmetic
    /// `+=` ↔ `-=`.
    case compoundAssignment = "compound-assignment"
    /// `&&` ↔ `||`.
    case logicalConnective = "logical-connective"
    /// `true` ↔ `false` outside a `return`.
    case booleanLiteral = "boolean-literal"
    /// `return true` ↔ `return false`.
    case returnValue = "return-value"
    /// `min(a, b)` ↔ `max(a, b)`.
    case minMax = "min-max"
    /// An integer literal one more and one less.
    case integerConstant = "integer-constant"
    /// A statement that calls a method on a value (`x.append(y)`, `ledger.record(…)`) left out.
    case statementRemoval = "statement-removal"

    /// What the operator replaces, in a line (the reference page's column).
    public var replaces: String {
        switch self {
        case .relationalBoundary: "`<` ↔ `<=`, `>` ↔ `>=`"
        case .relationalNegation: "`==` ↔ `!=`, `<` ↔ `>=`, `>` ↔ `<=`"
        case .arithmetic: "`+` ↔ `-`, `*` ↔ `/`"
        case .compoundAssignment: "`+=` ↔ `-=`"
        case .logicalConnective: "`&&` ↔ `||`"
        case .booleanLiteral: "`true` ↔ `false` outside a `return`"
        case .returnValue: "`return true` ↔ `return false`"
        case .minMax: "`min(a, b)` ↔ `max(a, b)`"
        case .integerConstant: "an integer literal one more and one less"
        case .statementRemoval: "a statement that calls a method on a value (`x.append(y)`) left out"
        }
    }

    /// One worked example: the original code and what the mutant runs instead.
    public var example: (original: String, mutated: String) {
        switch self {
        case .relationalBoundary: ("minutes < limit", "minutes <= limit")
        case .relationalNegation: ("minutes < limit", "minutes >= limit")
        case .arithmetic: ("earned + bonus", "earned - bonus")
        case .compoundAssignment: ("total += minutes", "total -= minutes")
        case .logicalConnective: ("isOnline && isCharging", "isOnline || isCharging")
        case .booleanLiteral: ("var isFlagged = false", "var isFlagged = true")
        case .returnValue: ("return true", "return false")
        case .minMax: ("min(balance, cap)", "max(balance, cap)")
        case .integerConstant: ("streak >= 3", "streak >= 4 (and streak >= 2)")
        case .statementRemoval: ("pending.append(entry)", "(nothing)")
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }

    /// The replacements of a binary operator, with the kind of each.
    static func binaryReplacements(of symbol: String) -> [(MutationOperator, String)] {
        switch symbol {
        case "<": [(.relationalBoundary, "<="), (.relationalNegation, ">=")]
        case "<=": [(.relationalBoundary, "<"), (.relationalNegation, ">")]
        case ">": [(.relationalBoundary, ">="), (.relationalNegation, "<=")]
        case ">=": [(.relationalBoundary, ">"), (.relationalNegation, "<")]
        case "==": [(.relationalNegation, "!=")]
        case "!=": [(.relationalNegation, "==")]
        case "+": [(.arithmetic, "-")]
        case "-": [(.arithmetic, "+")]
        case "*": [(.arithmetic, "/")]
        case "/": [(.arithmetic, "*")]
        case "&&": [(.logicalConnective, "||")]
        case "||": [(.logicalConnective, "&&")]
        default: []
        }
    }
}
