/// Parses expectations such as `points(alex) == 10` or `shielded(alex-ipad, minecraft) at 08:22`.
///
/// The parser knows no function names: callers walk the returned tree to check them, so a
/// misspelt function is reported before a simulation runs rather than after.
public enum ExpressionParser {
    /// An expression optionally followed by `at` and a raw time.
    public static func parseExpectation(_ text: String) -> Result<Expectation, ExpressionSyntaxError> {
        Result { () throws(ExpressionSyntaxError) -> Expectation in
            var parser = try RecursiveDescentParser(text: text)
            let expression = try parser.parseExpression()
            let time = try parser.parseAtSuffix()
            try parser.expectEnd()
            return Expectation(text: text, expression: expression, atText: time?.text, atSpan: time?.span)
        }
    }

    /// An expression alone; `at` is an error here.
    public static func parseExpression(_ text: String) -> Result<Expression, ExpressionSyntaxError> {
        Result { () throws(ExpressionSyntaxError) -> Expression in
            var parser = try RecursiveDescentParser(text: text)
            let expression = try parser.parseExpression()
            try parser.expectEnd()
            return expression
        }
    }
}
