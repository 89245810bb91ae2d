import Platform

/// One item of a modify request: a record to save or an id to delete.
enum ModifyItem {
    case save(CloudRecord)
    case delete(CloudRecordID)

    var id: CloudRecordID {
        switch self {
        case .save(let record): record.id
        case .delete(let id): id
        }
    }
}

/// What became of one item: written, or refused with the error the client gets for it.
enum ModifyItemOutcome {
    case saved(CloudRecord)
    /// Deleted, or already absent (`changedZone` false): the client learns the same either way.
    case deleted(CloudRecordID, changedZone: Bool)
    case failed(CloudError)
}
