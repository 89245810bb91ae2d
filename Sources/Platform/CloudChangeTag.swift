/// `recordChangeTag`: the server gives a record a new tag on every save. A save based on a tag
/// that is no longer the server's fails with `serverRecordChanged`. Opaque to the app: it is
/// only kept and sent back, never compared for order.
public struct CloudChangeTag: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}
