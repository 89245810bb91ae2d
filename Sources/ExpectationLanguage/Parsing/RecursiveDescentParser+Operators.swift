extension RecursiveDescentParser {
    mutating func parseOr() throws(ExpressionSyntaxError) -> Expression {
        try nested { parser throws(ExpressionSyntaxError) in
            try parser.parseLeftAssociative([.or]) { parser throws(ExpressionSyntaxError) in
                try parser.parseAnd()
            }
        }
    }

    private mutating func parseAnd() throws(ExpressionSyntaxError) -> Expression {
        try parseLeftAssociative([.and]) { parser throws(ExpressionSyntaxError) in try parser.parseNot() }
    }

    private mutating func parseNot() throws(ExpressionSyntaxError) -> Expression {
        guard current.kind == .keyword(.not) else { return try parseComparison() }
        let start = current.span.start
        try advance()
        let operand = try nested { parser throws(ExpressionSyntaxError) in try parser.parseNot() }
        return .unary(.not, operand, span: span(from: start))
    }

    private mutating func parseComparison() throws(ExpressionSyntaxError) -> Expression {
        let start = current.span.start
        let left = try parseAdditive()
        guard let comparison = current.binaryOperator, comparison.isComparison else { return left }
        try advance()
        let right = try parseAdditive()
        if let chained = current.binaryOperator, chained.isComparison {
            throw error(
                "comparisons do not chain; use 'and'",
                help: "write 'a < b and b < c' instead of 'a < b < c'"
            )
        }
        return .binary(comparison, left, right, span: span(from: start))
    }

    private mutating func parseAdditive() throws(ExpressionSyntaxError) -> Expression {
        try parseLeftAssociative([.add, .subtract]) { parser throws(ExpressionSyntaxError) in
            try parser.parseMultiplicative()
        }
    }

    private mutating func parseMultiplicative() throws(ExpressionSyntaxError) -> Expression {
        try parseLeftAssociative([.multiply, .divide]) { parser throws(ExpressionSyntaxError) in
            try parser.parseUnary()
        }
    }

    private mutating func parseUnary() throws(ExpressionSyntaxError) -> Expression {
        guard current.kind == .symbol(.minus) else { return try parsePostfix() }
        let start = current.span.start
        try advance()
        let operand = try nested { parser throws(ExpressionSyntaxError) in try parser.parseUnary() }
        return .unary(.negate, operand, span: span(from: start))
    }

    private mutating func parseLeftAssociative(
        _ operators: [BinaryOperator],
        operand: (inout Self) throws(ExpressionSyntaxError) -> Expression
    ) throws(ExpressionSyntaxError) -> Expression {
        let start = current.span.start
        var result = try operand(&self)
        var chainLength = 0
        while let binaryOperator = current.binaryOperator, operators.contains(binaryOperator) {
            chainLength += 1
            try checkNestingDepth(adding: chainLength)
            try advance()
            let right = try operand(&self)
            result = .binary(binaryOperator, result, right, span: span(from: start))
        }
        return result
    }
}
