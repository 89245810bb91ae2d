import Platform

/// `BGTaskScheduler` as the app calls it: handlers registered per process, requests checked
/// against the system's limits when submitted. When requests run is decided in
/// `SimulatedChildDevice+BackgroundTaskTiming.swift`.
extension SimulatedChildDevice: BackgroundTaskScheduler {
    /// Processing requests that may be pending at once (and one refresh request).
    public static let pendingProcessingRequestsMax = 10

    @discardableResult
    public func register(
        forTaskWithIdentifier identifier: String, launchHandler: @escaping (BackgroundTask) -> Void
    ) -> Bool {
        guard !launchHandlers.contains(where: { $0.identifier == identifier }) else { return false }
        launchHandlers.append((identifier, launchHandler))
        return true
    }

    /// A new refresh request replaces the pending refresh request whatever its identifier;
    /// any request replaces a pending one with its identifier.
    public func submit(_ request: BackgroundTaskRequest) throws(BackgroundTaskSchedulerError) {
        if let error = submissionError(for: request) {
            submissionsRefused += 1
            logScheduler(.refused, request, error.description)
            throw error
        }
        let isReplaced = { (pending: PendingTaskRequest) in
            pending.request.identifier == request.identifier
                || (pending.request.kind == .refresh && request.kind == .refresh)
        }
        for pending in pendingRequests where isReplaced(pending) {
            logScheduler(.replaced, pending.request, "replaced by a new request for \(request.identifier)")
        }
        pendingRequests.removeAll(where: isReplaced)
        let earliestMs = request.earliestBeginDate.map { $0.millisecondsSinceEpoch - clockOffsetMs }
        let requestedAtMs = max(nowMs, earliestMs ?? nowMs)
        switch request.kind {
        case .refresh: submitRefresh(request, requestedAtMs: requestedAtMs)
        case .processing: submitProcessing(request, requestedAtMs: requestedAtMs)
        }
    }

    public func cancel(taskRequestWithIdentifier identifier: String) {
        for pending in pendingRequests where pending.request.identifier == identifier {
            logScheduler(.cancelled, pending.request, "cancelled by the app")
        }
        pendingRequests.removeAll { $0.request.identifier == identifier }
    }

    public var pendingTaskRequests: [BackgroundTaskRequest] { pendingRequests.map(\.request) }

    /// Launches the oldest pending request of `kind` now, ignoring its delay and its idle and
    /// power needs, as the debugger's "simulate launch" does. Returns why it cannot, or nil.
    public func runPendingTask(_ kind: BackgroundTaskKind) -> String? {
        if isAppForceQuit { return "the app was force-quit; nothing runs until the user launches it" }
        guard let position = pendingRequests.firstIndex(where: { $0.request.kind == kind }) else {
            return "no \(kind.rawValue) request is pending"
        }
        let identifier = pendingRequests[position].request.identifier
        guard launchHandlers.contains(where: { $0.identifier == identifier }) else {
            return "no launch handler is registered for \(identifier)"
        }
        launchBackgroundTask(pendingAt: position, how: "simulated launch")
        return nil
    }

    func submissionError(for request: BackgroundTaskRequest) -> BackgroundTaskSchedulerError? {
        if !power.isBackgroundAppRefreshOn { return .unavailable }
        if !launchHandlers.contains(where: { $0.identifier == request.identifier }) { return .notPermitted }
        guard request.kind == .processing else { return nil }
        let others = pendingRequests.filter {
            $0.request.kind == .processing && $0.request.identifier != request.identifier
        }
        return others.count >= Self.pendingProcessingRequestsMax ? .tooManyPendingTaskRequests : nil
    }

    /// Draws the never-chance, then the delay for the app's usage now, always both so that the
    /// stream stays aligned.
    private func submitRefresh(_ request: BackgroundTaskRequest, requestedAtMs: Int64) {
        let isNever = backgroundRandom.chance(Int64(backgroundModel.refreshNeverChancePercent), in: 100)
        let (delayMs, usage) = drawRefreshDelay()
        let dueMs = requestedAtMs + delayMs
        pendingRequests.append(PendingTaskRequest(
            request: request, submittedAtMs: nowMs, requestedAtMs: requestedAtMs, phase: .never
        ))
        let position = pendingRequests.count - 1
        let earliest = Instant(millisecondsSinceEpoch: requestedAtMs)
        logScheduler(.submitted, request, "from \(earliest); \(usage)\(delayText(delayMs, dueMs))")
        if isNever { logNever(request) } else { setTimer(ofRequestAt: position, .due(atMs: dueMs)) }
    }

    /// Draws the never-chance only: the delay is drawn once the device is idle.
    private func submitProcessing(_ request: BackgroundTaskRequest, requestedAtMs: Int64) {
        let isNever = backgroundRandom.chance(Int64(backgroundModel.processingNeverChancePercent), in: 100)
        pendingRequests.append(PendingTaskRequest(
            request: request, submittedAtMs: nowMs, requestedAtMs: requestedAtMs,
            phase: isNever ? .never : .waitingForIdle
        ))
        let earliest = Instant(millisecondsSinceEpoch: requestedAtMs)
        let idle = DurationText.describe(backgroundModel.idleBeforeProcessingMs)
        let power = request.requiresExternalPower ? " and on external power" : ""
        let needs = "needs \(idle) locked with the screen off\(power)"
        logScheduler(.submitted, request, "from \(earliest); \(needs)")
        if isNever { logNever(request) } else { reconsiderProcessingRequests() }
    }

    private func logNever(_ request: BackgroundTaskRequest) {
        logScheduler(.never, request, "the system will not honour it; it stays pending until replaced")
    }

    func delayText(_ delayMs: Int64, _ dueMs: Int64) -> String {
        "delay \(DurationText.describe(delayMs)) drawn; due \(Instant(millisecondsSinceEpoch: dueMs))"
    }
}
