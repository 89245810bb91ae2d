/// A zone's server change token: how far a client has read the zone's change log. Opaque to
/// the app, which persists it with the data fetched before it and sends it back on the next
/// fetch. A token older than the server keeps history for fails with `changeTokenExpired`.
public struct CloudChangeToken: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}
