import Platform

/// A suspicion a counted learning minute raised and what the level does about it.
struct Suspicion: Hashable, Sendable {
    let reason: ValidationReason
    let response: SuspicionResponse
}

extension UsageValidator {
    /// Every suspicion about a counted learning minute, before it is added to its session.
    /// `isFromDayBefore`: the minute was held over midnight, so it was used at the latest in the
    /// day before's last minute — the hour odd hours judge. `isOnRegularRun`: the minute belongs
    /// to a run the last days predict (see ``followRegularRun(_:on:sessionIndex:)``); it is only
    /// marked here — the run is withheld when it shows it repeats them, by holding its minutes.
    mutating func learningSuspicions(
        _ tick: UsageTick, on slot: Int, trustedMs: Int64, isFromDayBefore: Bool, sessionIndex: Int,
        appNumber: Int, isOnRegularRun: Bool, isOtherDeviceInUse: Bool
    ) -> [Suspicion] {
        var suspicions = settingSuspicions(on: slot, trustedMs: trustedMs)
        if let response = oddHoursResponse(
            appNumber: appNumber, on: slot, trustedMs: trustedMs, isFromDayBefore: isFromDayBefore
        ) {
            suspicions.append(Suspicion(reason: .oddHours, response: response))
        }
        if let response = SessionLengthRule.judge(
            sessionMinutes: sessions[sessionIndex].minutes, parameters: policy.sessionLength
        ) {
            suspicions.append(Suspicion(reason: .unbrokenSession, response: response))
        }
        if watches[slot].rapidSwitching.isStorm(
            afterMinuteOf: tick.app, trustedMs: trustedMs, parameters: policy.rapidSwitching
        ) {
            suspicions.append(Suspicion(reason: .rapidSwitching, response: .withhold))
        }
        if isOnRegularRun {
            suspicions.append(Suspicion(reason: .regularPattern, response: .flag))
        }
        if isOtherDeviceInUse {
            suspicions.append(Suspicion(reason: .otherDeviceInUse, response: policy.otherDevice.response))
        }
        return suspicions
    }

    static let lastMinuteOfDay = Int(Instant.millisecondsPerDay / Instant.millisecondsPerMinute) - 1

    /// What a learning minute gets from the odd-hours rule (see ``OddHoursRule``); nil: no
    /// suspicion. `isFromDayBefore`: held over midnight, so judged at the day before's last minute.
    private mutating func oddHoursResponse(
        appNumber: Int, on slot: Int, trustedMs: Int64, isFromDayBefore: Bool
    ) -> SuspicionResponse? {
        guard let parameters = policy.oddHours else { return nil }
        let minuteOfDay =
            isFromDayBefore
            ? Self.lastMinuteOfDay
            : Int(watches[slot].trustedTimestamp(trustedMs).millisecondOfDay / Instant.millisecondsPerMinute)
        return watches[slot].oddHours.judge(
            appNumber: appNumber, trustedMs: trustedMs, minuteOfDay: minuteOfDay, sessionGapMs: settings.sessionGapMs,
            parameters: parameters
        )
    }

    /// A clock set off its uptime, or a zone changed, while the minute was used. Reward minutes
    /// carry them too: they earn nothing to withhold, but a redemption spent under a changed
    /// clock is the change at work, and the flag is the parents' only sign of it.
    func settingSuspicions(on slot: Int, trustedMs: Int64) -> [Suspicion] {
        var suspicions: [Suspicion] = []
        if let response = watches[slot].clockChange.judge(
            isClockOff: watches[slot].isClockOff, date: watches[slot].trustedTimestamp(trustedMs).date,
            parameters: policy.clockChange
        ) {
            suspicions.append(Suspicion(reason: .clockChanged, response: response))
        }
        if let response = watches[slot].timeZoneChange.judge(trustedMs: trustedMs, parameters: policy.timeZoneChange) {
            suspicions.append(Suspicion(reason: .timeZoneChanged, response: response))
        }
        return suspicions
    }

    /// A different learning app credited on another device within the same 60 s: the child
    /// cannot use both, so one device is farming. Only credited minutes count, so the device
    /// that was first keeps its minutes at a withholding level.
    func isOtherDeviceInUse(appNumber: Int, on slot: Int, trustedMs: Int64) -> Bool {
        isCreditedOnOtherDevice(on: slot, trustedMs: trustedMs) { $0 != appNumber }
    }

    /// A minute of an app `isApp` picks (by its number) credited on another device within the
    /// same 60 s.
    func isCreditedOnOtherDevice(on slot: Int, trustedMs: Int64, app isApp: (Int) -> Bool) -> Bool {
        recentLearningMinutes.contains {
            $0.slot != slot && $0.isKept && isApp($0.appNumber) && abs($0.trustedMs - trustedMs) < Self.sameMinuteMs
        }
    }
}
