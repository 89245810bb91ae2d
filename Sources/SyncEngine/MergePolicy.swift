/// How a record type settles a `serverRecordChanged` conflict (or a fetched change that meets a
/// pending local edit).
public enum MergePolicy: Hashable, Sendable {
    /// Three-way merge per value field against the ancestor: a field changed on one side only
    /// takes that side; changed on both, the later `<field>.editedAt` wins, then the editor with
    /// the better priority, then the smaller value, so every device picks the same result.
    case fieldwise
    /// The whole record of the later edit time (`field`, int ms) wins; ties go to the editor
    /// (`editorField`, text) with the better priority, then to the smaller record text.
    case lastWriterWinsByEditTime(field: String, editorField: String = "editedBy")
    /// Records are written once under a client-chosen name: a conflict only means an earlier
    /// upload arrived and its answer was lost, so the server copy is adopted and not counted.
    case insertOnly
}
