import Platform

/// One line of a fetch answer: a record's latest state or its deletion, at the sequence number
/// of the write that produced it.
struct ZoneChange {
    enum Kind {
        case changed(CloudRecord)
        case deleted(CloudRecordID)
    }

    let kind: Kind
    let sequence: Int
}
