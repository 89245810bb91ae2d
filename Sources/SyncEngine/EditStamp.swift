import Platform

/// Who edited a value and when (by the editor's clock), plus a text of the value for the last
/// tie-break. Conflicts compare stamps, never the upload order.
struct EditStamp: Hashable {
    let editedAtMs: Int64?
    let editor: String?
    let text: String

    /// Whether `self` beats `other`: the later edit, then the editor of better (lower) priority,
    /// then the smaller text. Symmetric, so both devices of a conflict decide alike.
    func wins(over other: EditStamp, priority: (String) -> Int) -> Bool {
        let selfTimeMs = editedAtMs ?? Int64.min
        let otherTimeMs = other.editedAtMs ?? Int64.min
        if selfTimeMs != otherTimeMs { return selfTimeMs > otherTimeMs }
        let selfRank = priority(editor ?? "")
        let otherRank = priority(other.editor ?? "")
        if selfRank != otherRank { return selfRank < otherRank }
        return text <= other.text
    }
}
