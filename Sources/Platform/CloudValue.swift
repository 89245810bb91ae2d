/// A field value. Integers and text are all the app stores; times travel as milliseconds since
/// the epoch, so no floating point ever enters a record.
public enum CloudValue: Hashable, Sendable, CustomStringConvertible {
    case int(Int64)
    case text(String)

    public var intValue: Int64? {
        if case .int(let value) = self { value } else { nil }
    }

    public var textValue: String? {
        if case .text(let value) = self { value } else { nil }
    }

    public var description: String {
        switch self {
        case .int(let value): String(value)
        case .text(let value): "\"\(value)\""
        }
    }
}
