import AntiGaming
import Platform
import RewardEngine

extension ChildDeviceApp: DeviceActivityMonitor {
    /// The usage activity's interval starts at the device's first use of the day: the
    /// validator counts no minute of today on this device before it.
    ///
    /// Registering mid-interval makes the system confirm the interval under way with an
    /// intervalDidStart at once (while the device is in use, as at a foreground launch): that
    /// one is no first use — taken for one, it would leave no time behind the minutes the
    /// registration's catch-up replays, and lose them.
    public func intervalDidStart(for activity: ActivityName) {
        guard activity == Self.usageActivity, !isRegistrationEcho else { return }
        let signal = UsageSignal.intervalStarted(device: device, at: clock.now, uptimeMs: clock.uptimeMs)
        let now = clock.now
        store.update { account, work in work.observe(signal, account: &account, now: now) }
        registerAfreshOnNewDay()
    }

    private var isRegistrationEcho: Bool {
        guard let registered = usageRegisteredUptimeMs else { return false }
        let elapsedMs = clock.uptimeMs - registered
        return elapsedMs >= 0 && elapsedMs < Self.registrationEchoMs
    }

    /// Yesterday's windows stay registered into the new interval: one that had moved up would
    /// leave today's first minutes of its app unrecorded.
    func registerAfreshOnNewDay() {
        let today = clock.now.date
        guard usageWindows.date != today else { return }
        if usageWindows.isAtDayStart {
            usageWindows.begin(today)
        } else {
            startUsageMonitoring()
        }
    }

    public func intervalDidEnd(for activity: ActivityName) {
        guard activity.rawValue.hasPrefix(Self.redemptionActivityPrefix) else { return }
        let now = clock.now
        store.update { account, _ in account.expireRedemptions(at: now) }
        center.stopMonitoring([activity])
    }

    /// Writes the callback to the usage log, then applies it: two commits, as the real
    /// extension saves its app-group log before it does anything else, so that a kill in
    /// between leaves a record reconciliation can find.
    public func eventDidReachThreshold(_ event: EventName, activity: ActivityName) {
        guard activity == Self.usageActivity, let usage = UsageEventName(event),
              store.account.catalog.category(of: usage.app) != nil
        else {
            unrecognisedCallbackCount += 1
            return
        }
        let now = clock.now
        let sequence = logUsage(usage, at: now, uptimeMs: clock.uptimeMs)
        applyLoggedUsage(sequence, now: now)
        rearmIfWindowTopped(by: usage)
    }

    /// The top event of an app's window fired: nothing more of the app is recorded today unless
    /// the app registers again. Real use reached it — the window moves past it; or a flood fired
    /// every event at once (the filters dropped it as faster than time) — the window starts
    /// after the last minute the filters let through, so that the rest of the day counts.
    /// Either way the registration's catch-up replays only minutes the system really counted,
    /// which the validator drops as duplicates when they were counted before.
    private func rearmIfWindowTopped(by usage: UsageEventName) {
        let appCount = store.account.catalog.learningApps.count + store.account.catalog.rewardApps.count
        let today = clock.now.date
        guard usageWindows.date == today,
              usage.minute == usageWindows.minutes(of: usage.app, appCount: appCount).upperBound
        else { return }
        if isRegisteringUsage {
            appsToppedDuringRegistration.append(usage.app)
            return
        }
        let next = lastUnfilteredMinute(of: usage.app, on: today) + 1
        _ = usageWindows.move(usage.app, to: next, appCount: appCount)
        startUsageMonitoring()
    }

    /// The highest minute of `app` this device logged on `date` that no filter dropped; 0 if none.
    private func lastUnfilteredMinute(of app: AppID, on date: CivilDate) -> Int {
        var highest = 0
        for record in store.work.usageLog.records.reversed() {
            if record.date < date { break }
            guard record.device == device, record.app == app, record.date == date,
                  let assessment = record.assessment, !assessment.reasons.contains(where: \.isFilter)
            else { continue }
            highest = max(highest, record.thresholdMinute)
        }
        return highest
    }

    /// The extension's first commit.
    ///
    /// - Returns: the record's sequence in the usage log.
    func logUsage(_ usage: UsageEventName, at time: LocalTimestamp, uptimeMs: Int64) -> Int {
        store.update { _, work in work.usageLog.append(device: device, usage: usage, at: time, uptimeMs: uptimeMs) }
    }

    /// The extension's second commit; nothing when the record was applied already.
    func applyLoggedUsage(_ sequence: Int, now: LocalTimestamp) {
        let outcome = store.update { account, work in
            work.applyUsageRecord(sequence, to: &account, now: now)
        }
        if let outcome {
            announce(outcome)
        }
    }
}
