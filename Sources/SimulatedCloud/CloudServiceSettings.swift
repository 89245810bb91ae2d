import Platform

/// The limits of the simulated service. The defaults are CloudKit's documented request limit and
/// a family of two parents, so a scenario only names the limit it is about.
public struct CloudServiceSettings: Sendable, Equatable {
    /// How long the server keeps a zone's change history; a token older than that is expired.
    public var historyRetentionMs: Int64
    /// Items (saves plus deletes) one modify request may carry; more fail it with `limitExceeded`.
    public var batchItemsMax: Int
    /// Changed plus deleted records in one fetch page; the rest follow with `moreComing`.
    public var pageRecordsMax: Int
    /// How long an invitation can be accepted after it was created.
    public var invitationLifetimeMs: Int64
    /// Participants a zone may have per permission. A permission missing here admits nobody.
    public var participantsMax: [CloudSharePermission: Int]
    /// Records the zones of one owner may hold in total (the owner's iCloud storage); nil = unlimited.
    public var recordsPerAccountMax: Int?

    public init(
        historyRetentionMs: Int64 = 30 * Instant.millisecondsPerDay,
        batchItemsMax: Int = 400,
        pageRecordsMax: Int = 200,
        invitationLifetimeMs: Int64 = 72 * Instant.millisecondsPerHour,
        participantsMax: [CloudSharePermission: Int] = [.readWrite: 1, .readOnly: 4],
        recordsPerAccountMax: Int? = nil
    ) {
        precondition(historyRetentionMs >= 0, "history is kept for a non-negative time")
        precondition(batchItemsMax > 0 && pageRecordsMax > 0, "a request and a page hold at least one item")
        precondition(invitationLifetimeMs >= 0, "an invitation lives a non-negative time")
        precondition(participantsMax.values.allSatisfy { $0 >= 0 }, "participant limits are not negative")
        precondition(recordsPerAccountMax.map { $0 >= 0 } ?? true, "a quota is not negative")
        self.historyRetentionMs = historyRetentionMs
        self.batchItemsMax = batchItemsMax
        self.pageRecordsMax = pageRecordsMax
        self.invitationLifetimeMs = invitationLifetimeMs
        self.participantsMax = participantsMax
        self.recordsPerAccountMax = recordsPerAccountMax
    }
}
