import ExpectationLanguage
import Platform
import YAMLSubset

extension ScenarioDecoder {
    /// Expectations (or conclusions) of one file at most: each is parsed and checked, so this
    /// bounds the time `check` may take on a file of one-line expectations.
    static let expectationsMax = 10_000

    /// Whether `items` is within ``expectationsMax``; reported once when not.
    mutating func fitsExpectationLimit(_ items: [YAMLNode], _ node: YAMLNode, _ what: String) -> Bool {
        guard items.count > Self.expectationsMax else { return true }
        fail(
            "'\(what)' has \(items.count) entries; at most \(Self.expectationsMax)", at: node.location,
            help: "split the scenario, or combine conditions with 'and'")
        return false
    }

    mutating func decodeExpectations(_ node: YAMLNode, names: ScenarioNames) -> [ExpectationSpec] {
        guard let items = list(node, "'expect'"), fitsExpectationLimit(items, node, "expect") else { return [] }
        return items.compactMap { item -> ExpectationSpec? in
            // Past the error cap the file is refused anyway: checking on would be work for nothing.
            guard !isSaturated else { return nil }
            guard case .scalar(let scalar) = item else {
                fail(
                    "an expectation is one line of text, not \(item.kindDescription)", at: item.location,
                    help: "quote expressions that contain ': ', e.g. - \"mean(x, rate: 5) > 1\"")
                return nil
            }
            return decodeExpectation(scalar, names: names)
        }
    }

    /// The expectation written in `scalar`, or nil once its syntax error is reported.
    mutating func parsedExpectation(_ scalar: YAMLScalar) -> Expectation? {
        switch ExpressionParser.parseExpectation(scalar.value) {
        case .success(let parsed):
            return parsed
        case .failure(let error):
            fail(error.message, at: location(of: error.span, in: scalar), length: error.span.length, help: error.help)
            return nil
        }
    }

    mutating func decodeExpectation(_ scalar: YAMLScalar, names: ScenarioNames) -> ExpectationSpec? {
        guard let expectation = parsedExpectation(scalar) else { return nil }
        var time: Instant?
        if let atText = expectation.atText, let atSpan = expectation.atSpan {
            let atScalar = YAMLScalar(
                value: atText, location: location(of: atSpan, in: scalar),
                length: atSpan.length, style: .plain)
            guard let moment = decodeMoment(atScalar, names: names) else { return nil }
            time = moment
        }
        var evaluator = Evaluator(source: expectation.text, evaluatesEveryBranch: true)
        do {
            let value = try evaluator.evaluate(
                expectation.expression, in: ExpectationEnvironment(names: names, run: nil))
            guard case .boolean = value else {
                fail(
                    "an expectation must be true or false, but this one is a \(Self.kindName(value))",
                    at: scalar.location, length: scalar.length, help: "compare it, e.g. points(alex) == 10")
                return nil
            }
        } catch {
            fail(error.message, at: location(of: error.span, in: scalar), length: error.span.length, help: error.help)
            return nil
        }
        return ExpectationSpec(text: scalar.value, expectation: expectation, time: time, location: scalar.location)
    }

    /// Where a span of the expression text sits in the file, escapes, block scalars and
    /// continuation lines included.
    func location(of span: SourceSpan, in scalar: YAMLScalar) -> SourceLocation {
        if scalar.style == .plain, scalar.length == scalar.value.unicodeScalars.count {
            return SourceLocation(line: scalar.location.line, column: scalar.location.column + span.start)
        }
        return ScalarSourceMap(scalar: scalar, source: source).location(ofValueOffset: span.start)
    }

    static func kindName(_ value: Value) -> String {
        switch value {
        case .number: "number"
        case .duration: "duration"
        case .boolean: "boolean"
        case .text: "text"
        }
    }
}
