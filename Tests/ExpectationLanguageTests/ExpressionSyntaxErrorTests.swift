import ExpectationLanguage
import XCTest

final class ExpressionSyntaxErrorTests: XCTestCase {
    func testUnexpectedCharacterIsPointedAt() {
        let error = syntaxError("points(alex) == 10 $")
        XCTAssertEqual(error?.message, "unexpected character '$'")
        XCTAssertEqual(error?.span, span(19, 1))
    }

    func testUnterminatedParenthesisPointsAtTheOpeningOne() {
        XCTAssertEqual(syntaxError("points(alex == 10")?.span, span(6, 1))
        XCTAssertEqual(syntaxError("points(alex == 10")?.message, "unterminated parenthesis")
        XCTAssertEqual(syntaxError("(1 + (2 * 3)")?.span, span(0, 1))
        XCTAssertEqual(syntaxError("points(")?.span, span(6, 1))
        XCTAssertEqual(syntaxError("points(")?.help, "add ')' to close it")
    }

    func testUnclosedParenthesisBeforeOtherTokenNamesWhatWasFound() {
        let error = syntaxError("(1 + 2 3")
        XCTAssertEqual(error?.message, "expected ')' or an operator, found '3'")
        XCTAssertEqual(error?.span, span(7, 1))
        XCTAssertEqual(error?.help, "the '(' at column 1 is still open")
        XCTAssertEqual(syntaxError("f(1 2)")?.message, "expected ',' or ')' after an argument, found '2'")
    }

    func testMissingOperandAfterOperatorPointsAtTheOperator() {
        let error = syntaxError("points(alex) ==")
        XCTAssertEqual(error?.message, "missing operand after '=='")
        XCTAssertEqual(error?.span, span(13, 2))
        XCTAssertEqual(syntaxError("x() and")?.span, span(4, 3))
    }

    func testMissingOperandBeforeOperatorPointsAtTheOperator() {
        XCTAssertEqual(syntaxError("== 10")?.message, "missing operand before '=='")
        XCTAssertEqual(syntaxError("== 10")?.span, span(0, 2))
        XCTAssertEqual(syntaxError("1 + * 2")?.span, span(4, 1))
        XCTAssertEqual(syntaxError("f(,)")?.message, "expected a value but found ','")
        XCTAssertEqual(syntaxError("f(,)")?.span, span(2, 1))
    }

    func testSingleEqualsSuggestsDoubleEquals() {
        let error = syntaxError("points(alex) = 10")
        XCTAssertEqual(error?.message, "unexpected '='")
        XCTAssertEqual(error?.span, span(13, 1))
        XCTAssertEqual(error?.help, "use '==' to compare")
    }

    func testBorrowedLogicalOperatorsSuggestWords() {
        XCTAssertEqual(syntaxError("a() && b()")?.span, span(4, 2))
        XCTAssertEqual(syntaxError("a() && b()")?.help, "use 'and' to combine conditions")
        XCTAssertEqual(syntaxError("a() || b()")?.help, "use 'or' to combine conditions")
        XCTAssertEqual(syntaxError("!a()")?.span, span(0, 1))
        XCTAssertEqual(syntaxError("a() ≥ 1")?.help, "use '>='")
    }

    func testTrailingGarbageIsPointedAt() {
        let error = syntaxError("points(alex) == 10 extra")
        XCTAssertEqual(error?.message, "unexpected 'extra' after the end of the expression")
        XCTAssertEqual(error?.span, span(19, 5))
        XCTAssertEqual(syntaxError("points(alex))")?.message, "unmatched ')'")
        XCTAssertEqual(syntaxError("points(alex))")?.span, span(12, 1))
    }

    func testEmptyExpressionSpansTheBlankText() {
        XCTAssertEqual(syntaxError("")?.message, "empty expression")
        XCTAssertEqual(syntaxError("")?.span, span(0, 0))
        XCTAssertEqual(syntaxError("   ")?.span, span(0, 3))
    }

    func testComparisonsDoNotChain() {
        let error = syntaxError("1 < x() < 3")
        XCTAssertEqual(error?.message, "comparisons do not chain; use 'and'")
        XCTAssertEqual(error?.span, span(8, 1))
    }

    func testUnknownUnitPointsAtTheSuffix() {
        let error = syntaxError("5x")
        XCTAssertEqual(error?.message, "unknown unit 'x'")
        XCTAssertEqual(error?.span, span(1, 1))
        XCTAssertEqual(syntaxError("p95(latency) < 5sec")?.span, span(16, 3))
    }

    func testPhraseWithoutNumberPointsAtWhatFollowsTheWord() {
        let error = syntaxError("earned(alex, day two)")
        XCTAssertEqual(error?.message, "expected a number after 'day'")
        XCTAssertEqual(error?.span, span(17, 3))
    }

    func testAtNeedsATimeAndBelongsOnlyToExpectations() {
        XCTAssertEqual(syntaxError("done() at  ")?.message, "missing time after 'at'")
        XCTAssertEqual(syntaxError("done() at  ")?.span, span(7, 2))
        guard case .failure(let error) = ExpressionParser.parseExpression("done() at 08:22") else {
            return XCTFail("'at' must not be accepted in a bare expression")
        }
        XCTAssertEqual(error.message, "unexpected 'at'")
        XCTAssertEqual(error.span, span(7, 2))
        XCTAssertEqual(syntaxError("f(x at 08:22)")?.span, span(4, 2))
    }

    func testMemberNeedsAName() {
        XCTAssertEqual(syntaxError("ledger(alex).")?.span, span(12, 1))
        XCTAssertEqual(syntaxError("ledger(alex).2")?.span, span(13, 1))
    }

    func testDurationsMustBeWholeMilliseconds() {
        XCTAssertEqual(syntaxError("0.5ms")?.message, "'0.5ms' is not a whole number of milliseconds")
        XCTAssertEqual(syntaxError("f() < 0.0001s")?.span, span(6, 7))
        XCTAssertEqual(syntaxError("99999999999999999999s")?.message, "'99999999999999999999s' is too large")
    }

    func testDeepNestingFailsCleanly() {
        let depth = 500
        let text = String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
        XCTAssertEqual(syntaxError(text)?.message, "expression nests too deeply")
        let nested = String(repeating: "(", count: 40) + "1" + String(repeating: ")", count: 40)
        XCTAssertEqual(parsed(nested), .number(1, span: span(40, 1)))
        let longChain = Array(repeating: "1", count: 1_000).joined(separator: " + ")
        XCTAssertEqual(syntaxError(longChain)?.message, "expression nests too deeply")
        // The expression itself is one level and each '+' one more, so the 100th '+' is refused.
        XCTAssertEqual(syntaxError(longChain)?.span, span(4 * 100 - 2, 1))
        XCTAssertNotNil(parsed(Array(repeating: "1", count: 90).joined(separator: " + ")))
    }

    /// Cuts valid expectations at every offset: each prefix must parse or fail with a span that
    /// lies inside the text, never crash.
    func testEveryPrefixParsesOrFailsInsideTheText() {
        let examples = [
            "earned(alex, day 2) >= 5 and redemptions(alex, rejected) == 1",
            "shielded(alex-ipad, minecraft) at day 2 08:22",
            "mean(rate, conversion_rate: 1.5s) < -(2 * 95%) or not ledger(alex).consistent",
        ]
        for example in examples {
            let scalars = Array(example.unicodeScalars)
            for length in 0...scalars.count {
                var prefix = ""
                prefix.unicodeScalars.append(contentsOf: scalars[0..<length])
                if case .failure(let error) = ExpressionParser.parseExpectation(prefix) {
                    XCTAssertLessThanOrEqual(error.span.end, length, "'\(prefix)': \(error.message)")
                }
            }
        }
    }
}
