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

    public static func < (lhs: CloudRecordID, rhs: CloudRecordID) -> Bool {
        (lhs.zone, lhs.name) < (rhs.zone, rhs.name)
    }

    /// `ledger.ipad-1.7 in child-alex@parent-sam`.
    public var description: String { "\(name) in \(zone)" }
}
