import Platform

/// A background task the test launched: it records completions and can be made to expire.
final class FakeTask: BackgroundTask {
    let identifier: String
    let kind: BackgroundTaskKind
    var expirationHandler: (() -> Void)?
    private(set) var completions: [Bool] = []

    init(identifier: String, kind: BackgroundTaskKind) {
        self.identifier = identifier
        self.kind = kind
    }

    func setTaskCompleted(success: Bool) {
        completions.append(success)
    }

    /// The system's "your time is up".
    func expire() {
        expirationHandler?()
    }
}

/// Records registrations and submissions, and launches a pending request when the test says.
final class FakeScheduler: BackgroundTaskScheduler {
    private(set) var registeredIdentifiers: [String] = []
    private var handlers: [(identifier: String, handler: (BackgroundTask) -> Void)] = []
    private(set) var submissions: [BackgroundTaskRequest] = []
    private(set) var pendingTaskRequests: [BackgroundTaskRequest] = []
    /// When set, every submission is refused with it.
    var refusal: BackgroundTaskSchedulerError?

    @discardableResult
    func register(
        forTaskWithIdentifier identifier: String, launchHandler: @escaping (BackgroundTask) -> Void
    ) -> Bool {
        guard !handlers.contains(where: { $0.identifier == identifier }) else { return false }
        registeredIdentifiers.append(identifier)
        handlers.append((identifier, launchHandler))
        return true
    }

    func submit(_ request: BackgroundTaskRequest) throws(BackgroundTaskSchedulerError) {
        if let refusal { throw refusal }
        submissions.append(request)
        cancel(taskRequestWithIdentifier: request.identifier)
        pendingTaskRequests.append(request)
    }

    func cancel(taskRequestWithIdentifier identifier: String) {
        pendingTaskRequests.removeAll { $0.identifier == identifier }
    }

    /// The process ended: a new launch must register its handlers again.
    func forgetHandlers() {
        handlers.removeAll()
    }

    /// Runs the pending request with `identifier` now, as Xcode's "simulate launch" does.
    func launch(_ identifier: String) -> FakeTask {
        guard let request = pendingTaskRequests.first(where: { $0.identifier == identifier }),
            let handler = handlers.first(where: { $0.identifier == identifier })?.handler
        else { preconditionFailure("\(identifier) is not pending or has no handler") }
        cancel(taskRequestWithIdentifier: identifier)
        let task = FakeTask(identifier: identifier, kind: request.kind)
        handler(task)
        return task
    }
}
