import ExpectationLanguage
import XCTest

final class EvaluatorTests: XCTestCase {
    private let family = DictionaryEnvironment(values: [
        "points(alex)": .number(10),
        "earned(alex)": .number(30),
        "earned(alex, day 2)": .number(7),
        "redemptions(alex, rejected)": .number(1),
        "reward_minutes(alex)": .number(15),
        "p95(config_sync_latency)": .duration(milliseconds: 4_200),
        "ledger(alex).consistent": .boolean(true),
        "mean(reward_minutes_per_day, conversion_rate: 15)": .number(20),
        "mean(reward_minutes_per_day, conversion_rate: 10)": .number(30),
        "name(alex)": .text("Alex"),
        "double(10)": .number(20),
    ])

    private func evaluated(
        _ text: String, in environment: DictionaryEnvironment? = nil
    ) throws -> (value: Value, terms: [EvaluatedTerm]) {
        let expectation = try ExpressionParser.parseExpectation(text).get()
        var evaluator = Evaluator(source: text)
        let value = try evaluator.evaluate(expectation.expression, in: environment ?? family)
        return (value, evaluator.terms)
    }

    private func evaluationError(_ text: String) -> EvaluationError? {
        do {
            let result = try evaluated(text)
            XCTFail("'\(text)' evaluated to \(result.value) but should have failed")
            return nil
        } catch let error as EvaluationError {
            return error
        } catch {
            XCTFail("'\(text)' failed to parse: \(error)")
            return nil
        }
    }

    func testComparisonRecordsTheCallAndItsValue() throws {
        let result = try evaluated("points(alex) == 10")
        XCTAssertEqual(result.value, .boolean(true))
        XCTAssertEqual(result.terms, [EvaluatedTerm(text: "points(alex)", value: .number(10))])
    }

    func testTermsAppearInEvaluationOrderWithExactSourceText() throws {
        let result = try evaluated("earned(alex,  day 2) >= 5 and redemptions(alex, rejected) == 1")
        XCTAssertEqual(result.value, .boolean(true))
        XCTAssertEqual(
            result.terms,
            [
                EvaluatedTerm(text: "earned(alex,  day 2)", value: .number(7)),
                EvaluatedTerm(text: "redemptions(alex, rejected)", value: .number(1)),
            ])
    }

    func testHalfOfEarnedEqualsRewardMinutes() throws {
        let result = try evaluated("reward_minutes(alex) == earned(alex) / 2")
        XCTAssertEqual(result.value, .boolean(true))
        XCTAssertEqual(result.terms.map(\.text), ["reward_minutes(alex)", "earned(alex)"])
    }

    func testLabelledArgumentsReachTheEnvironment() throws {
        let text =
            "mean(reward_minutes_per_day, conversion_rate: 15)"
            + " < mean(reward_minutes_per_day, conversion_rate: 10)"
        let result = try evaluated(text)
        XCTAssertEqual(result.value, .boolean(true))
        XCTAssertEqual(result.terms.map(\.value), [.number(20), .number(30)])
    }

    func testMemberIsRecordedWithItsWholeText() throws {
        let result = try evaluated("ledger(alex).consistent")
        XCTAssertEqual(result.value, .boolean(true))
        XCTAssertEqual(result.terms, [EvaluatedTerm(text: "ledger(alex).consistent", value: .boolean(true))])
    }

    func testDurationComparisonAgainstLatency() throws {
        XCTAssertEqual(try evaluated("p95(config_sync_latency) < 5s").value, .boolean(true))
        XCTAssertEqual(try evaluated("p95(config_sync_latency) >= 4.2s").value, .boolean(true))
        XCTAssertEqual(try evaluated("p95(config_sync_latency) > 4200ms").value, .boolean(false))
    }

    func testInnerCallIsRecordedBeforeTheCallThatUsesIt() throws {
        let result = try evaluated("double(points(alex)) == 20")
        XCTAssertEqual(
            result.terms,
            [
                EvaluatedTerm(text: "points(alex)", value: .number(10)),
                EvaluatedTerm(text: "double(points(alex))", value: .number(20)),
            ])
    }

    func testSpanEvaluatedTwiceIsRecordedOnce() throws {
        var environment = family
        environment.evaluationsPerArgument = 3
        let result = try evaluated("double(points(alex)) == 20", in: environment)
        XCTAssertEqual(result.terms.map(\.text), ["points(alex)", "double(points(alex))"])
    }

    func testSameCallAtTwoPlacesIsRecordedTwice() throws {
        let result = try evaluated("points(alex) + points(alex) == 20")
        XCTAssertEqual(result.value, .boolean(true))
        XCTAssertEqual(result.terms.map(\.text), ["points(alex)", "points(alex)"])
    }

    func testAndSkipsItsRightSideOnceTheLeftIsFalse() throws {
        let result = try evaluated("points(alex) == 0 and unknown(x) == 1")
        XCTAssertEqual(result.value, .boolean(false))
        XCTAssertEqual(result.terms.map(\.text), ["points(alex)"])
    }

    func testOrSkipsItsRightSideOnceTheLeftIsTrue() throws {
        let result = try evaluated("points(alex) == 10 or unknown(x) == 1")
        XCTAssertEqual(result.value, .boolean(true))
        XCTAssertEqual(result.terms.map(\.text), ["points(alex)"])
    }

    func testUndecidedOrEvaluatesBothSides() throws {
        let result = try evaluated("points(alex) == 0 or earned(alex) == 30")
        XCTAssertEqual(result.value, .boolean(true))
        XCTAssertEqual(result.terms.map(\.text), ["points(alex)", "earned(alex)"])
    }

    func testEnvironmentErrorsPassThrough() {
        let error = evaluationError("points(alex) == 10 and unknown(x) == 1")
        XCTAssertEqual(error?.message, "unknown unknown(x)")
        XCTAssertEqual(error?.span, span(23, 10))
    }

    func testNumbersWithinToleranceAreEqual() throws {
        XCTAssertEqual(try evaluated("0.1 + 0.2 == 0.3").value, .boolean(true))
        XCTAssertEqual(try evaluated("0.1 + 0.2 <= 0.3").value, .boolean(true))
        XCTAssertEqual(try evaluated("0.1 + 0.2 > 0.3").value, .boolean(false))
        XCTAssertEqual(try evaluated("0.1 + 0.2 != 0.3").value, .boolean(false))
        XCTAssertEqual(try evaluated("1 == 1.000001").value, .boolean(false))
        XCTAssertEqual(try evaluated("1_000_000_000_000 == 1_000_000_000_999").value, .boolean(true))
        XCTAssertEqual(try evaluated("1_000_000_000_000 < 1_000_000_001_001").value, .boolean(true))
    }

    func testArithmeticOnNumbersAndDurations() throws {
        XCTAssertEqual(try evaluated("7 - 2 * 3").value, .number(1))
        XCTAssertEqual(try evaluated("-(3 - 5)").value, .number(2))
        XCTAssertEqual(try evaluated("1m + 30s").value, .duration(milliseconds: 90_000))
        XCTAssertEqual(try evaluated("1m - 90s").value, .duration(milliseconds: -30_000))
        XCTAssertEqual(try evaluated("5s * 1.5").value, .duration(milliseconds: 7_500))
        XCTAssertEqual(try evaluated("3 * 5s").value, .duration(milliseconds: 15_000))
        XCTAssertEqual(try evaluated("10ms / 3").value, .duration(milliseconds: 3))
        XCTAssertEqual(try evaluated("1h / 40m").value, .number(1.5))
        XCTAssertEqual(try evaluated("-5s").value, .duration(milliseconds: -5_000))
        XCTAssertEqual(try evaluated("50% * 30").value, .number(15))
    }

    func testBooleansAndTextsCompareForEqualityOnly() throws {
        XCTAssertEqual(try evaluated("ledger(alex).consistent == true").value, .boolean(true))
        XCTAssertEqual(try evaluated("not ledger(alex).consistent").value, .boolean(false))
        XCTAssertEqual(try evaluated("not (points(alex) == 0)").value, .boolean(true))
        XCTAssertEqual(try evaluated("not not ledger(alex).consistent").value, .boolean(true))
        XCTAssertEqual(try evaluated("name(alex) == name(alex)").value, .boolean(true))
        let error = evaluationError("true < false")
        XCTAssertEqual(error?.message, "cannot order booleans with '<'")
        XCTAssertEqual(error?.help, "only '==' and '!=' apply to booleans")
        XCTAssertEqual(evaluationError("name(alex) > name(alex)")?.message, "cannot order texts with '>'")
    }

    func testDurationComparedWithNumberSuggestsAUnit() {
        let error = evaluationError("p95(config_sync_latency) < 5")
        XCTAssertEqual(error?.message, "cannot compare a duration with a number")
        XCTAssertEqual(error?.help, "write 5s or 5m, not 5")
        XCTAssertEqual(error?.span, span(0, 28))
        let computed = evaluationError("points(alex) > p95(config_sync_latency)")
        XCTAssertEqual(computed?.message, "cannot compare a number with a duration")
        XCTAssertEqual(computed?.help, "'points(alex)' is a number, not a duration")
    }

    func testArithmeticTypeErrorsNameBothKinds() {
        let error = evaluationError("5s + 1")
        XCTAssertEqual(error?.message, "cannot apply '+' to a duration and a number")
        XCTAssertEqual(error?.help, "write 1s or 1m, not 1")
        XCTAssertEqual(evaluationError("2s * 3s")?.message, "cannot apply '*' to a duration and a duration")
        XCTAssertEqual(evaluationError("true + 1")?.message, "cannot apply '+' to a boolean and a number")
        XCTAssertEqual(evaluationError("true == 1")?.message, "cannot compare a boolean with a number")
    }

    func testLogicalOperatorsNeedBooleans() {
        let error = evaluationError("points(alex) and true")
        XCTAssertEqual(error?.message, "'and' needs a boolean, but 'points(alex)' is a number")
        XCTAssertEqual(error?.span, span(0, 12))
        XCTAssertEqual(error?.help, "compare it, e.g. points(alex) > 0")
        XCTAssertEqual(evaluationError("not 1s")?.message, "'not' needs a boolean, but '1s' is a duration")
        XCTAssertEqual(evaluationError("-true")?.message, "cannot negate a boolean")
    }

    func testDivisionByZeroPointsAtTheDivisor() {
        let error = evaluationError("1 / (2 - 2)")
        XCTAssertEqual(error?.message, "division by zero")
        XCTAssertEqual(error?.span, span(5, 5))
        XCTAssertEqual(evaluationError("5s / 0")?.message, "division by zero")
        XCTAssertEqual(evaluationError("5s / 0ms")?.message, "division by zero")
    }

    func testOverflowIsAnError() {
        XCTAssertEqual(evaluationError("15_000_000w * 1_000")?.message, "result is out of range")
        XCTAssertEqual(evaluationError("8_000_000_000w + 8_000_000_000w")?.message, "result is out of range")
    }

    func testBareNameIsNotAValue() {
        let error = evaluationError("alex == 10")
        XCTAssertEqual(
            error?.message, "'alex' is not a value; did you mean a function call such as points(alex)?"
        )
        XCTAssertEqual(error?.span, span(0, 4))
    }

    func testPhraseOutsideACallIsNotAValue() {
        let phrase = Expression.phrase(word: "day", value: .number(2, span: span(4, 1)), span: span(0, 5))
        var evaluator = Evaluator(source: "day 2")
        XCTAssertThrowsError(try evaluator.evaluate(phrase, in: family)) { error in
            XCTAssertEqual((error as? EvaluationError)?.message, "'day 2' is not a value")
        }
    }
}
