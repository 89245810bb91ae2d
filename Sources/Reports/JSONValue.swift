/// A JSON document whose objects keep their members in insertion order.
///
/// Reports must be byte-for-byte identical from run to run, and a `Dictionary` would
/// iterate in a different order in every process, so objects are arrays of members and
/// the order they were built in is the order they are written in.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case integer(Int64)
    /// Written with exactly `fractionDigits` digits after the point and never with an
    /// exponent, so a statistic keeps the same width in every run. NaN and infinities are
    /// written as `null`, and a value that rounds to zero is written without a minus sign.
    case number(Double, fractionDigits: Int)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The most digits a number may ask for; beyond this a `Double` has no more to give.
    public static let fractionDigitsMax = 340

    /// An object from key–value pairs built at run time, in the order given.
    public init(object pairs: [(String, JSONValue)]) {
        self = .object(pairs.map { JSONMember($0.0, $0.1) })
    }
}

/// One key–value pair of a JSON object. A struct rather than a tuple so that objects can
/// be compared and hashed.
public struct JSONMember: Hashable, Sendable {
    public var key: String
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}
