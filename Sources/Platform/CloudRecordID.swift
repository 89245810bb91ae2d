/// A record's identity: its zone and a name the client chooses. A client-generated name is the
/// idempotency key of an insert: sending the same record twice cannot create two.
public struct CloudRecordID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let zone: CloudZoneID
    public let name: String

    public init(zone: CloudZoneID, name: String) {
        precondition(!name.isEmpty, "a record has a name")
        self.zone = zone
        self.name = name
    }

    /// Hashes the name alone: ids are keys of the busiest dictionaries on both sides of sync,
    /// and hashing the zone's two strings as well would triple the work for no gain, since a
    /// dictionary usually holds one zone's records or few records of the same name. Equality
    /// still compares the zone.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    public static func < (lhs: CloudRecordID, rhs: CloudRecordID) -> Bool {
        (lhs.zone, lhs.name) < (rhs.zone, rhs.name)
    }

    /// `ledger.ipad-1.7 in child-alex@parent-sam`.
    public var description: String { "\(name) in \(zone)" }
}
