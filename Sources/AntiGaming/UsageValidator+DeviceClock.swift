import Platform

extension UsageValidator {
    /// Reads a device's clock and uptime, raising a flag the moment its clock goes off or its
    /// zone changes, and opening the windows in which its ticks stay suspect.
    mutating func read(_ device: DeviceID, at: LocalTimestamp, uptimeMs: Int64) -> DeviceWatch.Reading {
        var watch = devices[device] ?? DeviceWatch(at: at, uptimeMs: uptimeMs)
        let reading = watch.read(at: at, uptimeMs: uptimeMs, clockToleranceMs: policy.clockToleranceMs)
        let trusted = watch.trustedTimestamp(reading.trustedMs)
        if reading.clockWentOff { raise(.clockChanged, device: device, at: at) }
        if watch.isClockOff && policy.clockChangeWithholdsRestOfDay {
            watch.clockWithheldDate = trusted.date
        }
        if reading.zoneChanged && at.utcOffsetSeconds == watch.homeUtcOffsetSeconds
            && policy.timeZoneChangeWindow == .untilNextLocalMidnight {
            // Back home: the day boundary is where it was, and the window closes.
            watch.zoneSuspectUntilMs = nil
        } else if reading.zoneChanged {
            raise(.timeZoneChanged, device: device, at: at)
            watch.zoneSuspectUntilMs = zoneSuspicionEnd(after: trusted)
        }
        devices[device] = watch
        return reading
    }

    /// A change at 15:00 (trusted time, new zone) stays suspect until 24:00 at lenient and
    /// moderate, and until 15:00 the next day at strict.
    private func zoneSuspicionEnd(after change: LocalTimestamp) -> Int64 {
        switch policy.timeZoneChangeWindow {
        case .untilNextLocalMidnight:
            let midnight = LocalTimestamp.startOfDay(
                change.date.adding(days: 1), utcOffsetSeconds: change.utcOffsetSeconds
            )
            return midnight.millisecondsSinceEpoch
        case let .milliseconds(span):
            return change.instant.millisecondsSinceEpoch + span
        }
    }

    /// A host-app run after a silence longer than the level allows, while the device kept
    /// producing ticks, is flagged: the app could not check anything in between. Moderate,
    /// 24 h: a run 30 h after the previous one with ticks in between is flagged; 30 h with no
    /// ticks (the device lay unused) is not.
    mutating func noteHostAppRan(_ device: DeviceID, at: LocalTimestamp, trustedMs: Int64) {
        guard var watch = devices[device] else {
            preconditionFailure("a run is read before it is noted")
        }
        if let lastRunMs = watch.lastRunMs, watch.hasTicksSinceRun,
           trustedMs - lastRunMs >= policy.appStalledAfterMs {
            raise(.appStalled, device: device, at: at)
        }
        watch.lastRunMs = trustedMs
        watch.hasTicksSinceRun = false
        devices[device] = watch
    }
}
