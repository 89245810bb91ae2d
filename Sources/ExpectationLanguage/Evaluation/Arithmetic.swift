enum ArithmeticFailure: Error {
    case divisionByZero
    case outOfRange
}

/// `+ - * /` on values. Durations stay integer milliseconds; scaling one by a number rounds to
/// the nearest millisecond so that a result never carries hidden fractions of a millisecond.
enum Arithmetic {
    /// Nil when the operator does not apply to these kinds, e.g. a duration plus a number.
    static func apply(
        _ binaryOperator: BinaryOperator, _ left: Value, _ right: Value
    ) throws(ArithmeticFailure) -> Value? {
        switch (binaryOperator, left, right) {
        case (.add, .number(let a), .number(let b)): return .number(try finite(a + b))
        case (.subtract, .number(let a), .number(let b)): return .number(try finite(a - b))
        case (.multiply, .number(let a), .number(let b)): return .number(try finite(a * b))
        case (.divide, .number(let a), .number(let b)):
            guard b != 0 else { throw .divisionByZero }
            return .number(try finite(a / b))
        case (.add, .duration(let a), .duration(let b)):
            return .duration(milliseconds: try exact(a.addingReportingOverflow(b)))
        case (.subtract, .duration(let a), .duration(let b)):
            return .duration(milliseconds: try exact(a.subtractingReportingOverflow(b)))
        case (.multiply, .duration(let a), .number(let b)), (.multiply, .number(let b), .duration(let a)):
            return .duration(milliseconds: try roundedMilliseconds(Double(a) * b))
        case (.divide, .duration(let a), .number(let b)):
            guard b != 0 else { throw .divisionByZero }
            return .duration(milliseconds: try roundedMilliseconds(Double(a) / b))
        case (.divide, .duration(let a), .duration(let b)):
            guard b != 0 else { throw .divisionByZero }
            return .number(Double(a) / Double(b))
        default:
            return nil
        }
    }

    static func negate(_ value: Value) throws(ArithmeticFailure) -> Value? {
        switch value {
        case .number(let number): .number(-number)
        case .duration(let milliseconds):
            .duration(milliseconds: try exact(Int64(0).subtractingReportingOverflow(milliseconds)))
        case .boolean, .text: nil
        }
    }

    private static func finite(_ number: Double) throws(ArithmeticFailure) -> Double {
        guard number.isFinite else { throw .outOfRange }
        return number
    }

    private static func exact(
        _ result: (partialValue: Int64, overflow: Bool)
    ) throws(ArithmeticFailure) -> Int64 {
        guard !result.overflow else { throw .outOfRange }
        return result.partialValue
    }

    private static func roundedMilliseconds(_ milliseconds: Double) throws(ArithmeticFailure) -> Int64 {
        let rounded = milliseconds.rounded()
        guard rounded.isFinite, abs(rounded) < 9e18 else { throw .outOfRange }
        return Int64(rounded)
    }
}
