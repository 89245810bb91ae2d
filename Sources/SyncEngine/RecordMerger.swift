import Platform

/// Pure conflict arithmetic: given the server copy, the local version and their common
/// ancestor, which fields survive and which values are thrown away.
enum RecordMerger {
    static let editedAtSuffix = ".editedAt"
    static let editedBySuffix = ".editedBy"

    struct Outcome: Equatable {
        var fields: [String: CloudValue]
        var discards: [DiscardedValue]
    }

    /// Field-level three-way merge (see `MergePolicy.fieldwise`). A value field travels with its
    /// `.editedAt` and `.editedBy` companions, so a winner's stamp stays next to its value.
    static func mergeFieldwise(
        server: CloudRecord, local: CloudRecord, ancestor: CloudRecord?, priority: (String) -> Int
    ) -> Outcome {
        precondition(server.id == local.id, "a merge is between two copies of one record")
        let ancestorFields = ancestor?.fields ?? [:]
        var merged = server.fields
        var discards: [DiscardedValue] = []
        for name in valueFieldNames(in: [server.fields, local.fields, ancestorFields]) {
            let base = FieldBundle(fields: ancestorFields, name: name)
            let theirs = FieldBundle(fields: server.fields, name: name)
            let ours = FieldBundle(fields: local.fields, name: name)
            // An edit is a value with its stamp: setting a field back to the ancestor's value is
            // still an edit, and must win or lose on its own stamp (else a third copy's
            // concurrent edit beats the later one, and the later edit's stamp is lost).
            guard ours != base, ours != theirs else { continue }
            guard theirs != base else {
                ours.write(into: &merged, name: name)
                continue
            }
            let oursWins = ours.stamp.wins(over: theirs.stamp, priority: priority)
            let (kept, lost) = oursWins ? (ours, theirs) : (theirs, ours)
            kept.write(into: &merged, name: name)
            if kept.value != lost.value {
                discards.append(
                    DiscardedValue(
                        recordID: server.id, field: name, discardedValue: lost.value, keptValue: kept.value,
                        discardedEditedAtMs: lost.editedAtMs, keptEditedAtMs: kept.editedAtMs, reason: .fieldMerge
                    ))
            }
        }
        precondition(
            discards.allSatisfy { merged[$0.field] == $0.keptValue },
            "every kept value is in the merge")
        return Outcome(fields: merged, discards: discards)
    }

    /// Whether the local version beats the server copy as a whole (see `lastWriterWinsByEditTime`).
    static func localWinsByEditTime(
        server: CloudRecord, local: CloudRecord, field: String, editorField: String, priority: (String) -> Int
    ) -> Bool {
        func stamp(_ record: CloudRecord) -> EditStamp {
            EditStamp(
                editedAtMs: record[field]?.intValue, editor: record[editorField]?.textValue,
                text: text(of: record)
            )
        }
        return stamp(local).wins(over: stamp(server), priority: priority)
    }

    /// The values of `lost` that `kept` replaces, field by field, for a whole-record decision.
    /// `stampField` holds the whole record's edit time; it and `editorField` are not values.
    static func discards(
        lost: CloudRecord?, kept: CloudRecord?, stampField: String? = nil, editorField: String? = nil,
        reason: DiscardReason
    ) -> [DiscardedValue] {
        guard let id = lost?.id ?? kept?.id else { return [] }
        let lostFields = lost?.fields ?? [:]
        let keptFields = kept?.fields ?? [:]
        let lostAtMs = stampField.flatMap { lostFields[$0]?.intValue }
        let keptAtMs = stampField.flatMap { keptFields[$0]?.intValue }
        return valueFieldNames(in: [lostFields, keptFields])
            .filter { $0 != stampField && $0 != editorField && lostFields[$0] != keptFields[$0] }
            .map { name in
                DiscardedValue(
                    recordID: id, field: name, discardedValue: lostFields[name], keptValue: keptFields[name],
                    discardedEditedAtMs: lostFields[name + editedAtSuffix]?.intValue ?? lostAtMs,
                    keptEditedAtMs: keptFields[name + editedAtSuffix]?.intValue ?? keptAtMs, reason: reason
                )
            }
    }

    /// Sorted names of the value fields: every field name with the companion suffixes removed.
    static func valueFieldNames(in fieldSets: [[String: CloudValue]]) -> [String] {
        var names = Set<String>()
        for fields in fieldSets {
            for key in fields.keys.sorted() {
                names.insert(baseName(of: key))
            }
        }
        return names.sorted()
    }

    static func baseName(of key: String) -> String {
        for suffix in [editedAtSuffix, editedBySuffix]
        where key.hasSuffix(suffix) && key.count > suffix.count {
            return String(key.dropLast(suffix.count))
        }
        return key
    }

    /// The whole record as one text, fields sorted: the last tie-break of a whole-record decision.
    static func text(of record: CloudRecord) -> String {
        record.sortedFields.map { "\($0.name)=\($0.value)" }.joined(separator: ";")
    }
}
