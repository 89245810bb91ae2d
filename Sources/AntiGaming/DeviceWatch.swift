import Platform

/// What the validator remembers about one device: how its clock relates to its uptime, which
/// zone it was in, and the state of the rules that are judged per device.
struct DeviceWatch: Sendable {
    let device: DeviceID
    /// instant − uptime when the device was first seen (or rebooted): adding uptime to it gives
    /// trusted time, the instant the clock would show had nobody set it.
    private(set) var anchorMs: Int64
    private(set) var lastUptimeMs: Int64
    private(set) var utcOffsetSeconds: Int
    /// The zone the device was in when first seen: a change back to it undoes a change.
    let homeUtcOffsetSeconds: Int
    /// The named zone the device's callbacks last reported (nil: a bare offset, or not told
    /// yet), and the first one reported while the device was still at its home offset.
    private(set) var zoneIdentifier: String?
    private(set) var homeZoneIdentifier: String?
    /// The device-clock instant of the last reading: where the zone's rule gave the old offset.
    private(set) var lastReadMs: Int64
    /// Whether the clock was beyond the tolerance at the last reading.
    private(set) var isClockOff = false
    var clockChange = ClockChangeRule()
    var timeZoneChange = TimeZoneChangeRule()
    /// Trusted instant of the last intervalDidStart or monitoring start.
    var budgetFloorMs: Int64?
    /// The device's local date of that floor: a day whose interval start never came (the
    /// callback was lost) gets a floor from its first callback instead.
    var budgetFloorDate: CivilDate?
    var unusedDevice = UnusedDeviceRule()
    var appStalled = AppStalledRule()
    var chargerDelivery = ChargerDelivery()
    /// Trusted instant of the last callback delivered (learning or reward).
    var lastDeliveredTickMs: Int64?
    /// Whether that callback claimed a minute of the day before, held over midnight.
    var isLastDeliveryFromDayBefore = false
    var rapidSwitching = RapidSwitchingRule()
    var regularPattern = RegularPatternRule()
    var oddHours = OddHoursRule()
    /// The device's current local date, on which each app's counted minutes were counted.
    private(set) var countedMinutesDate: CivilDate?
    /// How far the device's local clock read ahead of trusted time (UTC offset and any clock
    /// set by hand) when the last of those minutes was counted.
    private var countedMinutesClockLeadMs: Int64?
    /// Every app delivered on the device, in the order first seen. A device runs a handful of
    /// apps: a linear search finds one sooner than hashing its name would.
    var apps: [AppWatch] = []
    /// The session that was open when the current one started: a late burst may turn out to
    /// continue it.
    var precedingSessionIndex: Int?
    /// Index of the session the next tick may continue, and filtered ticks waiting for one.
    var openSessionIndex: Int?
    /// Where the open session claims its use began.
    var sessionClaim: SessionClaim?
    var strayTicks: StrayTicks?

    init(device: DeviceID, at: LocalTimestamp, uptimeMs: Int64) {
        self.device = device
        anchorMs = at.instant.millisecondsSinceEpoch - uptimeMs
        lastUptimeMs = uptimeMs
        utcOffsetSeconds = at.utcOffsetSeconds
        homeUtcOffsetSeconds = at.utcOffsetSeconds
        lastReadMs = at.instant.millisecondsSinceEpoch
    }

    /// A callback's report of the zone's identifier, taken before the reading it comes with.
    mutating func noteZone(_ identifier: String?, at: LocalTimestamp) {
        zoneIdentifier = identifier
        if homeZoneIdentifier == nil, at.utcOffsetSeconds == utcOffsetSeconds, utcOffsetSeconds == homeUtcOffsetSeconds
        {
            homeZoneIdentifier = identifier
        }
    }

    /// Whether `at`'s offset is the home zone's at that instant: a named home moves with its
    /// daylight saving.
    func isAtHomeOffset(_ at: LocalTimestamp) -> Bool {
        let home = homeZoneIdentifier.flatMap(NamedTimeZone.named).map { $0.offsetSeconds(at: at.instant) }
        return at.utcOffsetSeconds == (home ?? homeUtcOffsetSeconds)
    }

    /// What one reading of clock and uptime revealed.
    struct Reading {
        let trustedMs: Int64
        let clockWentOff: Bool
        /// The offset changed and the zone's own rule does not explain it.
        let zoneChanged: Bool
        /// The offset changed as the named zone's daylight-saving rule says it does.
        let isDaylightSavingChange: Bool
    }

    /// Takes a reading. Uptime going backwards means a reboot: the clock is re-anchored (see
    /// ``anchorAfterBoot(at:uptimeMs:)``), since nothing links the old uptime to the new.
    mutating func read(at: LocalTimestamp, uptimeMs: Int64, clockToleranceMs: Int64) -> Reading {
        precondition(clockToleranceMs >= 0, "a tolerance cannot be negative")
        let instantMs = at.instant.millisecondsSinceEpoch
        if uptimeMs < lastUptimeMs {
            anchor(atMs: instantMs, uptimeMs: uptimeMs)
        }
        lastUptimeMs = uptimeMs
        let wasOff = isClockOff
        isClockOff = abs(instantMs - uptimeMs - anchorMs) > clockToleranceMs
        let offsetChanged = at.utcOffsetSeconds != utcOffsetSeconds
        let isDaylightSaving =
            offsetChanged
            && zoneIdentifier.flatMap(NamedTimeZone.named).map {
                DeviceTimeZone.named($0).explainsOffsetChange(
                    from: utcOffsetSeconds, at: Instant(millisecondsSinceEpoch: lastReadMs),
                    to: at.utcOffsetSeconds, at: at.instant
                )
            } == true
        utcOffsetSeconds = at.utcOffsetSeconds
        lastReadMs = instantMs
        return Reading(
            trustedMs: anchorMs + uptimeMs, clockWentOff: isClockOff && !wasOff,
            zoneChanged: offsetChanged && !isDaylightSaving, isDaylightSavingChange: isDaylightSaving
        )
    }

    /// A restart: the new uptime is anchored to the clock as it reads now, and the next readings
    /// are measured from it even where their uptime exceeds every reading before the restart.
    mutating func anchorAfterBoot(at: LocalTimestamp, uptimeMs: Int64) {
        anchor(atMs: at.instant.millisecondsSinceEpoch, uptimeMs: uptimeMs)
        lastUptimeMs = uptimeMs
        lastReadMs = at.instant.millisecondsSinceEpoch
    }

    /// Anchors a new uptime to the clock, less the lead the clock had over trusted time at the
    /// last reading when it was off then and still holds it: a restart resets uptime, not the
    /// clock, so a clock set ahead and then a restart must not launder the change. The clock
    /// still holds its lead when, less it, it reads no earlier than the last trusted reading —
    /// time cannot have run backwards; reading earlier, it was set right meanwhile (by hand or
    /// by the network at start-up), and the uptime is anchored to it afresh. A clock that was
    /// within the tolerance (an honest restart, drift) is always anchored afresh; a zone or a
    /// daylight-saving change moves no instant, so it plays no part. Worked: the clock set 3 h
    /// ahead at 10:00 and read at 10:00:30 (13:00:30 on the clock), a restart at 10:02 read at
    /// 13:02:30 — no earlier than 10:00:30 + 3 h — so trusted time goes on at 10:02:30.
    private mutating func anchor(atMs: Int64, uptimeMs: Int64) {
        let lastTrustedMs = anchorMs + lastUptimeMs
        let leadMs = lastReadMs - lastTrustedMs
        let keepsLead = isClockOff && atMs - leadMs >= lastTrustedMs
        anchorMs = atMs - (keepsLead ? leadMs : 0) - uptimeMs
    }

    /// A callback claiming a new local date (device time; the day before for one held over
    /// midnight) starts every app's counted minutes afresh, as iOS restarts its minute counters
    /// at the device's midnight.
    mutating func countMinutes(on date: CivilDate, at time: LocalTimestamp, trustedMs: Int64) {
        countedMinutesClockLeadMs = clockLeadMs(time, trustedMs: trustedMs)
        guard countedMinutesDate != date else { return }
        countedMinutesDate = date
        forgetCountedMinutes()
    }

    /// An interval that starts on the date the minutes were counted on, with the local clock
    /// moved since (a zone or a clock change left that date and came back to it), is a new
    /// interval occurrence: iOS counts from zero again and fires each event once more, so the
    /// minutes before are no duplicates of the ones to come. Worked: minutes 1…30 counted at
    /// 05:06–05:35 +12:00 on 3 March, the zone set back, then +09:00 the next morning — 3 March
    /// again, the clock 3 h behind where it read — and minutes 1…25 are new use. A start with
    /// the clock where it was (a spurious one) keeps the counted minutes.
    mutating func restartCountedMinutes(
        forIntervalStartedAt time: LocalTimestamp, trustedMs: Int64, clockToleranceMs: Int64
    ) {
        guard countedMinutesDate == time.date, let lead = countedMinutesClockLeadMs,
            abs(clockLeadMs(time, trustedMs: trustedMs) - lead) > clockToleranceMs
        else { return }
        countedMinutesDate = nil
        forgetCountedMinutes()
    }

    /// The local clock's lead over trusted time, less the daylight saving of the named zone the
    /// device reports when the offset is that zone's: the zone's own change moves no interval,
    /// so a spurious start after it keeps the day's minutes (a replay is still a duplicate).
    /// Worked: minutes counted at 01:30 +01:00 in Paris on its spring day, a start at 03:30
    /// +02:00 — the clock reads an hour more ahead, all of it the zone's saving: no new interval.
    private func clockLeadMs(_ time: LocalTimestamp, trustedMs: Int64) -> Int64 {
        var offsetSeconds = time.utcOffsetSeconds
        if let zone = zoneIdentifier.flatMap(NamedTimeZone.named), zone.offsetSeconds(at: time.instant) == offsetSeconds
        {
            offsetSeconds = zone.standardOffsetSeconds
        }
        return time.instant.millisecondsSinceEpoch + Int64(offsetSeconds) * Instant.millisecondsPerSecond - trustedMs
    }

    private mutating func forgetCountedMinutes() {
        for slot in apps.indices { apps[slot].countedMinutes.removeAll() }
    }

    /// The trusted instant as a local timestamp in the zone the device is set to.
    func trustedTimestamp(_ trustedMs: Int64) -> LocalTimestamp {
        LocalTimestamp(
            instant: Instant(millisecondsSinceEpoch: trustedMs), utcOffsetSeconds: utcOffsetSeconds
        )
    }
}

/// Filtered ticks of one app that no session has taken yet: if a counted tick of the same app
/// follows within the session gap, they belong to its session.
struct StrayTicks: Hashable, Sendable {
    let app: AppID
    var lastAt: LocalTimestamp
    var indexes: [Int]
}

/// One of a session's first minutes, waiting for the session to show it is more than a
/// fragment.
struct HeldMinute: Hashable, Sendable {
    let tickIndex: Int
    let sessionIndex: Int
    let trustedMs: Int64
}
