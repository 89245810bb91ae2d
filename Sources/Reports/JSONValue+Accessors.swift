extension JSONValue {
    /// The value of the first member named `key` when this is an object; `nil` otherwise.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    public var members: [JSONMember]? {
        if case .object(let members) = self { members } else { nil }
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { elements } else { nil }
    }

    public var stringValue: String? {
        if case .string(let text) = self { text } else { nil }
    }

    public var boolValue: Bool? {
        if case .bool(let flag) = self { flag } else { nil }
    }

    /// Only for values written without a fraction: `2.0` stays a number, so a reader does not
    /// silently accept a statistic where a count was expected.
    public var intValue: Int64? {
        if case .integer(let integer) = self { integer } else { nil }
    }

    /// Any numeric value, integers included, since a reader of statistics wants both.
    public var doubleValue: Double? {
        switch self {
        case .integer(let integer): Double(integer)
        case .number(let value, _): value
        default: nil
        }
    }

    public var isNull: Bool { self == .null }
}
