import Platform

/// When pending requests run: each waits out its drawn delay (processing requests first wait
/// for the device to lie idle), and nothing starts while background work is blocked.
extension SimulatedChildDevice {
    /// Why the system would start no background task now, or nil.
    var backgroundBlockReason: String? {
        if power.isPoweredOff { return "blocked: the device is off" }
        if isAppForceQuit { return "blocked: the app was force-quit" }
        if !power.isBackgroundAppRefreshOn { return "blocked: Background App Refresh is off" }
        if power.isLowPowerMode { return "blocked: Low Power Mode" }
        if !power.isCharging && batteryPercent < PowerModel.lowBatteryPercent {
            return "blocked: battery at \(batteryPercent)% and not charging"
        }
        return nil
    }

    /// Why the system would start no task of `kind` now, or nil. Beyond the blocks of every
    /// task, a processing task waits for the user to open the app once it has not been opened
    /// for a week: Apple promises to run one "within the next two days as long as the user has
    /// used your app within the past week" (`BGProcessingTaskRequest`) and nothing otherwise.
    func backgroundBlockReason(for kind: BackgroundTaskKind) -> String? {
        if let reason = backgroundBlockReason { return reason }
        guard kind == .processing, appOpenings.level(atMs: nowMs) == .dormant else { return nil }
        return "blocked: the app has not been opened for 7 days"
    }

    /// A refresh delay drawn now, from the user's recent openings of the app, and the words
    /// for the log naming the usage level it was drawn for (none when the scenario gives the
    /// distribution, which no usage changes).
    func drawRefreshDelay() -> (delayMs: Int64, usage: String) {
        let level = appOpenings.level(atMs: nowMs)
        let delayMs = backgroundModel.refreshDelay.distribution(for: level).draw(using: &backgroundRandom)
        return (delayMs, backgroundModel.refreshDelay == .byUsage ? "\(level.reason); " : "")
    }

    func setTimer(ofRequestAt position: Int, _ phase: PendingTaskRequest.Phase) {
        let timeMs: Int64
        switch phase {
        case let .becomingEligible(atMs), let .due(atMs): timeMs = atMs
        case .waitingForIdle, .deferred, .never: preconditionFailure("only a timed phase has a timer")
        }
        lastTicket += 1
        pendingRequests[position].phase = phase
        pendingRequests[position].ticket = lastTicket
        world.loop.schedule(.backgroundTaskTimer(device: index, ticket: lastTicket), at: timeMs)
    }

    private func clearTimer(ofRequestAt position: Int, _ phase: PendingTaskRequest.Phase) {
        pendingRequests[position].phase = phase
        pendingRequests[position].ticket = PendingTaskRequest.noTicket
    }

    func backgroundTaskTimerDidFire(ticket: UInt32) {
        guard let position = pendingRequests.firstIndex(where: { $0.ticket == ticket }) else { return }
        let request = pendingRequests[position].request
        switch pendingRequests[position].phase {
        case .becomingEligible:
            let delayMs = backgroundModel.processingDelay.draw(using: &backgroundRandom)
            setTimer(ofRequestAt: position, .due(atMs: nowMs + delayMs))
            let idleSince = Instant(millisecondsSinceEpoch: darkSinceMs ?? nowMs)
            let drawn = delayText(delayMs, nowMs + delayMs)
            logScheduler(.eligible, request, "idle since \(idleSince); \(drawn)")
        case .due:
            if let reason = backgroundBlockReason(for: request.kind) {
                clearTimer(ofRequestAt: position, .deferred)
                logScheduler(.deferred, request, reason)
            } else {
                launchBackgroundTask(pendingAt: position)
            }
        case .waitingForIdle, .deferred, .never:
            preconditionFailure("a request without a timer has no ticket")
        }
    }

    /// Keeps the idle clock processing requests wait on.
    func screenDidTurn(on isOn: Bool) {
        darkSinceMs = isOn ? nil : nowMs
        power.scheduleBatteryEmpty()
        reconsiderProcessingRequests()
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
                    let cause = isScreenOn ? "the screen came on" : "the device was unplugged"
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
        return max(darkSinceMs + backgroundModel.idleBeforeProcessingMs, pending.requestedAtMs, nowMs)
    }

    /// Called whenever a block may have cleared. If nothing blocks any more, every deferred
    /// request draws a fresh delay from now; a processing request whose device is not idle
    /// waits for idleness first, and draws then.
    func resumeDeferredRequests() {
        guard backgroundBlockReason == nil else { return }
        for position in pendingRequests.indices where pendingRequests[position].phase == .deferred {
            let request = pendingRequests[position].request
            guard backgroundBlockReason(for: request.kind) == nil else { continue }
            switch request.kind {
            case .refresh:
                let (delayMs, usage) = drawRefreshDelay()
                resume(requestAt: position, after: delayMs, usage: usage)
            case .processing where isEligibleNow(pendingRequests[position]):
                resume(requestAt: position, after: backgroundModel.processingDelay.draw(using: &backgroundRandom))
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

    func logScheduler(_ event: SchedulerEvent, _ request: BackgroundTaskRequest, _ detail: String) {
        logScheduler(event, kind: request.kind, identifier: request.identifier, detail)
    }

    /// Every scheduler decision goes to the log and into the trace hash.
    func logScheduler(
        _ event: SchedulerEvent, kind: BackgroundTaskKind?, identifier: String?, _ detail: String
    ) {
        schedulerLog.append(SchedulerLogEntry(
            time: world.now, kind: kind, identifier: identifier, event: event.rawValue, detail: detail
        ))
        let words = "\(event.rawValue) \(identifier ?? "") \(detail)"
        world.recordDecision(.scheduler, device: index, detail: words)
    }
}
