/// One call or member access and the value it produced, kept to explain a failure:
/// `reward_minutes(alex) == earned(alex) / 2` fails more helpfully with both sides shown.
public struct EvaluatedTerm: Hashable, Sendable {
    /// The exact source text of the sub-expression.
    public let text: String
    public let value: Value

    public init(text: String, value: Value) {
        self.text = text
        self.value = value
    }
}
