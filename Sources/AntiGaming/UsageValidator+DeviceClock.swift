import Platform

extension UsageValidator {
    /// Reads a device's clock and uptime, raising a flag the moment its clock goes off or its
    /// zone changes, and opening the windows in which its ticks stay suspect.
    mutating func read(_ slot: Int, at: LocalTimestamp, uptimeMs: Int64) -> DeviceWatch.Reading {
        let reading = watches[slot].read(
            at: at, uptimeMs: uptimeMs, clockToleranceMs: policy.clockToleranceMs
        )
        let trusted = watches[slot].trustedTimestamp(reading.trustedMs)
        let device = watches[slot].device
        if reading.clockWentOff { raise(.clockChanged, device: device, at: at) }
        if watches[slot].isClockOff && policy.clockChangeWithholdsRestOfDay {
            watches[slot].clockWithheldDate = trusted.date
        }
        // A daylight-saving change is the zone's own: nothing to suspect (reading.zoneChanged
        // is false for it).
        if reading.zoneChanged && watches[slot].isAtHomeOffset(at)
            && policy.timeZoneChangeWindow == .untilNextLocalMidnight
        {
            // Back home: the day boundary is where it was, and the window closes.
            watches[slot].zoneSuspectUntilMs = nil
        } else if reading.zoneChanged && !settings.choices.requiresAutomaticDateAndTime {
            raise(.timeZoneChanged, device: device, at: at)
            watches[slot].zoneSuspectUntilMs = zoneSuspicionEnd(after: trusted)
        }
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
        case .milliseconds(let span):
            return change.instant.millisecondsSinceEpoch + span
        }
    }

    /// A host-app run after a silence longer than the level allows, while the device kept
    /// producing ticks, is flagged: the app could not check anything in between. Moderate,
    /// 24 h: a run 30 h after the previous one with ticks in between is flagged; 30 h with no
    /// ticks (the device lay unused) is not. Time the device lay off is no silence of the
    /// app's (see `noteRestart`), nor time its battery lay too low for iOS to run it (see
    /// `noteBattery`). A silence a background task ends is none of the child's making, however
    /// long: iOS launches no background task for an app the user force-quit until the user
    /// opens it again, so a stall the child made ends at an opening. Such a silence is iOS's
    /// own rationing — a refresh it left unhonoured, a nightly task waiting for a charger.
    mutating func noteHostAppRan(_ slot: Int, at: LocalTimestamp, trustedMs: Int64, inBackgroundTask: Bool) {
        if let lastRunMs = watches[slot].lastRunMs, watches[slot].hasTicksSinceRun, !inBackgroundTask,
            trustedMs - lastRunMs - watches[slot].offSinceRunMs - watches[slot].lowBatterySinceRunMs
                >= policy.appStalledAfterMs
        {
            raise(.appStalled, device: watches[slot].device, at: at)
        }
        watches[slot].lastRunMs = trustedMs
        watches[slot].hasTicksSinceRun = false
        watches[slot].offSinceRunMs = 0
        watches[slot].lowBatterySinceRunMs = 0
        watches[slot].lastBootSinceRunMs = nil
    }

    /// A battery reading a callback or a run of the app came with. Between two readings that
    /// both lie below iOS's background-work level off the charger, the second no higher than the
    /// first (nothing charged in between: a charge would show), the system could start none of
    /// the app's work, so that time is no silence of the app's. Any other span counts whole: a
    /// reading at 25 % at 18:00 and one at 12 % at 20:00 may have crossed 20 % at 18:05, and a
    /// device that was ever on the charger in between could have run the app. Worked: the app
    /// ran at 08:00; callbacks at 21 % at 19:00, then at 19 % at 20:00, 8 % the next day at
    /// 17:00, 5 % at 18:00 — 22 h at or below 19 % off the charger; the app runs on the charger at
    /// 19:00: 35 h since the run less 22 h is 13 h, not a stall at moderate (24 h). A reading
    /// that is missing, and a restart, end the span: the time around a restart is `noteRestart`'s.
    mutating func noteBattery(_ battery: BatteryReading?, on slot: Int, trustedMs: Int64) {
        defer { watches[slot].lastBattery = battery.map { BatterySample(trustedMs: trustedMs, reading: $0) } }
        guard let battery, let last = watches[slot].lastBattery, trustedMs > last.trustedMs,
            !battery.allowsBackgroundWork, !last.reading.allowsBackgroundWork,
            battery.percent <= last.reading.percent
        else { return }
        watches[slot].lowBatterySinceRunMs += trustedMs - last.trustedMs
    }

    /// A restart, read after `anchorAfterBoot`: from the device's last sign of life before it (a
    /// host-app run, a delivered callback, an earlier restart) to the boot the device lay off,
    /// where nothing ran and nothing was used, so the stall clock skips that time. A flat
    /// battery is the common case: the app ran at 08:00, the last minute was delivered at
    /// 18:00 and the iPad died; it booted on the charger at 09:00 two days later and the app ran
    /// at 10:00, ticks in between: 11 h on, not a stall at moderate (50 h without the skip). A
    /// child who keeps the app from running gains nothing by restarting: the time skipped is
    /// time the device could not be used.
    mutating func noteRestart(_ slot: Int) {
        watches[slot].lastBattery = nil
        guard let lastRunMs = watches[slot].lastRunMs else { return }
        let bootMs = watches[slot].anchorMs
        let lastSignOfLifeMs = max(
            lastRunMs, watches[slot].lastDeliveredTickMs ?? lastRunMs, watches[slot].lastBootSinceRunMs ?? lastRunMs
        )
        watches[slot].offSinceRunMs += max(0, bootMs - lastSignOfLifeMs)
        watches[slot].lastBootSinceRunMs = max(bootMs, watches[slot].lastBootSinceRunMs ?? bootMs)
    }
}
