import Platform

/// What the app wants the server to do with one record.
public enum RecordChange: Hashable, Sendable {
    /// The local version to upload; its change tag is taken from the cached server copy when sent.
    case save(CloudRecord)
    /// The type is kept so that a removal can be reported with it.
    case delete(type: String)

    public var type: String {
        switch self {
        case .save(let record): record.type
        case .delete(let type): type
        }
    }

    public var isDelete: Bool {
        if case .delete = self { true } else { false }
    }
}

/// A change waiting for the server, with how often it failed. `revision` is unique per local
/// edit (and per merge result), so an answer about an older edit cannot settle a newer one.
public struct PendingChange: Hashable, Sendable {
    public var change: RecordChange
    public var revision: Int
    public var attempts: Int
    public var lastError: CloudError?

    public init(change: RecordChange, revision: Int, attempts: Int = 0, lastError: CloudError? = nil) {
        precondition(revision > 0, "revisions start at 1")
        precondition(attempts >= 0, "attempts are counted up from 0")
        self.change = change
        self.revision = revision
        self.attempts = attempts
        self.lastError = lastError
    }
}

/// A change the engine gave up on: removed from pending and reported, never dropped silently.
public struct FailedChange: Hashable, Sendable {
    public let id: CloudRecordID
    public let change: RecordChange
    public let attempts: Int
    public let error: CloudError

    public init(id: CloudRecordID, change: RecordChange, attempts: Int, error: CloudError) {
        self.id = id
        self.change = change
        self.attempts = attempts
        self.error = error
    }
}
