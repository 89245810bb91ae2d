/// A custom record zone: the unit of change tracking, atomic commits and sharing. A zone lives
/// in its owner's private database and appears in each participant's shared database.
public struct CloudZoneID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let name: String
    public let owner: CloudAccountID

    public init(name: String, owner: CloudAccountID) {
        precondition(!name.isEmpty, "a zone has a name")
        self.name = name
        self.owner = owner
    }

    /// Hashes the name alone: the zones one world holds have distinct names (they name the
    /// child they are for), so the owner's text would only add work. Equality still compares it.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    public static func < (lhs: CloudZoneID, rhs: CloudZoneID) -> Bool {
        (lhs.owner, lhs.name) < (rhs.owner, rhs.name)
    }

    /// `child-alex@parent-sam`.
    public var description: String { "\(name)@\(owner)" }
}
