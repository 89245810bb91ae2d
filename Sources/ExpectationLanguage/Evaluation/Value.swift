/// What an expression evaluates to.
public enum Value: Hashable, Sendable {
    case number(Double)
    case duration(milliseconds: Int64)
    case boolean(Bool)
    /// Only environments produce text; the language has no text literals.
    case text(String)

    var kind: ValueKind {
        switch self {
        case .number: .number
        case .duration: .duration
        case .boolean: .boolean
        case .text: .text
        }
    }
}

/// The kinds of value, named for messages such as "cannot compare a duration with a number".
enum ValueKind: String {
    case number, duration, boolean, text

    var withArticle: String { "a \(rawValue)" }

    var plural: String { "\(rawValue)s" }
}
