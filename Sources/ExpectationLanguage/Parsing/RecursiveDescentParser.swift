/// One parse of one text, one function per grammar rule, lowest precedence first.
///
/// Every composite node's span runs from the first token of its rule to the last token consumed,
/// which is why each rule notes `current.span.start` before descending.
struct RecursiveDescentParser {
    private(set) var lexer: ExpressionLexer
    private(set) var current: Token
    /// A second token of lookahead, needed only to tell `day 2` and `label: value` arguments apart.
    private var following: Token?
    private(set) var previous: Token?
    private var nestingDepth = 0

    init(text: String) throws(ExpressionSyntaxError) {
        lexer = ExpressionLexer(text: text)
        current = try lexer.nextToken()
    }

    /// Parses the expression and stops before whatever follows it.
    mutating func parseExpression() throws(ExpressionSyntaxError) -> Expression {
        guard current.kind != .end else {
            throw ExpressionSyntaxError(
                message: "empty expression",
                span: SourceSpan(start: 0, length: lexer.scalars.count),
                help: "write a condition, e.g. points(alex) == 10"
            )
        }
        return try parseOr()
    }

    /// The raw time after `at`, taken without lexing it.
    mutating func parseAtSuffix() throws(ExpressionSyntaxError) -> (text: String, span: SourceSpan)? {
        guard current.kind == .keyword(.at) else { return nil }
        precondition(following == nil, "the token after 'at' must not have been lexed")
        let rest = lexer.takeRest()
        guard rest.span.length > 0 else {
            throw ExpressionSyntaxError(
                message: "missing time after 'at'",
                span: current.span,
                help: "e.g. at 08:22 or at day 2 08:22"
            )
        }
        current = Token(kind: .end, span: SourceSpan(start: lexer.offset, length: 0))
        return rest
    }

    mutating func expectEnd() throws(ExpressionSyntaxError) {
        switch current.kind {
        case .end:
            return
        case .symbol(.rightParenthesis):
            throw error("unmatched ')'", help: "remove it, or add the '(' it should close")
        case .keyword(.at):
            throw error("unexpected 'at'", help: "a time with 'at' may only end a whole expectation")
        default:
            throw error(
                "unexpected '\(lexer.text(of: current.span))' after the end of the expression",
                help: "combine conditions with 'and' or 'or'"
            )
        }
    }

    // MARK: - Token handling

    @discardableResult
    mutating func advance() throws(ExpressionSyntaxError) -> Token {
        precondition(current.kind != .end, "cannot advance past the end")
        let consumed = current
        if let following {
            current = following
            self.following = nil
        } else {
            current = try lexer.nextToken()
        }
        previous = consumed
        return consumed
    }

    mutating func peekFollowing() throws(ExpressionSyntaxError) -> Token {
        if let following { return following }
        precondition(current.kind != .end, "nothing follows the end")
        let token = try lexer.nextToken()
        following = token
        return token
    }

    /// The span from `start` to the end of the last consumed token.
    func span(from start: Int) -> SourceSpan {
        let end = previous?.span.end ?? start
        precondition(end >= start, "a node cannot end before it starts")
        return SourceSpan(start: start, length: end - start)
    }

    func error(_ message: String, at span: SourceSpan? = nil, help: String? = nil) -> ExpressionSyntaxError {
        ExpressionSyntaxError(message: message, span: span ?? current.span, help: help)
    }

    func quoted(_ token: Token) -> String {
        "'\(lexer.text(of: token.span))'"
    }

    /// A chain such as `a + b + c` nests to the left, so each operator in it counts as a level too.
    func checkNestingDepth(adding levels: Int) throws(ExpressionSyntaxError) {
        guard nestingDepth + levels <= ExpressionLimits.nestingDepthMax else {
            throw error("expression nests too deeply", help: "split it into several expectations")
        }
    }

    /// Counts one level of nesting around `body`, so deep input fails cleanly.
    mutating func nested(
        _ body: (inout Self) throws(ExpressionSyntaxError) -> Expression
    ) throws(ExpressionSyntaxError) -> Expression {
        try checkNestingDepth(adding: 1)
        nestingDepth += 1
        defer { nestingDepth -= 1 }
        return try body(&self)
    }
}
