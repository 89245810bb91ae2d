import Platform

/// One decision of the engine, for the trace: what happened to which records (and tags), why,
/// and when by the device's clock.
public struct SyncEvent: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case send, saved, conflictResolved, retryScheduled, failed, fetchedPage, removed, tokenExpired,
             zoneCreated
    }

    public let kind: Kind
    public let recordIDs: [CloudRecordID]
    public let changeTags: [CloudChangeTag]
    public let decision: String
    public let at: Instant

    public init(
        kind: Kind, recordIDs: [CloudRecordID], changeTags: [CloudChangeTag], decision: String, at: Instant
    ) {
        self.kind = kind
        self.recordIDs = recordIDs
        self.changeTags = changeTags
        self.decision = decision
        self.at = at
    }

    /// `2026-03-02T06:00:00.000Z saved [a in z@o] tags [t3]: ok`.
    public var description: String {
        let ids = recordIDs.map(\.description).joined(separator: ", ")
        let tags = changeTags.map(\.rawValue).joined(separator: ", ")
        return "\(at) \(kind.rawValue) [\(ids)] tags [\(tags)]: \(decision)"
    }
}
