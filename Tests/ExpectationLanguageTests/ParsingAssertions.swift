import ExpectationLanguage
import XCTest

/// Foundation, which XCTest brings in, declares its own `Expression`; this one is meant.
typealias Expression = ExpectationLanguage.Expression

func span(_ start: Int, _ length: Int) -> SourceSpan {
    SourceSpan(start: start, length: length)
}

func parsed(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Expression? {
    switch ExpressionParser.parseExpression(text) {
    case .success(let expression):
        return expression
    case .failure(let error):
        XCTFail("'\(text)' failed to parse: \(error.message) at \(error.span)", file: file, line: line)
        return nil
    }
}

func parsedExpectation(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Expectation? {
    switch ExpressionParser.parseExpectation(text) {
    case .success(let expectation):
        return expectation
    case .failure(let error):
        XCTFail("'\(text)' failed to parse: \(error.message) at \(error.span)", file: file, line: line)
        return nil
    }
}

func syntaxError(
    _ text: String, file: StaticString = #filePath, line: UInt = #line
) -> ExpressionSyntaxError? {
    switch ExpressionParser.parseExpectation(text) {
    case .success:
        XCTFail("'\(text)' parsed but should not have", file: file, line: line)
        return nil
    case .failure(let error):
        return error
    }
}

/// A compact Lisp-like rendering, so tests can state a tree's shape in one line.
func shape(_ expression: Expression) -> String {
    switch expression {
    case .number(let number, _): return "\(number)"
    case .duration(let milliseconds, _): return "\(milliseconds)ms"
    case .boolean(let boolean, _): return "\(boolean)"
    case .name(let name, _): return name
    case .phrase(let word, let value, _): return "[\(word) \(shape(value))]"
    case .call(let name, let arguments, _):
        let rendered = arguments.map { argument in
            argument.label.map { "\($0): \(shape(argument.value))" } ?? shape(argument.value)
        }
        return "\(name)(\(rendered.joined(separator: ", ")))"
    case .member(let base, let name, _): return "(. \(shape(base)) \(name))"
    case .unary(let unaryOperator, let operand, _): return "(\(unaryOperator.rawValue) \(shape(operand)))"
    case .binary(let binaryOperator, let left, let right, _):
        return "(\(binaryOperator.rawValue) \(shape(left)) \(shape(right)))"
    }
}
