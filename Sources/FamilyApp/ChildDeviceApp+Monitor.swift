import AntiGaming
import Platform
import RewardEngine

extension ChildDeviceApp: DeviceActivityMonitor {
    /// The usage activity's interval starts at the device's first use of the day: the
    /// validator counts no minute of today on this device before it.
    public func intervalDidStart(for activity: ActivityName) {
        guard activity == Self.usageActivity else { return }
        let signal = UsageSignal.intervalStarted(device: device, at: clock.now, uptimeMs: clock.uptimeMs)
        let now = clock.now
        store.update { account, work in work.observe(signal, account: &account, now: now) }
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
