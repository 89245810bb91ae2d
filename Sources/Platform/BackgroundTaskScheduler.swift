/// `BGTask`: one launch of the app in the background, handed to the registered handler.
///
/// The app must call `setTaskCompleted` when its work is done, and stop promptly when the
/// expiration handler is called — which the system may do before the full budget is used.
public protocol BackgroundTask: AnyObject {
    var identifier: String { get }
    var kind: BackgroundTaskKind { get }
    var expirationHandler: (() -> Void)? { get set }
    func setTaskCompleted(success: Bool)
}

/// `BGTaskScheduler.shared`: handlers are registered at every launch, before the launch
/// finishes; requests are submitted any time after.
public protocol BackgroundTaskScheduler: AnyObject {
    /// Registers the handler the system calls when a task with `identifier` is launched.
    /// Returns false when the identifier is already registered in this launch.
    @discardableResult
    func register(forTaskWithIdentifier identifier: String, launchHandler: @escaping (BackgroundTask) -> Void) -> Bool
    /// Adds a request; one with the same identifier that has not yet run is replaced.
    func submit(_ request: BackgroundTaskRequest) throws(BackgroundTaskSchedulerError)
    func cancel(taskRequestWithIdentifier identifier: String)
    /// The requests waiting to run, in submission order.
    var pendingTaskRequests: [BackgroundTaskRequest] { get }
}
