import Platform

/// The child sets the device's date and time or its time zone by hand (G1, G2). The device's
/// clock then reads differently from true time, `uptimeMs` does not move, and DeviceActivity
/// re-plans its intervals on the local clock it follows.
extension SimulatedChildDevice {
    /// The parents require automatic date and time (applied when the app is set up).
    public func requireAutomaticDateAndTime() {
        requiresAutomaticDateAndTime = true
    }

    /// The device's clock now reads true time + `offsetMs`; refused (counted, traced) while
    /// automatic date and time is required.
    public func setClock(offsetMs: Int64) {
        guard offsetMs != clockOffsetMs, !isSettingRefused("clock") else { return }
        settleUsage()
        let before = intervalLocalStarts()
        clockOffsetMs = offsetMs
        world.recordDecision(.clockSet, device: index, detail: String(offsetMs))
        replanIntervals(localStartsBefore: before)
        followZoneRule()
    }

    public func setTimeZone(utcOffsetSeconds offset: Int) {
        setTimeZone(.fixed(utcOffsetSeconds: offset))
    }

    /// The child sets the zone by hand; refused (counted, traced) while automatic date and
    /// time is required.
    public func setTimeZone(_ zone: DeviceTimeZone) {
        guard zone != timeZone, !isSettingRefused("zone") else { return }
        travel(to: zone)
    }

    /// The device arrives in `zone` and, with date and time set automatically (the iOS
    /// default), takes its zone from the location, restriction or not. A named zone's offset is
    /// the one its rule gives at the device's clock reading.
    public func travel(to zone: DeviceTimeZone) {
        let offset = zone.offsetSeconds(at: now.instant)
        precondition(abs(offset) <= 18 * 3_600, "UTC offset beyond ±18 h")
        guard zone != timeZone || offset != utcOffsetSeconds else { return }
        let isNamed = if case .named = zone { true } else { false }
        timeZone = zone
        if offset != utcOffsetSeconds {
            moveOffset(to: offset, decision: .timeZoneSet, detail: isNamed ? "\(zone) \(offset)" : String(offset))
        } else if isNamed {
            world.recordDecision(.timeZoneSet, device: index, detail: "\(zone) \(offset)")
        }
        scheduleZoneTransition()
    }

    private func isSettingRefused(_ what: String) -> Bool {
        guard requiresAutomaticDateAndTime else { return false }
        refusedSettingChanges += 1
        world.recordDecision(.settingRefused, device: index, detail: what)
        return true
    }

    /// A named zone's next transition, on the device's clock: a clock set an hour ahead
    /// reaches it an hour early in true time.
    func scheduleZoneTransition() {
        zoneTransitionGeneration &+= 1
        guard let transition = timeZone.nextTransition(after: now.instant) else { return }
        world.loop.schedule(
            .zoneTransition(device: index, generation: zoneTransitionGeneration),
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
        settleUsage()
        let before = intervalLocalStarts()
        utcOffsetSeconds = offset
        world.recordDecision(decision, device: index, detail: detail)
        replanIntervals(localStartsBefore: before)
    }

    /// Where each activity's current interval starts on the device's local clock, as it reads now.
    private func intervalLocalStarts() -> [Int64?] {
        monitored.map { activity in
            activity.current.map { localMs($0.startMs, for: activity.schedule) }
        }
    }

    /// `timeMs` (true time) on the clock `schedule` is read on: a daily schedule in the device's
    /// zone, a one-off one in absolute device time.
    private func localMs(_ timeMs: Int64, for schedule: DeviceActivitySchedule) -> Int64 {
        switch schedule {
        case .daily: timeMs + clockOffsetMs + Int64(utcOffsetSeconds) * Instant.millisecondsPerSecond
        case .once: timeMs + clockOffsetMs
        }
    }

    /// A clock moved forward into a later interval ends the current one: the new one starts at
    /// the next use, with counters at zero. A clock moved within the interval, or back, keeps
    /// the counters and the thresholds already fired, on the re-planned bounds.
    private func replanIntervals(localStartsBefore before: [Int64?]) {
        let now = nowMs
        for position in monitored.indices {
            let planned = interval(of: monitored[position].schedule, containing: now)
            if let localStart = before[position] {
                if let planned, localMs(planned.startMs, for: monitored[position].schedule) <= localStart {
                    monitored[position].current = planned
                    continue
                }
                monitored[position].isEndPending = !monitored[position].isStartPending
                monitored[position].isStartPending = false
                monitored[position].current = nil
            }
            if let planned, monitored[position].current == nil {
                monitored[position].open(planned)
                monitored[position].isStartPending = true
            }
        }
        scheduleNextBoundary()
        if isInUse { deliverPendingIntervalCallbacks() }
        scheduleNextCrossing()
    }
}
