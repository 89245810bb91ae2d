import ExpectationLanguage
import XCTest

final class ExpressionParserTests: XCTestCase {
    private func nameArgument(_ name: String, at start: Int) -> Argument {
        let nameSpan = span(start, name.unicodeScalars.count)
        return Argument(label: nil, value: .name(name, span: nameSpan), span: nameSpan)
    }

    func testPointsComparisonParsesToExactTreeWithSpans() {
        let points = Expression.call(
            name: "points", arguments: [nameArgument("alex", at: 7)], span: span(0, 12)
        )
        let expected = Expression.binary(.equal, points, .number(10, span: span(16, 2)), span: span(0, 18))
        XCTAssertEqual(parsed("points(alex) == 10"), expected)
    }

    func testPhraseArgumentCoversWordAndNumber() throws {
        let text = "earned(alex, day 2) >= 5 and redemptions(alex, rejected) == 1"
        let expression = try XCTUnwrap(parsed(text))
        XCTAssertEqual(
            shape(expression), "(and (>= earned(alex, [day 2.0]) 5.0) (== redemptions(alex, rejected) 1.0))"
        )
        guard case .binary(.and, .binary(_, .call(_, let arguments, let callSpan), _, _), _, let whole) = expression
        else { return XCTFail("unexpected tree \(expression)") }
        XCTAssertEqual(callSpan, span(0, 19))
        XCTAssertEqual(whole, span(0, 61))
        XCTAssertEqual(
            arguments[1],
            Argument(
                label: nil,
                value: .phrase(word: "day", value: .number(2, span: span(17, 1)), span: span(13, 5)),
                span: span(13, 5)
            ))
    }

    func testDurationLiteralBecomesMilliseconds() {
        let expected = Expression.binary(
            .less,
            .call(
                name: "p95",
                arguments: [nameArgument("config_sync_latency", at: 4)],
                span: span(0, 24)
            ),
            .duration(milliseconds: 5_000, span: span(27, 2)),
            span: span(0, 29)
        )
        XCTAssertEqual(parsed("p95(config_sync_latency) < 5s"), expected)
    }

    func testMemberAccessSpansBaseAndName() {
        let base = Expression.call(
            name: "ledger", arguments: [nameArgument("alex", at: 7)], span: span(0, 12)
        )
        XCTAssertEqual(
            parsed("ledger(alex).consistent"), .member(base: base, name: "consistent", span: span(0, 23))
        )
    }

    func testAtSuffixIsKeptAsTrimmedRawText() throws {
        let expectation = try XCTUnwrap(parsedExpectation("shielded(alex-ipad, minecraft) at 08:22"))
        XCTAssertEqual(shape(expectation.expression), "shielded(alex-ipad, minecraft)")
        XCTAssertEqual(expectation.atText, "08:22")
        XCTAssertEqual(expectation.atSpan, span(34, 5))
        XCTAssertEqual(expectation.expression.span, span(0, 30))

        let spaced = try XCTUnwrap(parsedExpectation("done(x) at   day 2 08:22!  "))
        XCTAssertEqual(spaced.atText, "day 2 08:22!")
        XCTAssertEqual(spaced.atSpan, span(13, 12))
    }

    func testExpectationWithoutAtHasNoTime() throws {
        let expectation = try XCTUnwrap(parsedExpectation("points(alex) == 10"))
        XCTAssertNil(expectation.atText)
        XCTAssertNil(expectation.atSpan)
        XCTAssertEqual(expectation.text, "points(alex) == 10")
    }

    func testDivisionBindsTighterThanEquality() {
        XCTAssertEqual(
            parsed("reward_minutes(alex) == earned(alex) / 2").map(shape),
            "(== reward_minutes(alex) (/ earned(alex) 2.0))"
        )
    }

    func testLabelledArgumentsKeepLabelAndSpanIncludesIt() throws {
        let text =
            "mean(reward_minutes_per_day, conversion_rate: 15)"
            + " < mean(reward_minutes_per_day, conversion_rate: 10)"
        let expression = try XCTUnwrap(parsed(text))
        XCTAssertEqual(
            shape(expression),
            "(< mean(reward_minutes_per_day, conversion_rate: 15.0)"
                + " mean(reward_minutes_per_day, conversion_rate: 10.0))"
        )
        guard case .binary(_, .call(_, let arguments, _), _, _) = expression else { return XCTFail() }
        XCTAssertEqual(
            arguments[1],
            Argument(label: "conversion_rate", value: .number(15, span: span(46, 2)), span: span(29, 19))
        )
    }

    func testPrecedenceRunsFromOrDownToUnary() {
        XCTAssertEqual(parsed("1 + 2 * 3 - 4 / 2").map(shape), "(- (+ 1.0 (* 2.0 3.0)) (/ 4.0 2.0))")
        XCTAssertEqual(
            parsed("a() or b() and not c() == 1").map(shape), "(or a() (and b() (not (== c() 1.0))))"
        )
        XCTAssertEqual(parsed("not not true").map(shape), "(not (not true))")
        XCTAssertEqual(parsed("--f().x").map(shape), "(- (- (. f() x)))")
        XCTAssertEqual(parsed("(1 + 2) * -3").map(shape), "(* (+ 1.0 2.0) (- 3.0))")
    }

    func testCompositeSpansIncludeParentheses() throws {
        let expression = try XCTUnwrap(parsed("(1 + 2) * 3"))
        XCTAssertEqual(expression.span, span(0, 11))
        guard case .binary(_, let left, _, _) = expression else { return XCTFail() }
        XCTAssertEqual(left.span, span(1, 5))
        XCTAssertEqual(parsed("-(x)")?.span, span(0, 4))
    }

    func testHyphenJoinsIdentifiersOnlyWithoutSpaces() {
        XCTAssertEqual(parsed("f(khan-kids-2)").map(shape), "f(khan-kids-2)")
        XCTAssertEqual(parsed("a - b").map(shape), "(- a b)")
        XCTAssertEqual(parsed("a -b").map(shape), "(- a b)")
        XCTAssertEqual(parsed("a- b").map(shape), "(- a b)")
        XCTAssertEqual(parsed("f()-1").map(shape), "(- f() 1.0)")
        XCTAssertEqual(parsed("a-b"), .name("a-b", span: span(0, 3)))
    }

    func testNumbersAcceptSeparatorsUnitsAndPercent() {
        XCTAssertEqual(parsed("1_000"), .number(1_000, span: span(0, 5)))
        XCTAssertEqual(parsed("0.95"), .number(0.95, span: span(0, 4)))
        XCTAssertEqual(parsed("95%"), .number(0.95, span: span(0, 3)))
        XCTAssertEqual(parsed("12.5%"), .number(0.125, span: span(0, 5)))
        XCTAssertEqual(parsed("250ms"), .duration(milliseconds: 250, span: span(0, 5)))
        XCTAssertEqual(parsed("0.3s"), .duration(milliseconds: 300, span: span(0, 4)))
        XCTAssertEqual(parsed("1.5m"), .duration(milliseconds: 90_000, span: span(0, 4)))
        XCTAssertEqual(parsed("2h"), .duration(milliseconds: 7_200_000, span: span(0, 2)))
        XCTAssertEqual(parsed("1d"), .duration(milliseconds: 86_400_000, span: span(0, 2)))
        XCTAssertEqual(parsed("1_0w"), .duration(milliseconds: 6_048_000_000, span: span(0, 4)))
        XCTAssertEqual(parsed("1.500s"), .duration(milliseconds: 1_500, span: span(0, 6)))
    }

    func testPhraseMayCarryADuration() {
        XCTAssertEqual(
            parsed("latency(sync, last 5m)").map(shape), "latency(sync, [last 300000ms])"
        )
    }

    func testKeywordsAndBooleansAndEmptyCalls() {
        XCTAssertEqual(parsed("true"), .boolean(true, span: span(0, 4)))
        XCTAssertEqual(parsed("false or now()").map(shape), "(or false now())")
        XCTAssertEqual(parsed("anda(x)").map(shape), "anda(x)")
    }

    func testSpansCountUnicodeScalarsNotBytes() {
        XCTAssertEqual(parsedExpectation("f() at 👍🏽 ")?.atSpan, span(7, 2))
        XCTAssertEqual(syntaxError("f(é) == 10")?.span, span(2, 1))
    }
}
