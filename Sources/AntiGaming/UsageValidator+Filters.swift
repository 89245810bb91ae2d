import Platform

extension UsageValidator {
    /// Runs the filters on a learning tick; a tick that passes them is counted — its minute is
    /// remembered for duplicates and its 60 s claimed from the child's budget. Returns the
    /// filter that dropped it, if any; dropping is not a suspicion, so nothing is flagged.
    mutating func admitLearning(_ tick: UsageTick, trustedMs: Int64) -> ValidationReason? {
        guard let floorMs = devices[tick.device].map(\.budgetFloorMs) else {
            preconditionFailure("a tick is read before it is admitted")
        }
        let minute = AppMinute(app: tick.app, minute: tick.minute)
        if devices[tick.device]?.countedMinutesDate != tick.at.date {
            devices[tick.device]?.countedMinutesDate = tick.at.date
            devices[tick.device]?.countedMinutes = []
        }
        if devices[tick.device]?.countedMinutes.contains(minute) == true {
            return .duplicate
        }
        forgetMinutes(before: trustedMs - Self.sameMinuteMs)
        if isMirrored(tick, trustedMs: trustedMs) {
            return .mirroredOnOtherDevice
        }
        let hasRoom = budget.claim(
            tickMs: trustedMs, floorMs: floorMs, lookBackMs: policy.plausibilityLookBackMs
        )
        guard hasRoom else { return .fasterThanTime }
        devices[tick.device]?.countedMinutes.insert(minute)
        return nil
    }

    /// Two devices' minutes closer than this are the same minute.
    static let sameMinuteMs: Int64 = Instant.millisecondsPerMinute

    /// The same app's minute counted on another device within the same 60 s: one Apple ID's
    /// usage showing up on both devices. At 10:05:20 on the iPad, a tick of the app the phone
    /// counted at 10:05:00 is mirrored; at 10:06:20 it is not.
    private func isMirrored(_ tick: UsageTick, trustedMs: Int64) -> Bool {
        recentLearningMinutes.contains {
            $0.device != tick.device && $0.app == tick.app
                && abs($0.trustedMs - trustedMs) < Self.sameMinuteMs
        }
    }

    private mutating func forgetMinutes(before oldestMs: Int64) {
        recentLearningMinutes.removeAll { $0.trustedMs <= oldestMs }
    }
}
