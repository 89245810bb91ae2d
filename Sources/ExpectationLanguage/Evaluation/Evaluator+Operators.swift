extension Evaluator {
    /// An operand with its value, so error messages can quote the text that produced the value.
    typealias EvaluatedOperand = (expression: Expression, value: Value)

    mutating func evaluateUnary(
        _ unaryOperator: UnaryOperator, _ operand: Expression, span: SourceSpan,
        in environment: some ExpressionEnvironment
    ) throws(EvaluationError) -> Value {
        let value = try evaluate(operand, in: environment)
        switch unaryOperator {
        case .not:
            return .boolean(!(try boolean(value, of: operand, for: "not")))
        case .negate:
            let negated: Value?
            do {
                negated = try Arithmetic.negate(value)
            } catch {
                throw outOfRange(span)
            }
            guard let negated else {
                throw EvaluationError(
                    message: "cannot negate \(value.kind.withArticle)",
                    span: span,
                    help: "use 'not' to negate a boolean"
                )
            }
            return negated
        }
    }

    /// `and` and `or` skip their right side once the left decides, so its calls are not recorded —
    /// unless the evaluator checks every branch.
    mutating func evaluateBinary(
        _ binaryOperator: BinaryOperator, _ left: Expression, _ right: Expression, span: SourceSpan,
        in environment: some ExpressionEnvironment
    ) throws(EvaluationError) -> Value {
        if binaryOperator == .and || binaryOperator == .or {
            return try evaluateLogical(binaryOperator, left, right, in: environment)
        }
        let leftValue = try evaluate(left, in: environment)
        let rightValue = try evaluate(right, in: environment)
        if binaryOperator.isComparison {
            guard let holds = Comparison.compare(binaryOperator, leftValue, rightValue) else {
                throw comparisonMismatch(binaryOperator, (left, leftValue), (right, rightValue), span: span)
            }
            return .boolean(holds)
        }
        let result: Value?
        do {
            result = try Arithmetic.apply(binaryOperator, leftValue, rightValue)
        } catch .divisionByZero {
            throw EvaluationError(message: "division by zero", span: right.span)
        } catch {
            throw outOfRange(span)
        }
        guard let result else {
            throw EvaluationError(
                message: "cannot apply '\(binaryOperator.rawValue)' to \(leftValue.kind.withArticle)"
                    + " and \(rightValue.kind.withArticle)",
                span: span,
                help: mismatchHelp((left, leftValue), (right, rightValue))
            )
        }
        return result
    }

    private mutating func evaluateLogical(
        _ binaryOperator: BinaryOperator, _ left: Expression, _ right: Expression,
        in environment: some ExpressionEnvironment
    ) throws(EvaluationError) -> Value {
        let operatorName = binaryOperator.rawValue
        let leftBoolean = try boolean(evaluate(left, in: environment), of: left, for: operatorName)
        let isDecided = leftBoolean != (binaryOperator == .and)
        guard !isDecided else {
            if evaluatesEveryBranch { _ = try boolean(evaluate(right, in: environment), of: right, for: operatorName) }
            return .boolean(leftBoolean)
        }
        return .boolean(try boolean(evaluate(right, in: environment), of: right, for: operatorName))
    }

    private func boolean(
        _ value: Value, of operand: Expression, for operatorName: String
    ) throws(EvaluationError) -> Bool {
        guard case .boolean(let boolean) = value else {
            let text = sourceText(of: operand.span)
            throw EvaluationError(
                message: "'\(operatorName)' needs a boolean, but '\(text)' is \(value.kind.withArticle)",
                span: operand.span,
                help: value.kind == .number ? "compare it, e.g. \(text) > 0" : nil
            )
        }
        return boolean
    }

    private func comparisonMismatch(
        _ binaryOperator: BinaryOperator, _ left: EvaluatedOperand, _ right: EvaluatedOperand,
        span: SourceSpan
    ) -> EvaluationError {
        guard left.value.kind == right.value.kind else {
            return EvaluationError(
                message: "cannot compare \(left.value.kind.withArticle) with \(right.value.kind.withArticle)",
                span: span,
                help: mismatchHelp(left, right)
            )
        }
        return EvaluationError(
            message: "cannot order \(left.value.kind.plural) with '\(binaryOperator.rawValue)'",
            span: span,
            help: "only '==' and '!=' apply to \(left.value.kind.plural)"
        )
    }

    /// Mixing a duration with a plain number almost always means a forgotten unit.
    private func mismatchHelp(_ left: EvaluatedOperand, _ right: EvaluatedOperand) -> String? {
        let number: Expression
        switch (left.value, right.value) {
        case (.duration, .number): number = right.expression
        case (.number, .duration): number = left.expression
        default: return nil
        }
        let text = sourceText(of: number.span)
        guard case .number = number else { return "'\(text)' is a number, not a duration" }
        return "write \(text)s or \(text)m, not \(text)"
    }

    private func outOfRange(_ span: SourceSpan) -> EvaluationError {
        EvaluationError(message: "result is out of range", span: span)
    }
}
