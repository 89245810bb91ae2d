/// Why `EventLoop.run(until:handler:eventBudget:)` returned.
public enum RunOutcome: Equatable, Sendable {
    /// Every event at or before the limit ran; `now` is at least the limit.
    case reachedLimit
    /// The event budget ran out while events at or before the limit were still pending; `now`
    /// is the time of the last event run. A runaway guard for self-feeding schedules.
    case eventBudgetExhausted
}
