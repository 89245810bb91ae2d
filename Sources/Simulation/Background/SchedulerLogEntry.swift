import Platform

/// One decision of a device's background task scheduler, for reports and for people
/// reading why a task ran when it did (or never did).
public struct SchedulerLogEntry: Hashable, Sendable, CustomStringConvertible {
    /// True (world) time.
    public let time: Instant
    public let kind: BackgroundTaskKind?
    public let identifier: String?
    /// One snake_case word: `submitted`, `deferred`, `launched`, … (see `SchedulerEvent`).
    public let event: String
    /// A sentence with the numbers behind the decision, e.g. `delay 41m12s drawn; due …`.
    public let detail: String

    /// `2026-03-02T06:10:00.000Z refresh sync deferred: blocked: Low Power Mode`.
    public var description: String {
        let subject = [kind?.rawValue, identifier].compactMap { $0 }.joined(separator: " ")
        return "\(time) \(subject) \(event): \(detail)"
    }
}

/// The words a scheduler log entry can carry.
enum SchedulerEvent: String {
    case submitted, replaced, refused, cancelled, never
    /// A processing request's device has been idle long enough; its delay is drawn.
    case eligible
    /// A processing request's drawn delay was voided: the device stopped being idle first.
    case interrupted
    case deferred
    /// Whatever blocked background work has cleared; a fresh delay is drawn.
    case resumed
    case launched, expired, completed, killed
    /// The request came due but no launch handler is registered for it: it is dropped.
    case unhandled
}
