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
    public let at: Instant
    /// Builds `decision`. The engine logs every step, and most runs keep no trace of it, so the
    /// text is made only when someone reads it; the closure holds values, never the engine, so
    /// the text is the same whenever it is read.
    private let describeDecision: @Sendable () -> String

    /// Why the engine did it, in words.
    public var decision: String { describeDecision() }

    public init(
        kind: Kind, recordIDs: [CloudRecordID], changeTags: [CloudChangeTag],
        decision: @autoclosure @escaping @Sendable () -> String, at: Instant
    ) {
        self.init(
            kind: kind, recordIDs: recordIDs, changeTags: changeTags, describingDecision: decision, at: at
        )
    }

    init(
        kind: Kind, recordIDs: [CloudRecordID], changeTags: [CloudChangeTag],
        describingDecision decision: @escaping @Sendable () -> String, at: Instant
    ) {
        self.kind = kind
        self.recordIDs = recordIDs
        self.changeTags = changeTags
        self.describeDecision = decision
        self.at = at
    }

    /// Events are equal when they read the same: the decision is compared by its text.
    public static func == (lhs: SyncEvent, rhs: SyncEvent) -> Bool {
        lhs.kind == rhs.kind && lhs.recordIDs == rhs.recordIDs && lhs.changeTags == rhs.changeTags
            && lhs.at == rhs.at && lhs.decision == rhs.decision
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(recordIDs)
        hasher.combine(changeTags)
        hasher.combine(at)
        hasher.combine(decision)
    }

    /// `2026-03-02T06:00:00.000Z saved [a in z@o] tags [t3]: ok`.
    public var description: String {
        let ids = recordIDs.map(\.description).joined(separator: ", ")
        let tags = changeTags.map(\.rawValue).joined(separator: ", ")
        return "\(at) \(kind.rawValue) [\(ids)] tags [\(tags)]: \(decision)"
    }
}
