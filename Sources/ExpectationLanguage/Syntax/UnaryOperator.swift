/// Raw values are the spellings, so messages can quote the operator as written.
public enum UnaryOperator: String, Sendable {
    case negate = "-"
    case not
}
