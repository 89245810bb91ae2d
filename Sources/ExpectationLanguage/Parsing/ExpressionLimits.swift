/// The bounds an expectation's text is held to, public so the manual's limits page prints the
/// values the parser checks.
public enum ExpressionLimits {
    /// The deepest syntax tree accepted: deep enough for any expectation a person writes, shallow
    /// enough that evaluating, comparing or freeing the tree cannot exhaust the stack.
    public static let nestingDepthMax = 100
    /// The largest number literal: every whole number up to it is exact as a Double, and no
    /// expectation counts anything near it.
    public static let numberLiteralMax = 1e15
}
