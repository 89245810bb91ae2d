/// A `CKError`: the code, the retry-after delay when the server gave one, and for
/// `serverRecordChanged` the three copies the app needs to merge — the server's current
/// record, the client's attempted one, and the ancestor the client started from.
public struct CloudError: Error, Hashable, Sendable, CustomStringConvertible {
    public let code: CloudErrorCode
    public let retryAfterMs: Int64?
    private let conflict: CloudConflictCopies?

    public var serverRecord: CloudRecord? { conflict?.server }
    public var clientRecord: CloudRecord? { conflict?.client }
    public var ancestorRecord: CloudRecord? { conflict?.ancestor }

    public init(
        _ code: CloudErrorCode, retryAfterMs: Int64? = nil,
        serverRecord: CloudRecord? = nil, clientRecord: CloudRecord? = nil, ancestorRecord: CloudRecord? = nil
    ) {
        precondition(retryAfterMs.map { $0 >= 0 } ?? true, "a retry-after delay is not negative")
        self.code = code
        self.retryAfterMs = retryAfterMs
        conflict = CloudConflictCopies.holding(
            server: serverRecord, client: clientRecord, ancestor: ancestorRecord
        )
    }

    public var description: String {
        retryAfterMs.map { "\(code) (retry after \($0) ms)" } ?? code.description
    }
}
