/// What a modify operation did, item by item (`CKModifyRecordsOperation`'s per-record
/// callbacks): records saved (with their new tags), records deleted, and per-item failures.
/// An operation-wide failure (no network, rate limited) is the `failure` of the result instead.
public struct CloudModifyResult: Hashable, Sendable {
    public var saved: [CloudRecord]
    public var deleted: [CloudRecordID]
    public var failedSaves: [CloudItemFailure]
    public var failedDeletes: [CloudItemFailure]

    public init(
        saved: [CloudRecord] = [], deleted: [CloudRecordID] = [],
        failedSaves: [CloudItemFailure] = [], failedDeletes: [CloudItemFailure] = []
    ) {
        self.saved = saved
        self.deleted = deleted
        self.failedSaves = failedSaves
        self.failedDeletes = failedDeletes
    }
}

/// One record a modify operation could not save or delete, and why.
public struct CloudItemFailure: Hashable, Sendable {
    public let id: CloudRecordID
    public let error: CloudError

    public init(id: CloudRecordID, error: CloudError) {
        self.id = id
        self.error = error
    }
}
