/// `== != < <= > >=` on values of the same kind.
enum Comparison {
    /// Numbers this close count as equal, so `0.1 + 0.2 == 0.3` holds: expectations are written
    /// in decimals but computed in binary floating point.
    static let relativeTolerance = 1e-9

    /// Nil when the kinds differ, or when the operator orders booleans or texts.
    static func compare(_ binaryOperator: BinaryOperator, _ left: Value, _ right: Value) -> Bool? {
        precondition(binaryOperator.isComparison, "not a comparison: \(binaryOperator)")
        switch (left, right) {
        case (.number(let a), .number(let b)):
            let tolerance = relativeTolerance * max(1, abs(a), abs(b))
            return holds(binaryOperator, abs(a - b) <= tolerance ? 0 : (a < b ? -1 : 1))
        case (.duration(let a), .duration(let b)):
            return holds(binaryOperator, a == b ? 0 : (a < b ? -1 : 1))
        case (.boolean(let a), .boolean(let b)):
            return holdsForEquality(binaryOperator, a == b)
        case (.text(let a), .text(let b)):
            return holdsForEquality(binaryOperator, a == b)
        default:
            return nil
        }
    }

    /// `order` is negative, zero or positive as the left side is less, equal or greater.
    private static func holds(_ binaryOperator: BinaryOperator, _ order: Int) -> Bool {
        switch binaryOperator {
        case .equal: order == 0
        case .notEqual: order != 0
        case .less: order < 0
        case .lessOrEqual: order <= 0
        case .greater: order > 0
        case .greaterOrEqual: order >= 0
        case .or, .and, .add, .subtract, .multiply, .divide: preconditionFailure("not a comparison")
        }
    }

    private static func holdsForEquality(_ binaryOperator: BinaryOperator, _ isEqual: Bool) -> Bool? {
        switch binaryOperator {
        case .equal: isEqual
        case .notEqual: !isEqual
        default: nil
        }
    }
}
