import Platform

extension SyncEngine {
    enum RetryLoop: String {
        case send, fetch
    }

    /// Arms a timer for the next attempt: exponential back-off per loop, never sooner than the
    /// server's retry-after, which also keeps triggers quiet until it has passed. One timer per
    /// loop at most: the attempt it starts retries everything that waits, so a second timer
    /// would only multiply requests (each firing would arm more). The app timer cannot be
    /// cancelled, so an armed timer is counted until it fires.
    @discardableResult
    func armRetry(for loop: RetryLoop, retryAfterMs: Int64?, reason: String) -> Int64 {
        let streak: Int
        switch loop {
        case .send:
            streak = sendFailureStreak
            sendFailureStreak += 1
        case .fetch:
            streak = fetchFailureStreak
            fetchFailureStreak += 1
        }
        let delayMs = policy.retryDelayMs(streak: streak, retryAfterMs: retryAfterMs)
        precondition(delayMs >= (retryAfterMs ?? 0), "a retry never comes before the server allows")
        if let retryAfterMs {
            quietUntilUptimeMs = max(quietUntilUptimeMs, clock.uptimeMs + retryAfterMs)
        }
        guard !loopsWithRetryArmed.contains(loop) else { return delayMs }
        loopsWithRetryArmed.insert(loop)
        state.counters.retries += 1
        log(.retryScheduled, heldForRetry.sorted(), "\(loop.rawValue) retry in \(delayMs) ms: \(reason)")
        timer.schedule(afterMs: delayMs) { [weak self] in
            self?.retryTimerDidFire(loop)
        }
        return delayMs
    }

    func retryTimerDidFire(_ loop: RetryLoop) {
        precondition(loopsWithRetryArmed.contains(loop), "only an armed timer fires")
        loopsWithRetryArmed.remove(loop)
        // A later answer may have asked for more quiet than this timer was armed for.
        guard clock.uptimeMs >= quietUntilUptimeMs else {
            loopsWithRetryArmed.insert(loop)
            let remainingMs = quietUntilUptimeMs - clock.uptimeMs
            log(.retryScheduled, [], "\(loop.rawValue) retry waits \(remainingMs) ms more: the server asked for quiet")
            timer.schedule(afterMs: remainingMs) { [weak self] in
                self?.retryTimerDidFire(loop)
            }
            return
        }
        syncNow()
    }

    /// Runs `work` once the quiet the server asked for is over (at once when there is none):
    /// the requests the app makes beside the engine, such as invitations, honour a retry-after too.
    public func afterQuiet(_ work: @escaping () -> Void) {
        let remainingMs = quietUntilUptimeMs - clock.uptimeMs
        guard remainingMs > 0 else { return work() }
        timer.schedule(afterMs: remainingMs) { [weak self] in
            guard let self else { return work() }
            afterQuiet(work)
        }
    }

    /// A trigger or timer lets held items go again, unless the server asked for quiet until later.
    func releaseHeldItemsIfAllowed() {
        guard clock.uptimeMs >= quietUntilUptimeMs else { return }
        heldForRetry.removeAll()
    }
}
