import Platform
import SimulationKernel

/// `BGTaskScheduler` on one child's device, whole: handlers registered per process, requests
/// checked against the system's limits when submitted, when each pending request runs (it
/// waits out a drawn delay; a processing request first waits for the device to lie idle;
/// nothing starts while background work is blocked), and each task from launch to end (the
/// handler gets a task object, expiration comes at the end of the budget or earlier, and an
/// app that does not finish in time is killed).
///
/// It reads the power state and the clock it is given, and reaches the app's process through
/// `app`, which the device sets once.
final class BackgroundScheduler {
    /// Processing requests that may be pending at once (and one refresh request).
    static let pendingProcessingRequestsMax = 10

    /// What the scheduler asks of the app's process, and tells it.
    struct AppLink {
        /// Force-quit: no request runs until the user launches the app again.
        let isForceQuit: () -> Bool
        /// The app's code may run now.
        let isRunning: () -> Bool
        /// A task starts the process running; `continuesRun` when it was running already.
        let startsRunning: (_ continuesRun: Bool) -> Void
        /// Task `run` expired or ended: if the app no longer runs, its queued work is lost,
        /// charged to that run.
        let mayHaveStopped: (_ run: Int) -> Void

        static var unwired: AppLink {
            AppLink(
                isForceQuit: { preconditionFailure("the device wires its scheduler first") },
                isRunning: { preconditionFailure("the device wires its scheduler first") },
                startsRunning: { _ in preconditionFailure("the device wires its scheduler first") },
                mayHaveStopped: { _ in preconditionFailure("the device wires its scheduler first") }
            )
        }
    }

    let model: BackgroundSchedulerModel
    private let context: DeviceContext
    private unowned let power: PowerModel
    private unowned let clock: DeviceClockModel
    var app = AppLink.unwired
    private var random: SeededRandom
    /// The user's recent openings of the app, which set how eagerly the system refreshes it.
    private var appOpenings = AppOpenings()
    /// In registration order; forgotten when the process ends.
    private var launchHandlers: [(identifier: String, handler: (BackgroundTask) -> Void)] = []
    /// In submission order.
    private var pendingRequests: [PendingTaskRequest] = []
    private var lastTicket = PendingTaskRequest.noTicket
    /// Tasks launched and not yet ended (running, or expired and within their grace).
    private var liveTasks: [SimulatedBackgroundTask] = []
    /// Since when the device has been locked with the screen off; nil while the screen is lit.
    private var darkSinceMs: Int64?
    private(set) var runs: [BackgroundRun] = []
    private(set) var log: [SchedulerLogEntry] = []
    private(set) var submissionsRefused = 0

    init(
        model: BackgroundSchedulerModel, random: SeededRandom, context: DeviceContext,
        power: PowerModel, clock: DeviceClockModel
    ) {
        self.model = model
        self.random = random
        self.context = context
        self.power = power
        self.clock = clock
        darkSinceMs = context.nowMs
    }

    /// Draws from a stream derived from `salt` from now on (a reseeded run).
    func reseed(salt: UInt64) {
        random = random.reseeded(salt: salt)
    }

    private var nowMs: Int64 { context.nowMs }

    // MARK: What the app calls

    func register(identifier: String, launchHandler: @escaping (BackgroundTask) -> Void) -> Bool {
        guard !launchHandlers.contains(where: { $0.identifier == identifier }) else { return false }
        launchHandlers.append((identifier, launchHandler))
        return true
    }

    /// A new refresh request replaces the pending refresh request whatever its identifier;
    /// any request replaces a pending one with its identifier.
    func submit(_ request: BackgroundTaskRequest) throws(BackgroundTaskSchedulerError) {
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
        let earliestMs = request.earliestBeginDate.map { $0.millisecondsSinceEpoch - clock.clockOffsetMs }
        let requestedAtMs = max(nowMs, earliestMs ?? nowMs)
        switch request.kind {
        case .refresh: submitRefresh(request, requestedAtMs: requestedAtMs)
        case .processing: submitProcessing(request, requestedAtMs: requestedAtMs)
        }
    }

    func cancel(identifier: String) {
        for pending in pendingRequests where pending.request.identifier == identifier {
            logScheduler(.cancelled, pending.request, "cancelled by the app")
        }
        pendingRequests.removeAll { $0.request.identifier == identifier }
    }

    var pendingTaskRequests: [BackgroundTaskRequest] { pendingRequests.map(\.request) }

    /// Launches the oldest pending request of `kind` now, ignoring its delay and its idle and
    /// power needs, as the debugger's "simulate launch" does. Returns why it cannot, or nil.
    func runPendingTask(_ kind: BackgroundTaskKind) -> String? {
        if app.isForceQuit() { return "the app was force-quit; nothing runs until the user launches it" }
        guard let position = pendingRequests.firstIndex(where: { $0.request.kind == kind }) else {
            return "no \(kind.rawValue) request is pending"
        }
        let identifier = pendingRequests[position].request.identifier
        guard launchHandlers.contains(where: { $0.identifier == identifier }) else {
            return "no launch handler is registered for \(identifier)"
        }
        launchTask(pendingAt: position, how: "simulated launch")
        return nil
    }

    private func submissionError(for request: BackgroundTaskRequest) -> BackgroundTaskSchedulerError? {
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
        let isNever = random.chance(Int64(model.refreshNeverChancePercent), in: 100)
        let (delayMs, usage) = drawRefreshDelay()
        let dueMs = requestedAtMs + delayMs
        pendingRequests.append(
            PendingTaskRequest(
                request: request, submittedAtMs: nowMs, requestedAtMs: requestedAtMs, phase: .never
            ))
        let position = pendingRequests.count - 1
        let earliest = Instant(millisecondsSinceEpoch: requestedAtMs)
        logScheduler(.submitted, request, "from \(earliest); \(usage)\(delayText(delayMs, dueMs))")
        if isNever { logNever(request) } else { setTimer(ofRequestAt: position, .due(atMs: dueMs)) }
    }

    /// Draws the never-chance only: the delay is drawn once the device is idle.
    private func submitProcessing(_ request: BackgroundTaskRequest, requestedAtMs: Int64) {
        let isNever = random.chance(Int64(model.processingNeverChancePercent), in: 100)
        pendingRequests.append(
            PendingTaskRequest(
                request: request, submittedAtMs: nowMs, requestedAtMs: requestedAtMs,
                phase: isNever ? .never : .waitingForIdle
            ))
        let earliest = Instant(millisecondsSinceEpoch: requestedAtMs)
        let idle = DurationText.describe(model.idleBeforeProcessingMs)
        let power = request.requiresExternalPower ? " and on external power" : ""
        let needs = "needs \(idle) locked with the screen off\(power)"
        logScheduler(.submitted, request, "from \(earliest); \(needs)")
        if isNever { logNever(request) } else { reconsiderProcessingRequests() }
    }

    private func logNever(_ request: BackgroundTaskRequest) {
        logScheduler(.never, request, "the system will not honour it; it stays pending until replaced")
    }

    private func delayText(_ delayMs: Int64, _ dueMs: Int64) -> String {
        "delay \(DurationText.describe(delayMs)) drawn; due \(Instant(millisecondsSinceEpoch: dueMs))"
    }

    // MARK: What the device tells it

    /// The user opened the app: the system refreshes a much-used app sooner.
    func noteAppOpened() {
        appOpenings.note(atMs: nowMs)
    }

    /// Keeps the idle clock processing requests wait on; the device then reconsiders them.
    func noteScreen(isOn: Bool) {
        darkSinceMs = isOn ? nil : nowMs
    }

    /// The process ended: its handlers go with it.
    func forgetLaunchHandlers() {
        launchHandlers = []
    }

    /// The process ended (`detail` says how): every live task is killed.
    func killLiveTasks(_ detail: String) {
        for task in liveTasks {
            endTask(task, outcome: .killed, event: .killed, detail: detail)
        }
    }

    /// Whether a task the app has not completed is running: the app runs in its window.
    var hasRunningTask: Bool {
        liveTasks.contains { runs[$0.runIndex].outcome == .running }
    }

    /// A work item finished inside the running task's window: counted to that run.
    func noteWorkItemRun() {
        if let task = liveTasks.first(where: { runs[$0.runIndex].outcome == .running }) {
            runs[task.runIndex].workItemsRun += 1
        }
    }

    /// Queued work lost when run `run` ended.
    func noteWorkDiscarded(_ count: Int, run: Int) {
        runs[run].workItemsDiscarded += count
    }

    /// The end of the run: what the app left with the system is let go.
    func dropAppClosures() {
        launchHandlers = []
        for task in liveTasks { task.expirationHandler = nil }
        liveTasks = []
    }

    // MARK: When requests run

    /// Why the system would start no background task now, or nil.
    var blockReason: String? {
        if power.isPoweredOff { return "blocked: the device is off" }
        if app.isForceQuit() { return "blocked: the app was force-quit" }
        if !power.isBackgroundAppRefreshOn { return "blocked: Background App Refresh is off" }
        if power.isLowPowerMode { return "blocked: Low Power Mode" }
        if !power.isCharging && power.batteryPercent < PowerModel.lowBatteryPercent {
            return "blocked: battery at \(power.batteryPercent)% and not charging"
        }
        return nil
    }

    /// Why the system would start no task of `kind` now, or nil. Beyond the blocks of every
    /// task, a processing task waits for the user to open the app once it has not been opened
    /// for a week: Apple promises to run one "within the next two days as long as the user has
    /// used your app within the past week" (`BGProcessingTaskRequest`) and nothing otherwise.
    func blockReason(for kind: BackgroundTaskKind) -> String? {
        if let reason = blockReason { return reason }
        guard kind == .processing, appOpenings.level(atMs: nowMs) == .dormant else { return nil }
        return "blocked: the app has not been opened for 7 days"
    }

    /// A refresh delay drawn now, from the user's recent openings of the app, and the words
    /// for the log naming the usage level it was drawn for (none when the scenario gives the
    /// distribution, which no usage changes).
    private func drawRefreshDelay() -> (delayMs: Int64, usage: String) {
        let level = appOpenings.level(atMs: nowMs)
        let delayMs = model.refreshDelay.distribution(for: level).draw(using: &random)
        return (delayMs, model.refreshDelay == .byUsage ? "\(level.reason); " : "")
    }

    private func setTimer(ofRequestAt position: Int, _ phase: PendingTaskRequest.Phase) {
        let timeMs: Int64
        switch phase {
        case .becomingEligible(let atMs), .due(let atMs): timeMs = atMs
        case .waitingForIdle, .deferred, .never: preconditionFailure("only a timed phase has a timer")
        }
        lastTicket += 1
        pendingRequests[position].phase = phase
        pendingRequests[position].ticket = lastTicket
        context.schedule(.backgroundTaskTimer(device: context.index, ticket: lastTicket), at: timeMs)
    }

    private func clearTimer(ofRequestAt position: Int, _ phase: PendingTaskRequest.Phase) {
        pendingRequests[position].phase = phase
        pendingRequests[position].ticket = PendingTaskRequest.noTicket
    }

    func timerDidFire(ticket: UInt32) {
        guard let position = pendingRequests.firstIndex(where: { $0.ticket == ticket }) else { return }
        let request = pendingRequests[position].request
        switch pendingRequests[position].phase {
        case .becomingEligible:
            let delayMs = model.processingDelay.draw(using: &random)
            setTimer(ofRequestAt: position, .due(atMs: nowMs + delayMs))
            let idleSince = Instant(millisecondsSinceEpoch: darkSinceMs ?? nowMs)
            let drawn = delayText(delayMs, nowMs + delayMs)
            logScheduler(.eligible, request, "idle since \(idleSince); \(drawn)")
        case .due:
            if let reason = blockReason(for: request.kind) {
                clearTimer(ofRequestAt: position, .deferred)
                logScheduler(.deferred, request, reason)
            } else {
                launchTask(pendingAt: position)
            }
        case .waitingForIdle, .deferred, .never:
            preconditionFailure("a request without a timer has no ticket")
        }
    }

    /// Brings every processing request in line with the device's idle and power state: one
    /// whose eligibility broke (screen lit, unplugged) waits again and will draw a new delay;
    /// one waiting on a device that now qualifies gets its eligibility timer.
    func reconsiderProcessingRequests() {
        for position in pendingRequests.indices {
            guard pendingRequests[position].request.kind == .processing else { continue }
            let eligibleFromMs = eligibilityStartMs(of: pendingRequests[position])
            switch pendingRequests[position].phase {
            case .becomingEligible, .due:
                guard eligibleFromMs == nil else { continue }
                if case .due = pendingRequests[position].phase {
                    let cause = darkSinceMs == nil ? "the screen came on" : "the device was unplugged"
                    let request = pendingRequests[position].request
                    logScheduler(.interrupted, request, "\(cause) before it was due")
                }
                clearTimer(ofRequestAt: position, .waitingForIdle)
            case .waitingForIdle:
                guard let eligibleFromMs else { continue }
                setTimer(ofRequestAt: position, .becomingEligible(atMs: eligibleFromMs))
            case .deferred, .never:
                continue
            }
        }
    }

    /// When a processing request becomes eligible if the device stays as it is (now, at the
    /// earliest): once it has been locked and dark for the idle time, and not before the
    /// request allows; nil if the device is in use, or the request needs power and has none.
    private func eligibilityStartMs(of pending: PendingTaskRequest) -> Int64? {
        guard let darkSinceMs, power.isCharging || !pending.request.requiresExternalPower else { return nil }
        return max(darkSinceMs + model.idleBeforeProcessingMs, pending.requestedAtMs, nowMs)
    }

    /// Called whenever a block may have cleared. If nothing blocks any more, every deferred
    /// request draws a fresh delay from now; a processing request whose device is not idle
    /// waits for idleness first, and draws then.
    func resumeDeferredRequests() {
        guard blockReason == nil else { return }
        for position in pendingRequests.indices where pendingRequests[position].phase == .deferred {
            let request = pendingRequests[position].request
            guard blockReason(for: request.kind) == nil else { continue }
            switch request.kind {
            case .refresh:
                let (delayMs, usage) = drawRefreshDelay()
                resume(requestAt: position, after: delayMs, usage: usage)
            case .processing where isEligibleNow(pendingRequests[position]):
                resume(requestAt: position, after: model.processingDelay.draw(using: &random))
            case .processing:
                clearTimer(ofRequestAt: position, .waitingForIdle)
                logScheduler(.resumed, request, "unblocked; waits for the device to be idle again")
            }
        }
        reconsiderProcessingRequests()
    }

    private func isEligibleNow(_ pending: PendingTaskRequest) -> Bool {
        eligibilityStartMs(of: pending) == nowMs
    }

    private func resume(requestAt position: Int, after delayMs: Int64, usage: String = "") {
        setTimer(ofRequestAt: position, .due(atMs: nowMs + delayMs))
        let drawn = delayText(delayMs, nowMs + delayMs)
        logScheduler(.resumed, pendingRequests[position].request, "unblocked; \(usage)\(drawn)")
    }

    // MARK: A task from launch to end

    /// Launches the request now. Draws, in this order, whether expiration comes early and
    /// when it would; both are always drawn, so the stream does not depend on the outcome.
    /// `how` names a launch that is not the system's own choice.
    private func launchTask(pendingAt position: Int, how: String? = nil) {
        let pending = pendingRequests.remove(at: position)
        let request = pending.request
        let registration = launchHandlers.first { $0.identifier == request.identifier }
        guard let handler = registration?.handler else {
            logScheduler(.unhandled, request, "no launch handler is registered; the request is dropped")
            return
        }
        let continuesRun = app.isRunning()
        let budgetMs = model.budgetMs(of: request.kind)
        let isEarly = random.chance(Int64(model.earlyExpirationChancePercent), in: 100)
        let earlyExpirationMs = random.int(in: 1_000...budgetMs)
        let expirationMs = isEarly ? earlyExpirationMs : budgetMs
        runs.append(
            BackgroundRun(
                identifier: request.identifier, kind: request.kind,
                submittedAt: Instant(millisecondsSinceEpoch: pending.submittedAtMs),
                requestedAt: Instant(millisecondsSinceEpoch: pending.requestedAtMs), startedAt: context.now
            ))
        let runIndex = runs.count - 1
        let task = SimulatedBackgroundTask(
            identifier: request.identifier, kind: request.kind, runIndex: runIndex, expiresEarly: isEarly,
            scheduler: self
        )
        liveTasks.append(task)
        scheduleDeadline(ofRun: runIndex, after: expirationMs)
        let expiration = "expires in \(DurationText.describe(expirationMs))\(isEarly ? " (early)" : "")"
        let latenessMs = runs[runIndex].delayMs
        let start = how ?? "started \(DurationText.describe(latenessMs)) after its earliest begin"
        logScheduler(.launched, request, "\(start); \(expiration)")
        app.startsRunning(continuesRun)
        handler(task)
    }

    /// First the expiration, then — if the app has not completed the task by then — the end
    /// of its grace.
    func deadlineDidArrive(run runIndex: Int) {
        guard let task = liveTasks.first(where: { $0.runIndex == runIndex }) else { return }
        switch runs[runIndex].outcome {
        case .running:
            runs[runIndex].outcome = .expired
            runs[runIndex].expiredEarly = task.expiresEarly
            let ranMs = context.now.milliseconds(since: runs[runIndex].startedAt)
            let handler = task.expirationHandler == nil ? "no handler set" : "handler called"
            let detail = "expiration \(handler) after \(DurationText.describe(ranMs))"
            logScheduler(.expired, kind: task.kind, identifier: task.identifier, detail)
            scheduleDeadline(ofRun: runIndex, after: model.expirationGraceMs)
            app.mayHaveStopped(runIndex)
            task.expirationHandler?()
        case .expired:
            let grace = DurationText.describe(model.expirationGraceMs)
            let detail = "not completed within \(grace) of expiration"
            endTask(task, outcome: .killed, event: .killed, detail: detail)
        case .completed, .killed:
            preconditionFailure("an ended task is no longer live")
        }
    }

    /// `setTaskCompleted`: only the first call of a live task counts.
    func taskDidComplete(runIndex: Int, success: Bool) {
        guard let task = liveTasks.first(where: { $0.runIndex == runIndex }) else { return }
        if runs[runIndex].outcome == .expired {
            endTask(task, outcome: .expired, event: .completed, detail: "after expiration")
        } else {
            let detail = success ? "success" : "failure"
            endTask(task, outcome: .completed(success: success), event: .completed, detail: detail)
        }
    }

    private func scheduleDeadline(ofRun runIndex: Int, after delayMs: Int64) {
        context.schedule(.backgroundTaskDeadline(device: context.index, run: UInt32(runIndex)), after: delayMs)
    }

    private func endTask(
        _ task: SimulatedBackgroundTask, outcome: BackgroundRun.Outcome, event: SchedulerEvent, detail: String
    ) {
        liveTasks.removeAll { $0 === task }
        runs[task.runIndex].outcome = outcome
        runs[task.runIndex].endedAt = context.now
        logScheduler(event, kind: task.kind, identifier: task.identifier, detail)
        app.mayHaveStopped(task.runIndex)
    }

    // MARK: The log

    private func logScheduler(_ event: SchedulerEvent, _ request: BackgroundTaskRequest, _ detail: String) {
        logScheduler(event, kind: request.kind, identifier: request.identifier, detail)
    }

    /// Every scheduler decision goes to the log and into the trace hash.
    private func logScheduler(
        _ event: SchedulerEvent, kind: BackgroundTaskKind?, identifier: String?, _ detail: String
    ) {
        log.append(
            SchedulerLogEntry(
                time: context.now, kind: kind, identifier: identifier, event: event.rawValue, detail: detail
            ))
        let words = "\(event.rawValue) \(identifier ?? "") \(detail)"
        context.record(.scheduler, detail: words)
    }
}
