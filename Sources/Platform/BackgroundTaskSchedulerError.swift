/// `BGTaskScheduler.Error.Code`.
public enum BackgroundTaskSchedulerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Background App Refresh is off for the app (or the app cannot run in the background).
    case unavailable
    /// One refresh and ten processing requests may be pending; this one would exceed that.
    case tooManyPendingTaskRequests
    /// No launch handler is registered for the request's identifier.
    case notPermitted

    public var description: String {
        switch self {
        case .unavailable: "unavailable: Background App Refresh is off"
        case .tooManyPendingTaskRequests: "tooManyPendingTaskRequests: 1 refresh and 10 processing requests at most"
        case .notPermitted: "notPermitted: no launch handler is registered for this identifier"
        }
    }
}
