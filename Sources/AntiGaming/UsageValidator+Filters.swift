import Platform

/// What the filters made of a tick: dropped by one of them, or counted.
enum Admission {
    case dropped(ValidationReason)
    case counted(AdmittedMinute)
}

/// A tick that passed the filters, with what they learned on the way that the rules after
/// them need again.
struct AdmittedMinute {
    /// The app's position in ``UsageValidator/appsSeen``.
    let appNumber: Int
    /// The filters ask whether the budget should pay for the minute; the suspicions ask again
    /// for a learning minute, and nothing between can change the answer.
    let isOtherDeviceInUse: Bool
    /// The same app credited on another device in the same 60 s, off the minute's phase: that
    /// device really runs it too (see ``UsageValidator/isSameAppOnOtherDevice(appNumber:on:trustedMs:)``).
    let isSameAppOnOtherDevice: Bool
}

extension UsageValidator {
    /// Runs the filters on a tick; a tick that passes them is counted — its minute is
    /// remembered for duplicates and its 60 s claimed from the child's budget. Tells the filter
    /// that dropped it, if any; dropping is not a suspicion, so nothing is flagged. `date` is the
    /// local date whose minute the tick claims (see ``claimedDate(of:on:)``).
    mutating func admitMinute(_ tick: UsageTick, on slot: Int, trustedMs: Int64, date: CivilDate) -> Admission {
        if watches[slot].budgetFloorDate != date {
            // No interval start today: the day's first callback is one minute of use at most.
            watches[slot].budgetFloorMs = trustedMs - Self.sameMinuteMs
            watches[slot].budgetFloorDate = date
        }
        let previousDeliveredMs = watches[slot].lastDeliveredTickMs
        watches[slot].lastDeliveredTickMs = trustedMs
        let isLive = previousDeliveredMs.map { trustedMs - $0 >= Self.burstGapMs } ?? true
        watches[slot].chargerDelivery.noteDelivery(atMs: trustedMs, battery: tick.battery, isLive: isLive)
        watches[slot].countMinutes(on: date, at: tick.at, trustedMs: trustedMs)
        let appSlot = appSlot(tick.app, on: slot)
        if watches[slot].apps[appSlot].countedMinutes.contains(tick.minute) {
            return .dropped(.duplicate)
        }
        let appNumber = watches[slot].apps[appSlot].number
        // Kept past the minute by the mirror's allowance: a mirror delivered ahead of the
        // minute it copies is judged by the other device's minute before that one.
        forgetMinutes(before: trustedMs - Self.sameMinuteMs - Self.mirrorPhaseMs)
        if isMirrored(appNumber: appNumber, on: slot, trustedMs: trustedMs) {
            return .dropped(.mirroredOnOtherDevice)
        }
        if isLive {
            watches[slot].apps[appSlot].callbackRate.noteLive(atMs: trustedMs)
        } else {
            watches[slot].apps[appSlot].callbackRate.noteBurst()
        }
        let run =
            isLive ? watches[slot].apps[appSlot].liveRun.flatMap { $0.isContinued(at: trustedMs) ? $0 : nil } : nil
        if let run, !run.hasRoom(at: trustedMs) {
            return .dropped(.fasterThanTime)
        }
        if !isLive, !saysAMinuteMore(tick.minute, appSlot: appSlot, on: slot) {
            return .dropped(.fasterThanTime)
        }
        // Delivered with others the moment the device went on its charger: a phantom flood,
        // with no time behind it (see ``ChargerDelivery``).
        if watches[slot].chargerDelivery.isPlugInFlood(isLive: isLive) {
            return .dropped(.fasterThanTime)
        }
        // A different app credited on another device this very minute, or the same app running
        // there on its own phase, is not a minute the budget should pay for: it is a suspicion
        // (otherDeviceInUse), judged next, and claiming it would crowd out the device the child
        // is really using.
        let isSameAppOnOtherDevice = isSameAppOnOtherDevice(appNumber: appNumber, on: slot, trustedMs: trustedMs)
        let isOtherDeviceInUse =
            isSameAppOnOtherDevice
            || isOtherDeviceInUse(appNumber: appNumber, on: slot, trustedMs: trustedMs)
        if !isOtherDeviceInUse {
            let hasRoom = budget.claim(
                tickMs: trustedMs, floorMs: watches[slot].budgetFloorMs,
                lookBackMs: policy.timeBudget.lookBackMs
            )
            guard hasRoom else { return .dropped(.fasterThanTime) }
        }
        // A minute counted from a late burst was delivered long after it ended: it says nothing
        // about how soon the next live callback may come.
        watches[slot].apps[appSlot].countedMinutes.insert(tick.minute)
        if var run, isLive {
            run.count(at: trustedMs)
            watches[slot].apps[appSlot].liveRun = run
        } else {
            watches[slot].apps[appSlot].liveRun = isLive ? LiveRun(firstCountedAtMs: trustedMs) : nil
        }
        return .counted(
            AdmittedMinute(
                appNumber: appNumber, isOtherDeviceInUse: isOtherDeviceInUse,
                isSameAppOnOtherDevice: isSameAppOnOtherDevice
            ))
    }

    /// A callback delivered in a burst — a late batch, a catch-up — has no time of its own to
    /// measure. On a device whose live callbacks over-count (see ``CallbackRate``), threshold k
    /// says k ÷ factor minutes of use (to the nearest), and it counts only when it says a minute
    /// more than the app's highest threshold counted today does. Measured from that threshold,
    /// not from the day's start, so that a rate a few per cent off, or a minute credited early,
    /// does not add up over a day. Live callbacks are judged by their time (``LiveRun``, the
    /// budget), which measures better than a rate — the first of a batch too, which comes as if
    /// live. Worked numbers, at 2×: threshold 79 counted live, then a catch-up of 80–120 — 80,
    /// first, is counted by its time (40 minutes); 81 says 41 (counted), 82 still 41 (dropped),
    /// 83 says 42, …, 119 says 60: 21 minutes for the 20 used since, the first one too many.
    /// True on a device not seen over-counting.
    private func saysAMinuteMore(_ minute: Int, appSlot: Int, on slot: Int) -> Bool {
        guard let factor = watches[slot].apps[appSlot].callbackRate.overCountFactor else { return true }
        func minutesUsed(_ threshold: Int) -> Int {
            Int((Double(threshold) / factor).rounded(.toNearestOrAwayFromZero))
        }
        return minutesUsed(minute) > minutesUsed(watches[slot].apps[appSlot].countedMinutes.highest ?? 0)
    }

    /// The position of `app` in the device's apps; an app delivered on the device for the first
    /// time is added, numbered by its place in ``appsSeen`` (added there too if new).
    private mutating func appSlot(_ app: AppID, on slot: Int) -> Int {
        if let appSlot = watches[slot].apps.firstIndex(where: { $0.app == app }) { return appSlot }
        let number = appsSeen.firstIndex(of: app) ?? appsSeen.count
        if number == appsSeen.count { appsSeen.append(app) }
        watches[slot].apps.append(AppWatch(app: app, number: number))
        return watches[slot].apps.count - 1
    }

    /// Callbacks closer than this to the one before are a burst: delivered late together.
    static let burstGapMs: Int64 = 2 * Instant.millisecondsPerSecond

    /// Two devices' minutes closer than this are the same minute.
    static let sameMinuteMs: Int64 = Instant.millisecondsPerMinute

    private mutating func forgetMinutes(before oldestMs: Int64) {
        recentLearningMinutes.removeAll { $0.trustedMs <= oldestMs }
    }
}
