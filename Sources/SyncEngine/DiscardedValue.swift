import Platform

/// Why a value lost.
public enum DiscardReason: String, Hashable, Sendable, CaseIterable {
    case fieldMerge = "field_merge"
    case lastWriterWins = "last_writer_wins"
    case insertOnly = "insert_only"
    /// A local edit of a record another device deleted: not uploaded, so it does not come back.
    case deletedElsewhere = "deleted_elsewhere"
}

/// One value a conflict resolution threw away, with what was kept instead, so that a report can
/// show every lost edit rather than only a count.
public struct DiscardedValue: Hashable, Sendable {
    public let recordID: CloudRecordID
    public let field: String
    public let discardedValue: CloudValue?
    public let keptValue: CloudValue?
    public let discardedEditedAtMs: Int64?
    public let keptEditedAtMs: Int64?
    public let reason: DiscardReason

    public init(
        recordID: CloudRecordID, field: String, discardedValue: CloudValue?, keptValue: CloudValue?,
        discardedEditedAtMs: Int64?, keptEditedAtMs: Int64?, reason: DiscardReason
    ) {
        precondition(!field.isEmpty, "a discarded value names its field")
        precondition(discardedValue != keptValue, "only a value that differs from the kept one is discarded")
        self.recordID = recordID
        self.field = field
        self.discardedValue = discardedValue
        self.keptValue = keptValue
        self.discardedEditedAtMs = discardedEditedAtMs
        self.keptEditedAtMs = keptEditedAtMs
        self.reason = reason
    }
}
