import Platform

/// A value field with its `.editedAt` and `.editedBy` companions, read and written as one.
struct FieldBundle: Equatable {
    let value: CloudValue?
    let editedAtMs: Int64?
    let editedBy: String?

    init(fields: [String: CloudValue], name: String) {
        value = fields[name]
        editedAtMs = fields[name + RecordMerger.editedAtSuffix]?.intValue
        editedBy = fields[name + RecordMerger.editedBySuffix]?.textValue
    }

    var stamp: EditStamp {
        EditStamp(editedAtMs: editedAtMs, editor: editedBy, text: value?.description ?? "")
    }

    func write(into fields: inout [String: CloudValue], name: String) {
        fields[name] = value
        fields[name + RecordMerger.editedAtSuffix] = editedAtMs.map(CloudValue.int)
        fields[name + RecordMerger.editedBySuffix] = editedBy.map(CloudValue.text)
    }
}
