import Platform

/// A submitted background task request on its way to a launch.
///
/// At most one timer event acts on a request at a time; it carries the request's current
/// ticket, and a request that moves on takes a new ticket (or none), so older timers fire
/// into nothing — the same superseding idea as the device's generations.
struct PendingTaskRequest {
    enum Phase: Equatable {
        /// Processing only: the device is not idle (or not on power) yet.
        case waitingForIdle
        /// Processing only: the device will have been idle long enough at `atMs`.
        case becomingEligible(atMs: Int64)
        /// Starts at `atMs` unless something blocks background work then.
        case due(atMs: Int64)
        /// Came due while background work was blocked; waits for the block to clear.
        case deferred
        /// The system will never honour this request.
        case never
    }

    static let noTicket: UInt32 = 0

    var request: BackgroundTaskRequest
    let submittedAtMs: Int64
    /// The first moment it may start, in true time: its earliest begin or its submission,
    /// whichever is later.
    let requestedAtMs: Int64
    var phase: Phase
    var ticket: UInt32 = noTicket
}
