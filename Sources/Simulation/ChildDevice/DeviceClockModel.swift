import Platform

/// The device's clock and time zone: what it reads (true time moved by the child's offset,
/// in the zone's offset at that reading), the zone's own daylight-saving transitions, and the
/// child setting the date and time or the zone by hand — refused while the parents
/// require automatic date and time. `uptimeMs` does not move with it.
///
/// DeviceActivity reads its schedules on this clock (`interval(of:containing:)`); every move
/// of the clock goes through `reframe`, so that the device books the usage so far on the old
/// reading and re-plans its intervals on the new one.
final class DeviceClockModel {
    private let context: DeviceContext
    /// The time zone the device is set to; the child may change it (`setTimeZone`).
    private(set) var timeZone: DeviceTimeZone
    /// The offset in force: the zone's at the device's clock reading, moved by the zone's own
    /// daylight-saving transitions (`zoneTransitionDidArrive`) as by the child.
    private(set) var utcOffsetSeconds: Int
    /// The time zone the device started in: the child's real one, which ground truth uses.
    let homeTimeZone: DeviceTimeZone
    private var zoneTransitionGeneration: UInt32 = 0
    /// ManagedSettings' `dateAndTime.requireAutomaticDateAndTime`, set by the parents: the child
    /// cannot set the clock or the zone by hand; the zone still follows the location (`travel`).
    private(set) var requiresAutomaticDateAndTime = false
    /// The child's attempts to set the clock or the zone that the restriction refused.
    private(set) var refusedSettingChanges = 0
    /// Difference between the device's clock and true time (positive: the device runs ahead).
    private(set) var clockOffsetMs: Int64 = 0
    /// Makes a move of the clock (`move`) inside what the device does around it; set once by
    /// the device.
    var reframe: (_ move: () -> Void) -> Void = { _ in preconditionFailure("the device wires its clock first") }

    init(timeZone: DeviceTimeZone, context: DeviceContext) {
        self.context = context
        self.timeZone = timeZone
        utcOffsetSeconds = timeZone.offsetSeconds(at: context.now)
        homeTimeZone = timeZone
    }

    var now: LocalTimestamp {
        LocalTimestamp(
            instant: Instant(millisecondsSinceEpoch: context.nowMs + clockOffsetMs),
            utcOffsetSeconds: utcOffsetSeconds
        )
    }

    /// The home zone's offset now.
    var homeUtcOffsetSeconds: Int { homeTimeZone.offsetSeconds(at: context.now) }

    // MARK: Setting it

    /// The parents require automatic date and time (applied when the app is set up).
    func requireAutomaticDateAndTime() {
        requiresAutomaticDateAndTime = true
    }

    /// The device's clock now reads true time + `offsetMs`; refused (counted, traced) while
    /// automatic date and time is required.
    func setClock(offsetMs: Int64) {
        guard offsetMs != clockOffsetMs, !isSettingRefused("clock") else { return }
        reframe {
            clockOffsetMs = offsetMs
            context.record(.clockSet, detail: String(offsetMs))
        }
        followZoneRule()
    }

    /// The child sets the zone by hand; refused (counted, traced) while automatic date and
    /// time is required.
    func setTimeZone(_ zone: DeviceTimeZone) {
        guard zone != timeZone, !isSettingRefused("zone") else { return }
        travel(to: zone)
    }

    /// The device arrives in `zone` and, with date and time set automatically (the iOS
    /// default), takes its zone from the location, restriction or not. A named zone's offset is
    /// the one its rule gives at the device's clock reading.
    func travel(to zone: DeviceTimeZone) {
        let offset = zone.offsetSeconds(at: now.instant)
        precondition(abs(offset) <= 18 * 3_600, "UTC offset beyond ±18 h")
        guard zone != timeZone || offset != utcOffsetSeconds else { return }
        let isNamed = if case .named = zone { true } else { false }
        timeZone = zone
        if offset != utcOffsetSeconds {
            moveOffset(to: offset, decision: .timeZoneSet, detail: isNamed ? "\(zone) \(offset)" : String(offset))
        } else if isNamed {
            context.record(.timeZoneSet, detail: "\(zone) \(offset)")
        }
        scheduleZoneTransition()
    }

    private func isSettingRefused(_ what: String) -> Bool {
        guard requiresAutomaticDateAndTime else { return false }
        refusedSettingChanges += 1
        context.record(.settingRefused, detail: what)
        return true
    }

    // MARK: Daylight saving

    /// A named zone's next transition, on the device's clock: a clock set an hour ahead
    /// reaches it an hour early in true time.
    func scheduleZoneTransition() {
        zoneTransitionGeneration &+= 1
        guard let transition = timeZone.nextTransition(after: now.instant) else { return }
        context.schedule(
            .zoneTransition(device: context.index, generation: zoneTransitionGeneration),
            after: max(0, transition.milliseconds(since: now.instant))
        )
    }

    func zoneTransitionDidArrive(generation: UInt32) {
        guard generation == zoneTransitionGeneration else { return }
        followZoneRule()
    }

    /// Puts the offset where the zone's rule says it is now, and waits for the next transition.
    private func followZoneRule() {
        guard case .named = timeZone else { return }
        let offset = timeZone.offsetSeconds(at: now.instant)
        if offset != utcOffsetSeconds {
            moveOffset(to: offset, decision: .daylightSaving, detail: String(offset))
        }
        scheduleZoneTransition()
    }

    private func moveOffset(to offset: Int, decision: Decision, detail: String) {
        reframe {
            utcOffsetSeconds = offset
            context.record(decision, detail: detail)
        }
    }

    // MARK: Schedules read on this clock

    /// `timeMs` (true time) on the clock `schedule` is read on: a daily schedule in the device's
    /// zone, a one-off one in absolute device time.
    func localMs(_ timeMs: Int64, for schedule: DeviceActivitySchedule) -> Int64 {
        switch schedule {
        case .daily: timeMs + clockOffsetMs + Int64(utcOffsetSeconds) * Instant.millisecondsPerSecond
        case .once: timeMs + clockOffsetMs
        }
    }

    /// The occurrence of `schedule` that contains `timeMs` (true time), if any.
    func interval(
        of schedule: DeviceActivitySchedule, containing timeMs: Int64
    ) -> MonitoredActivity.Interval? {
        switch schedule {
        case .daily(let startOfDay, let endOfDay):
            let dayMs = Instant.millisecondsPerDay
            let local = timeMs + clockOffsetMs + Int64(utcOffsetSeconds) * 1_000
            let day = local >= 0 ? local / dayMs : (local - dayMs + 1) / dayMs
            let shift = Int64(utcOffsetSeconds) * 1_000 + clockOffsetMs
            for candidate in [day - 1, day] {
                let start = candidate * dayMs + startOfDay - shift
                let endOfInterval = endOfDay > startOfDay ? endOfDay : endOfDay + dayMs
                let end = candidate * dayMs + endOfInterval - shift
                if start <= timeMs && timeMs < end { return .init(startMs: start, endMs: end) }
            }
            return nil
        case .once(let start, let end):
            let startMs = start.millisecondsSinceEpoch - clockOffsetMs
            let endMs = end.millisecondsSinceEpoch - clockOffsetMs
            return startMs <= timeMs && timeMs < endMs ? .init(startMs: startMs, endMs: endMs) : nil
        }
    }

    /// The next instant after `timeMs` at which `schedule` starts an interval.
    func nextIntervalStart(of schedule: DeviceActivitySchedule, after timeMs: Int64) -> Int64? {
        switch schedule {
        case .daily(let startOfDay, _):
            let dayMs = Instant.millisecondsPerDay
            let shift = Int64(utcOffsetSeconds) * 1_000 + clockOffsetMs
            let local = timeMs + shift
            let day = local >= 0 ? local / dayMs : (local - dayMs + 1) / dayMs
            let today = day * dayMs + startOfDay - shift
            return today > timeMs ? today : today + dayMs
        case .once(let start, _):
            let startMs = start.millisecondsSinceEpoch - clockOffsetMs
            return startMs > timeMs ? startMs : nil
        }
    }
}
