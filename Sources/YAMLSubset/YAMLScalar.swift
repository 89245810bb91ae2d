/// How a scalar was written. Schemas use it to tell `key:` (empty) from `key: ""`.
public enum ScalarStyle: String, Sendable {
    case plain, singleQuoted, doubleQuoted, literal, folded, empty
}

/// A scalar is always text: the subset has no implicit typing, so `no`, `12:30` and `1e3`
/// reach the schema exactly as written and the schema decides what they mean.
public struct YAMLScalar: Hashable, Sendable {
    public let value: String
    public let location: SourceLocation
    /// Unicode scalars the value occupies in the source, quotes included; 0 when empty.
    public let length: Int
    public let style: ScalarStyle

    public init(value: String, location: SourceLocation, length: Int, style: ScalarStyle) {
        precondition(length >= 0, "a scalar cannot have a negative length")
        precondition(style != .empty || value.isEmpty, "an empty scalar has no value")
        self.value = value
        self.location = location
        self.length = length
        self.style = style
    }
}
