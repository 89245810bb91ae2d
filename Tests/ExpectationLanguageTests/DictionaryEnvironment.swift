import ExpectationLanguage

/// A fake environment that answers calls from a table keyed by the rendered call, e.g.
/// `earned(alex, day 2)` or `mean(rate, conversion_rate: 15)`, evaluating non-name arguments
/// through the evaluator so that nested calls are recorded as terms.
struct DictionaryEnvironment: ExpressionEnvironment {
    var values: [String: Value]
    /// Above 1, every evaluated argument is evaluated again, to check terms are not duplicated.
    var evaluationsPerArgument = 1

    func call(
        _ name: String, arguments: [Argument], span: SourceSpan, evaluator: inout Evaluator
    ) throws(EvaluationError) -> Value {
        try lookUp(try render(name, arguments, evaluator: &evaluator), span: span)
    }

    func member(
        _ name: String, of base: Expression, span: SourceSpan, evaluator: inout Evaluator
    ) throws(EvaluationError) -> Value {
        guard case .call(let baseName, let arguments, _) = base else {
            throw EvaluationError(message: "members need a call as their base", span: base.span)
        }
        return try lookUp(try render(baseName, arguments, evaluator: &evaluator) + "." + name, span: span)
    }

    private func lookUp(_ key: String, span: SourceSpan) throws(EvaluationError) -> Value {
        guard let value = values[key] else {
            throw EvaluationError(message: "unknown \(key)", span: span, help: "known: a fixed table")
        }
        return value
    }

    private func render(
        _ name: String, _ arguments: [Argument], evaluator: inout Evaluator
    ) throws(EvaluationError) -> String {
        var rendered: [String] = []
        for argument in arguments {
            switch (argument.label, argument.value) {
            case (nil, .name(let word, _)):
                rendered.append(word)
            case (nil, .phrase(let word, let value, _)):
                rendered.append("\(word) \(try evaluate(value, &evaluator))")
            case (let label?, let value):
                rendered.append("\(label): \(try evaluate(value, &evaluator))")
            case (nil, let value):
                rendered.append(try evaluate(value, &evaluator).description)
            }
        }
        return "\(name)(\(rendered.joined(separator: ", ")))"
    }

    private func evaluate(
        _ expression: Expression, _ evaluator: inout Evaluator
    ) throws(EvaluationError) -> Value {
        var value = try evaluator.evaluate(expression, in: self)
        for _ in 1..<evaluationsPerArgument {
            value = try evaluator.evaluate(expression, in: self)
        }
        return value
    }
}
