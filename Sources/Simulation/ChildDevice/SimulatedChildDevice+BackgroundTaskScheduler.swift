import Platform

/// `BGTaskScheduler` as the app calls it, answered by the device's `BackgroundScheduler`.
extension SimulatedChildDevice: BackgroundTaskScheduler {
    /// Processing requests that may be pending at once (and one refresh request).
    public static let pendingProcessingRequestsMax = BackgroundScheduler.pendingProcessingRequestsMax

    @discardableResult
    public func register(
        forTaskWithIdentifier identifier: String, launchHandler: @escaping (BackgroundTask) -> Void
    ) -> Bool {
        background.register(identifier: identifier, launchHandler: launchHandler)
    }

    public func submit(_ request: BackgroundTaskRequest) throws(BackgroundTaskSchedulerError) {
        try background.submit(request)
    }

    public func cancel(taskRequestWithIdentifier identifier: String) {
        background.cancel(identifier: identifier)
    }

    public var pendingTaskRequests: [BackgroundTaskRequest] { background.pendingTaskRequests }

    /// Launches the oldest pending request of `kind` now, ignoring its delay and its idle and
    /// power needs, as the debugger's "simulate launch" does. Returns why it cannot, or nil.
    public func runPendingTask(_ kind: BackgroundTaskKind) -> String? {
        background.runPendingTask(kind)
    }

    /// How the system honours this device's requests.
    public var backgroundModel: BackgroundSchedulerModel { background.model }
    /// Every launch for a background task, in launch order.
    public var backgroundRuns: [BackgroundRun] { background.runs }
    /// Every scheduler decision, in order.
    public var schedulerLog: [SchedulerLogEntry] { background.log }
    /// Requests the system refused at submission.
    public var submissionsRefused: Int { background.submissionsRefused }
}
