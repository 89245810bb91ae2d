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
        noteBootSession()
        let signal = UsageSignal.intervalStarted(device: device, at: clock.now, uptimeMs: clock.uptimeMs)
        let now = clock.now
        store.update { account, work in work.observe(signal, account: &account, now: now) }
        registerAfreshOnNewDay()
    }

    /// Tells the validator of a restart before anything read after it: the uptimes of this boot
    /// are not comparable with the last one's.
    func noteBootSession() {
        let now = clock.now
        let uptimeMs = clock.uptimeMs
        let session = clock.bootSession
        store.update { account, work in
            if let booted = work.validation.bootChange(session, device: device, at: now, uptimeMs: uptimeMs) {
                work.observe(booted, account: &account, now: now)
            }
        }
    }

    /// An echo comes within a minute of the registration, in the same boot.
    private var isRegistrationEcho: Bool {
        guard let registered = usageRegisteredUptimeMs, usageRegisteredBootSession == clock.bootSession else {
            return false
        }
        let elapsedMs = clock.uptimeMs - registered
        return elapsedMs >= 0 && elapsedMs < Self.registrationEchoMs
    }

    /// Yesterday's windows stay registered into the new interval: one that had moved up would
    /// leave today's first minutes of its app unrecorded, so a new day registers from minute 1.
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
        noteBootSession()
        let now = clock.now
        let sequence = logUsage(usage, at: now, uptimeMs: clock.uptimeMs)
        applyLoggedUsage(sequence, now: now)
        rearmIfWindowTopped(by: usage)
    }

    /// The top event of an app's window fired: nothing more of the app is recorded today unless
    /// the app registers again. Real use reached it — the window moves past it; or a flood fired
    /// every event at once (the filters dropped it as faster than time) — the window starts
    /// after the last minute the filters let through, so that the rest of the day counts.
    private func rearmIfWindowTopped(by usage: UsageEventName) {
        guard usageWindows.date == clock.now.date,
            usage.minute == usageWindows.minutes(of: usage.app, appCount: usageAppCount).upperBound
        else { return }
        if isRegisteringUsage {
            appsToppedDuringRegistration.append(usage.app)
        } else {
            startUsageMonitoring()
        }
    }

    /// The highest minute of each app this device logged on `date` that no filter dropped (a
    /// flood's minutes, dropped as faster than time, do not count). A minute numbered beyond the
    /// minutes of the day elapsed when it was logged is yesterday's, delivered after midnight.
    func lastUnfilteredMinutes(on date: CivilDate) -> [AppID: Int] {
        store.work.usageLog.lastUnfilteredMinutes(of: device, on: date)
    }

    /// The extension's first commit.
    ///
    /// - Returns: the record's sequence in the usage log.
    func logUsage(_ usage: UsageEventName, at time: LocalTimestamp, uptimeMs: Int64) -> Int {
        let zoneIdentifier = clock.timeZone.identifier
        let reading = battery.batteryReading
        return store.update { _, work in
            work.usageLog.append(
                device: device, usage: usage, at: time, uptimeMs: uptimeMs, zoneIdentifier: zoneIdentifier,
                battery: reading
            )
        }
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
