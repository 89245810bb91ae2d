extension RecursiveDescentParser {
    mutating func parsePostfix() throws(ExpressionSyntaxError) -> Expression {
        let start = current.span.start
        var result = try parsePrimary()
        var chainLength = 0
        while current.kind == .symbol(.dot) {
            // Each member access nests the tree one level deeper, as an operator chain does.
            chainLength += 1
            try checkNestingDepth(adding: chainLength)
            let dot = try advance()
            guard case .identifier(let name) = current.kind else {
                throw error(
                    "expected a name after '.'",
                    at: current.kind == .end ? dot.span : current.span,
                    help: "e.g. ledger(alex).consistent"
                )
            }
            try advance()
            result = .member(base: result, name: name, span: span(from: start))
        }
        return result
    }

    private mutating func parsePrimary() throws(ExpressionSyntaxError) -> Expression {
        let token = current
        switch token.kind {
        case .number(let value):
            try advance()
            return .number(value, span: token.span)
        case .duration(let milliseconds):
            try advance()
            return .duration(milliseconds: milliseconds, span: token.span)
        case .keyword(.true), .keyword(.false):
            try advance()
            return .boolean(token.kind == .keyword(.true), span: token.span)
        case .identifier(let name):
            try advance()
            guard current.kind == .symbol(.leftParenthesis) else { return .name(name, span: token.span) }
            return try parseCall(name: name, start: token.span.start)
        case .symbol(.leftParenthesis):
            let opening = try advance()
            let inner = try parseOr()
            try expectClosing(opening, otherwise: "expected ')' or an operator")
            return inner
        default:
            throw missingOperand()
        }
    }

    private func missingOperand() -> ExpressionSyntaxError {
        if current.kind == .end, let previous {
            if previous.kind == .symbol(.leftParenthesis) {
                return unterminatedParenthesis(previous)
            }
            return error("missing operand after \(quoted(previous))", at: previous.span)
        }
        if current.binaryOperator != nil {
            return error("missing operand before \(quoted(current))")
        }
        return error("expected a value but found \(quoted(current))")
    }

    private mutating func parseCall(name: String, start: Int) throws(ExpressionSyntaxError) -> Expression {
        let opening = try advance()
        var arguments: [Argument] = []
        if current.kind != .symbol(.rightParenthesis) {
            arguments.append(try parseArgument())
            while current.kind == .symbol(.comma) {
                try advance()
                arguments.append(try parseArgument())
            }
        }
        try expectClosing(opening, otherwise: "expected ',' or ')' after an argument")
        return .call(name: name, arguments: arguments, span: span(from: start))
    }

    /// Tells `label: value` and `day 2` apart from a plain expression by the token after a word.
    private mutating func parseArgument() throws(ExpressionSyntaxError) -> Argument {
        let start = current.span.start
        guard case .identifier(let word) = current.kind else {
            return Argument(label: nil, value: try parseOr(), span: span(from: start))
        }
        let following = try peekFollowing()
        switch following.kind {
        case .symbol(.colon):
            try advance()
            try advance()
            return Argument(label: word, value: try parseOr(), span: span(from: start))
        case .number, .duration:
            try advance()
            let value = try parsePrimary()
            let phrase = Expression.phrase(word: word, value: value, span: span(from: start))
            return Argument(label: nil, value: phrase, span: span(from: start))
        case .identifier, .keyword(.true), .keyword(.false):
            throw error(
                "expected a number after '\(word)'",
                at: following.span,
                help: "a phrase is a word and a number, e.g. day 2; separate arguments with ','"
            )
        default:
            return Argument(label: nil, value: try parseOr(), span: span(from: start))
        }
    }

    private mutating func expectClosing(
        _ opening: Token, otherwise message: String
    ) throws(ExpressionSyntaxError) {
        switch current.kind {
        case .symbol(.rightParenthesis):
            try advance()
        case .end:
            throw unterminatedParenthesis(opening)
        default:
            throw error(
                "\(message), found \(quoted(current))",
                help: "the '(' at column \(opening.span.start + 1) is still open"
            )
        }
    }

    /// Points at the opening parenthesis: the end of the text is no help in finding it.
    private func unterminatedParenthesis(_ opening: Token) -> ExpressionSyntaxError {
        error("unterminated parenthesis", at: opening.span, help: "add ')' to close it")
    }
}
