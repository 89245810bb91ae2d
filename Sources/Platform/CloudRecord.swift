/// A record as the app holds it: the last copy the server returned (with its change tag) or a
/// new one (no tag yet) with the app's edits applied.
///
/// Fields are a dictionary for lookups; anything that writes them out iterates `sortedFields`,
/// so no hash order reaches a trace or a report.
public struct CloudRecord: Hashable, Sendable {
    public let id: CloudRecordID
    public let type: String
    public var fields: [String: CloudValue]
    /// The server version this copy is based on; nil for a record the server has never seen.
    public var changeTag: CloudChangeTag?
    /// When the server last saved the record, on the server's clock (`modificationDate`). Not
    /// when the user edited it: a record uploaded late carries a late save time.
    public var serverModifiedAt: Instant?

    public init(
        id: CloudRecordID, type: String, fields: [String: CloudValue] = [:],
        changeTag: CloudChangeTag? = nil, serverModifiedAt: Instant? = nil
    ) {
        precondition(!type.isEmpty, "a record has a type")
        self.id = id
        self.type = type
        self.fields = fields
        self.changeTag = changeTag
        self.serverModifiedAt = serverModifiedAt
    }

    public subscript(field: String) -> CloudValue? {
        get { fields[field] }
        set { fields[field] = newValue }
    }

    public var sortedFields: [(name: String, value: CloudValue)] {
        fields.keys.sorted().map { ($0, fields[$0]!) }
    }
}
