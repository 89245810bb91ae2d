import Platform

/// DeviceActivity as iOS runs it: usage counted per interval, thresholds fired once each,
/// interval callbacks delivered at the first use of the device after the boundary.
extension SimulatedChildDevice: DeviceActivityCenter {
    public var activities: [ActivityName] { monitored.map(\.name) }

    /// Events one registration keeps: Apple documents no limit; developers report about 500
    /// thresholds per activity, beyond which the rest are dropped without an error. The first
    /// ones, in the order given, are kept.
    public static let eventsPerActivityMax = 500

    public func startMonitoring(
        _ activity: ActivityName,
        during schedule: DeviceActivitySchedule,
        events: [DeviceActivityEventRegistration]
    ) throws(MonitoringError) {
        let length = schedule.intervalMilliseconds
        if length < Self.intervalMillisecondsMin { throw .intervalTooShort }
        if length > Self.intervalMillisecondsMax { throw .intervalTooLong }
        if !isAuthorized { throw .unauthorized }
        let existing = monitored.firstIndex { $0.name == activity }
        if existing == nil && monitored.count >= Self.activitiesMax { throw .excessiveActivities }
        settleUsage()
        let overCounts = faults.afflictsDevice(.overCount)
        let countThousandths = overCounts ? faults.spec(.overCount)!.factorThousandthsOrDefault : 1_000
        let kept = events.count > Self.eventsPerActivityMax ? Array(events.prefix(Self.eventsPerActivityMax)) : events
        var registered = MonitoredActivity(
            name: activity, schedule: schedule, events: world.shared(kept), countThousandths: countThousandths
        )
        var reached: [SystemCallback] = []
        if let interval = clock.interval(of: schedule, containing: nowMs) {
            registered.open(interval)
            registered.isStartPending = true
            if let existing {
                registered.keepRealCallbackCounts(of: monitored[existing])
            } else if let dropped = faults.droppedRegistration, dropped.activity == activity {
                registered.keepRealCallbackCounts(of: dropped.registration)
            }
            let caughtUp = catchUp(&registered, since: interval.startMs)
            reached = markRedeliveries(caughtUp, of: activity, in: interval)
        }
        if let existing {
            monitored[existing] = registered
        } else {
            monitored.append(registered)
            monitored.sort { $0.name < $1.name }
        }
        world.recordDecision(.monitor, device: index, detail: activity.rawValue)
        scheduleNextBoundary()
        if isInUse { deliverPendingIntervalCallbacks() }
        pipeline.emitThresholds(reached)
        scheduleNextCrossing()
    }

    public func stopMonitoring(_ activities: [ActivityName]) {
        settleUsage()
        var ended: [ActivityName] = []
        for name in activities {
            guard let position = monitored.firstIndex(where: { $0.name == name }) else { continue }
            if monitored[position].current != nil && !monitored[position].isStartPending {
                ended.append(name)
            }
            monitored.remove(at: position)
            world.recordDecision(.unmonitor, device: index, detail: name.rawValue)
        }
        scheduleNextBoundary()
        scheduleNextCrossing()
        for name in ended {
            pipeline.emit(.interval(.intervalEnd, name))
        }
    }

    /// "In use": unlocked with the screen on. Interval callbacks wait for it.
    var isInUse: Bool { !isLocked && isScreenOn }

    // MARK: Accrual

    func beginAccrualIfFrontmost() {
        guard isInUse, foregroundApp != nil else { return }
        accrualStartMs = nowMs
        scheduleNextCrossing()
    }

    /// Books the frontmost time since the last settlement into ground truth and every
    /// monitored counter, then delivers the thresholds that were reached.
    ///
    /// Ground truth keeps the child's real day: true time in the home zone, whatever the
    /// device's clock says. A minute's label is what the child meant (the step's label), never
    /// a setting the app can also read: a clock or zone changed by hand marks only the minutes
    /// the child played to game it, and a traveller's or daylight-saving change marks nothing.
    public func settleUsage() {
        guard let start = accrualStartMs, let app = foregroundApp else { return }
        let end = nowMs
        guard end > start else { return }
        accrualStartMs = end
        let label = usageLabel
        groundTruth.record(
            app: app,
            from: Instant(millisecondsSinceEpoch: start),
            to: Instant(millisecondsSinceEpoch: end),
            utcOffsetSeconds: homeUtcOffsetSeconds,
            onShield: enforcedShieldedApplications.contains(app),
            label: label
        )
        usageSegments.append(UsageSegment(app: app, startMs: start, endMs: end, label: label))
        var reached: [SystemCallback] = []
        for position in monitored.indices {
            monitored[position].accrue(end - start, of: app, label: label, into: &reached)
        }
        pipeline.emitThresholds(reached)
        scheduleNextCrossing()
        world.bleedUsage(of: app, forMs: end - start, from: self)
    }

    /// Counts the usage of an interval that began before the activity was registered; the
    /// thresholds it already exceeds fire at once (and are then spent).
    func catchUp(_ activity: inout MonitoredActivity, since startMs: Int64) -> [SystemCallback] {
        var reached: [SystemCallback] = []
        for segment in usageSegments.live where segment.endMs > startMs {
            let overlap = segment.endMs - max(segment.startMs, startMs)
            activity.accrue(overlap, of: segment.app, label: segment.label, into: &reached)
        }
        return reached
    }

    func scheduleNextCrossing() {
        crossingGeneration &+= 1
        guard accrualStartMs != nil, let app = foregroundApp else { return }
        var soonest: Int64?
        for activity in monitored {
            if let remaining = activity.msUntilNextThreshold(of: app) {
                soonest = min(soonest ?? remaining, remaining)
            }
        }
        guard let soonest else { return }
        world.loop.schedule(.thresholdCrossing(device: index, generation: crossingGeneration), after: soonest)
    }

    func thresholdCrossingDidArrive(generation: UInt32) {
        guard generation == crossingGeneration else { return }
        settleUsage()
    }

    // MARK: Intervals

    /// Where each activity's current interval starts on the device's local clock, as it reads now.
    func intervalLocalStarts() -> [Int64?] {
        monitored.map { activity in
            activity.current.map { clock.localMs($0.startMs, for: activity.schedule) }
        }
    }

    /// A clock moved forward into a later interval ends the current one: the new one starts at
    /// the next use, with counters at zero. A clock moved within the interval, or back, keeps
    /// the counters and the thresholds already fired, on the re-planned bounds.
    func replanIntervals(localStartsBefore before: [Int64?]) {
        let now = nowMs
        for position in monitored.indices {
            let planned = clock.interval(of: monitored[position].schedule, containing: now)
            if let localStart = before[position] {
                if let planned, clock.localMs(planned.startMs, for: monitored[position].schedule) <= localStart {
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

    func scheduleNextBoundary() {
        boundaryGeneration &+= 1
        var soonest: Int64?
        for activity in monitored {
            let boundary = activity.current?.endMs ?? clock.nextIntervalStart(of: activity.schedule, after: nowMs)
            if let boundary { soonest = min(soonest ?? boundary, boundary) }
        }
        guard let soonest else { return }
        world.loop.schedule(.intervalBoundary(device: index, generation: boundaryGeneration), at: soonest)
    }

    func intervalBoundaryDidArrive(generation: UInt32) {
        guard generation == boundaryGeneration else { return }
        settleUsage()
        let now = nowMs
        for position in monitored.indices {
            if let current = monitored[position].current, now >= current.endMs {
                // An interval the device was never used in ends as silently as it began.
                monitored[position].isEndPending = !monitored[position].isStartPending
                monitored[position].isStartPending = false
                monitored[position].current = nil
            }
            if monitored[position].current == nil,
               let next = clock.interval(of: monitored[position].schedule, containing: now) {
                monitored[position].open(next)
                monitored[position].isStartPending = true
            }
        }
        world.recordDecision(.intervalBoundary, device: index)
        scheduleNextBoundary()
        if isInUse { deliverPendingIntervalCallbacks() }
        scheduleNextCrossing()
    }

    /// Delivers the interval ends, then the starts, that waited for the device to be used;
    /// this use is the day's first pickup, when an immediate-fire fault strikes.
    func deliverPendingIntervalCallbacks() {
        var ends: [ActivityName] = []
        var starts: [ActivityName] = []
        for position in monitored.indices {
            if monitored[position].isEndPending { ends.append(monitored[position].name) }
            if monitored[position].isStartPending { starts.append(monitored[position].name) }
            monitored[position].isEndPending = false
            monitored[position].isStartPending = false
        }
        for name in ends {
            pipeline.emit(.interval(.intervalEnd, name))
        }
        for name in starts {
            pipeline.emitIntervalStart(name)
        }
        if !starts.isEmpty { fireImmediatelyIfDrawn(starts) }
    }
}
