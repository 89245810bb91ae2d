extension JSONValue {
    /// The value of the first member named `key` when this is an object; `nil` otherwise.
    public subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    public var members: [JSONMember]? {
        if case let .object(members) = self { members } else { nil }
    }

    public var arrayValue: [JSONValue]? {
        if case let .array(elements) = self { elements } else { nil }
    }

    public var stringValue: String? {
        if case let .string(text) = self { text } else { nil }
    }

    public var boolValue: Bool? {
        if case let .bool(flag) = self { flag } else { nil }
    }

    /// Only for values written without a fraction: `2.0` stays a number, so a reader does not
    /// silently accept a statistic where a count was expected.
    public var intValue: Int64? {
        if case let .integer(integer) = self { integer } else { nil }
    }

    /// Any numeric value, integers included, since a reader of statistics wants both.
    public var doubleValue: Double? {
        switch self {
        case let .integer(integer): Double(integer)
        case let .number(value, _): value
        default: nil
        }
    }

    public var isNull: Bool { self == .null }
}
