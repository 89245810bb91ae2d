import Platform

/// One launch of the app for a background task, as the system ran it: when it was asked
/// for, how late it started, how it ended and how much queued work it got through.
public struct BackgroundRun: Hashable, Sendable {
    public enum Outcome: Hashable, Sendable {
        case running
        /// The app called `setTaskCompleted` before expiration.
        case completed(success: Bool)
        /// The expiration handler was called and the app called `setTaskCompleted` in time.
        case expired
        /// Ended by the system: no `setTaskCompleted` within the grace after expiration, or
        /// the app was force-quit.
        case killed
    }

    public let identifier: String
    public let kind: BackgroundTaskKind
    /// All instants are true (world) time, whatever the device's clock says.
    public let submittedAt: Instant
    /// The first moment the request could start: its earliest begin, or its submission
    /// when that is later or there is none.
    public let requestedAt: Instant
    public let startedAt: Instant
    public internal(set) var endedAt: Instant?
    public internal(set) var outcome: Outcome
    public internal(set) var expiredEarly: Bool
    public internal(set) var workItemsRun: Int
    public internal(set) var workItemsDiscarded: Int

    /// How late the system honoured the request; negative only for a simulated launch before
    /// the earliest begin.
    public var delayMs: Int64 { startedAt.milliseconds(since: requestedAt) }

    init(
        identifier: String, kind: BackgroundTaskKind,
        submittedAt: Instant, requestedAt: Instant, startedAt: Instant
    ) {
        self.identifier = identifier
        self.kind = kind
        self.submittedAt = submittedAt
        self.requestedAt = requestedAt
        self.startedAt = startedAt
        endedAt = nil
        outcome = .running
        expiredEarly = false
        workItemsRun = 0
        workItemsDiscarded = 0
    }
}
