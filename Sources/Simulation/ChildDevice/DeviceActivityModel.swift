import Platform

/// DeviceActivity as iOS runs it on one device: the registered activities, usage counted per
/// interval, thresholds fired once each, interval callbacks delivered at the first use of the
/// device after the boundary — and the ground truth of that usage, booked at the same moments.
///
/// Usage accrues while the device is in use with an app frontmost (`beginAccrualIfFrontmost`);
/// every change of what accrues books the time so far first (`settleUsage`). The faults that
/// act on registrations live here too: a flood at the first pickup, phantoms on the
/// charger, another device's usage bled in, a dropped registration. What the
/// callbacks reached become goes through the `CallbackPipeline`.
///
/// It reads the screen, the shields and the authorisation through `device`, which the device
/// sets once.
final class DeviceActivityModel {
    /// What a dropped registration had already fired, so that the catch-up when the app
    /// registers again can tell re-deliveries from callbacks it really missed.
    struct DroppedRegistration {
        let activity: ActivityName
        let interval: MonitoredActivity.Interval
        let firedEvents: Set<EventName>
        /// The registration as it was dropped: its counts of real callbacks carry over to the
        /// one made again, so that its catch-up labels no minute already reported a new one.
        let registration: MonitoredActivity
    }

    /// Events one registration keeps: Apple documents no limit; developers report about 500
    /// thresholds per activity, beyond which the rest are dropped without an error. The first
    /// ones, in the order given, are kept.
    static let eventsPerActivityMax = 500

    /// What the model reads of the rest of the device.
    struct DeviceLink {
        /// Unlocked with the screen on: interval callbacks wait for it.
        let isInUse: () -> Bool
        let foregroundApp: () -> AppID?
        /// What the child is doing with the frontmost app.
        let usageLabel: () -> UsageLabel
        /// Whether the system's shield covers the app now.
        let isShieldEnforced: (AppID) -> Bool
        let isAuthorized: () -> Bool

        static var unwired: DeviceLink {
            DeviceLink(
                isInUse: { preconditionFailure("the device wires its activity model first") },
                foregroundApp: { preconditionFailure("the device wires its activity model first") },
                usageLabel: { preconditionFailure("the device wires its activity model first") },
                isShieldEnforced: { _ in preconditionFailure("the device wires its activity model first") },
                isAuthorized: { preconditionFailure("the device wires its activity model first") }
            )
        }
    }

    private let context: DeviceContext
    private let deviceID: DeviceID
    private unowned let clock: DeviceClockModel
    private unowned let pipeline: CallbackPipeline
    private let faults: FaultState
    /// The activity the app counts minutes with (`SimulatedChildDevice.usageActivity`).
    private let usageActivity: ActivityName
    var device = DeviceLink.unwired
    /// In name order.
    var monitored: [MonitoredActivity] = []
    private var accrualStartMs: Int64?
    private var usageSegments = UsageSegmentWindow()
    private var crossingGeneration: UInt32 = 0
    private var boundaryGeneration: UInt32 = 0
    /// The child's real use of every app, as the child meant it.
    private(set) var groundTruth = UsageGroundTruth()
    /// The local day an immediate-fire flood struck (once a day).
    private var floodedDate: CivilDate?
    /// The usage activity's registration the system dropped, until the app registers it again.
    private var droppedRegistration: DroppedRegistration?

    init(
        deviceID: DeviceID, usageActivity: ActivityName, faults: FaultState, context: DeviceContext,
        clock: DeviceClockModel, pipeline: CallbackPipeline
    ) {
        self.deviceID = deviceID
        self.usageActivity = usageActivity
        self.faults = faults
        self.context = context
        self.clock = clock
        self.pipeline = pipeline
    }

    private var nowMs: Int64 { context.nowMs }

    // MARK: Registrations

    var activities: [ActivityName] { monitored.map(\.name) }

    func startMonitoring(
        _ activity: ActivityName,
        during schedule: DeviceActivitySchedule,
        events: [DeviceActivityEventRegistration]
    ) throws(MonitoringError) {
        let length = schedule.intervalMilliseconds
        if length < SimulatedChildDevice.intervalMillisecondsMin { throw .intervalTooShort }
        if length > SimulatedChildDevice.intervalMillisecondsMax { throw .intervalTooLong }
        if !device.isAuthorized() { throw .unauthorized }
        let existing = monitored.firstIndex { $0.name == activity }
        if existing == nil && monitored.count >= SimulatedChildDevice.activitiesMax { throw .excessiveActivities }
        settleUsage()
        let overCount = faults.afflictsDevice(.overCount) ? faults.spec(.overCount) : nil
        let countThousandths = overCount?.factorThousandthsOrDefault ?? 1_000
        let kept = events.count > Self.eventsPerActivityMax ? Array(events.prefix(Self.eventsPerActivityMax)) : events
        var registered = MonitoredActivity(
            name: activity, schedule: schedule, events: context.world.shared(kept), countThousandths: countThousandths
        )
        var reached: [SystemCallback] = []
        if let interval = clock.interval(of: schedule, containing: nowMs) {
            registered.open(interval)
            registered.isStartPending = true
            if let existing {
                registered.keepRealCallbackCounts(of: monitored[existing])
            } else if let dropped = droppedRegistration, dropped.activity == activity {
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
        context.record(.monitor, detail: activity.rawValue)
        scheduleNextBoundary()
        if device.isInUse() { deliverPendingIntervalCallbacks() }
        pipeline.emitThresholds(reached)
        scheduleNextCrossing()
    }

    func stopMonitoring(_ activities: [ActivityName]) {
        settleUsage()
        var ended: [ActivityName] = []
        for name in activities {
            guard let position = monitored.firstIndex(where: { $0.name == name }) else { continue }
            if monitored[position].current != nil && !monitored[position].isStartPending {
                ended.append(name)
            }
            monitored.remove(at: position)
            context.record(.unmonitor, detail: name.rawValue)
        }
        scheduleNextBoundary()
        scheduleNextCrossing()
        for name in ended {
            pipeline.emit(.interval(.intervalEnd, name))
        }
    }

    // MARK: Accrual

    func beginAccrualIfFrontmost() {
        guard device.isInUse(), device.foregroundApp() != nil else { return }
        accrualStartMs = nowMs
        scheduleNextCrossing()
    }

    /// The device locked: nothing accrues, and no crossing is due.
    func stopAccrual() {
        accrualStartMs = nil
        crossingGeneration &+= 1
    }

    /// The frontmost app went away without the device locking (the app's process ended).
    func frontmostDidClose() {
        accrualStartMs = nil
        scheduleNextCrossing()
    }

    /// Books the frontmost time since the last settlement into ground truth and every
    /// monitored counter, then delivers the thresholds that were reached.
    ///
    /// Ground truth keeps the child's real day: true time in the home zone, whatever the
    /// device's clock says. A minute's label is what the child meant (the step's label), never
    /// a setting the app can also read: a clock or zone changed by hand marks only the minutes
    /// the child played to game it, and a traveller's or daylight-saving change marks nothing.
    func settleUsage() {
        guard let start = accrualStartMs, let app = device.foregroundApp() else { return }
        let end = nowMs
        guard end > start else { return }
        accrualStartMs = end
        let label = device.usageLabel()
        groundTruth.record(
            app: app,
            from: Instant(millisecondsSinceEpoch: start),
            to: Instant(millisecondsSinceEpoch: end),
            utcOffsetSeconds: clock.homeUtcOffsetSeconds,
            onShield: device.isShieldEnforced(app),
            label: label
        )
        usageSegments.append(UsageSegment(app: app, startMs: start, endMs: end, label: label))
        var reached: [SystemCallback] = []
        for position in monitored.indices {
            monitored[position].accrue(end - start, of: app, label: label, into: &reached)
        }
        pipeline.emitThresholds(reached)
        scheduleNextCrossing()
        context.world.bleedUsage(of: app, forMs: end - start, from: deviceID)
    }

    /// Counts the usage of an interval that began before the activity was registered; the
    /// thresholds it already exceeds fire at once (and are then spent).
    private func catchUp(_ activity: inout MonitoredActivity, since startMs: Int64) -> [SystemCallback] {
        var reached: [SystemCallback] = []
        for segment in usageSegments.live where segment.endMs > startMs {
            let overlap = segment.endMs - max(segment.startMs, startMs)
            activity.accrue(overlap, of: segment.app, label: segment.label, into: &reached)
        }
        return reached
    }

    private func scheduleNextCrossing() {
        crossingGeneration &+= 1
        guard accrualStartMs != nil, let app = device.foregroundApp() else { return }
        var soonest: Int64?
        for activity in monitored {
            if let remaining = activity.msUntilNextThreshold(of: app) {
                soonest = min(soonest ?? remaining, remaining)
            }
        }
        guard let soonest else { return }
        context.schedule(.thresholdCrossing(device: context.index, generation: crossingGeneration), after: soonest)
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
        if device.isInUse() { deliverPendingIntervalCallbacks() }
        scheduleNextCrossing()
    }

    private func scheduleNextBoundary() {
        boundaryGeneration &+= 1
        var soonest: Int64?
        for activity in monitored {
            let boundary = activity.current?.endMs ?? clock.nextIntervalStart(of: activity.schedule, after: nowMs)
            if let boundary { soonest = min(soonest ?? boundary, boundary) }
        }
        guard let soonest else { return }
        context.schedule(.intervalBoundary(device: context.index, generation: boundaryGeneration), at: soonest)
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
                let next = clock.interval(of: monitored[position].schedule, containing: now)
            {
                monitored[position].open(next)
                monitored[position].isStartPending = true
            }
        }
        context.record(.intervalBoundary)
        scheduleNextBoundary()
        if device.isInUse() { deliverPendingIntervalCallbacks() }
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

    // MARK: Immediate fire

    /// On a struck day, the first pickup fires every unfired threshold up to the spec's
    /// minutes of the activities starting now, and spends them.
    private func fireImmediatelyIfDrawn(_ starting: [ActivityName]) {
        guard let spec = faults.spec(.immediateFire) else { return }
        let today = clock.now.date
        guard floodedDate != today, faults.strikes(.immediateFire, on: today) else { return }
        floodedDate = today
        faults.recordFiring(.immediateFire)
        let limitMs = Int64(spec.minutesOrDefault) * Instant.millisecondsPerMinute
        for position in monitored.indices where starting.contains(monitored[position].name) {
            let name = monitored[position].name
            pipeline.emitThresholds(
                monitored[position].consumeThresholds(namingAtMost: limitMs).map {
                    .threshold($0, name, .artefact(.immediateFire))
                })
        }
        scheduleNextCrossing()
    }

    // MARK: Phantoms on the charger

    func firePhantomThresholdsIfDrawn() {
        guard let spec = faults.spec(.phantomOnCharger), faults.draws(.phantomOnCharger) else { return }
        let candidates = monitored.flatMap(\.appsWithUnfiredThresholds)
        guard let app = spec.app ?? candidates.min() else { return }
        faults.recordFiring(.phantomOnCharger)
        for position in monitored.indices {
            let name = monitored[position].name
            pipeline.emitThresholds(
                monitored[position].consumeNextThresholds(spec.minutesOrDefault, of: app).map {
                    .threshold($0, name, .artefact(.phantomOnCharger))
                })
        }
    }

    // MARK: Cross-device bleed

    /// Another device's frontmost time lands in this device's counters: what it fires is an
    /// artefact, as this device was not used.
    func absorbBledUsage(of app: AppID, forMs durationMs: Int64) {
        var reached: [SystemCallback] = []
        for position in monitored.indices {
            monitored[position].accrue(durationMs, of: app, label: .idle, isBled: true, into: &reached)
        }
        pipeline.emitThresholds(reached)
        scheduleNextCrossing()
    }

    // MARK: Dropped registration

    /// The system forgets the usage activity's registration; what it had fired is kept, so
    /// that the catch-up when the app registers again can tell re-deliveries.
    func dropUsageRegistration() {
        guard let position = monitored.firstIndex(where: { $0.name == usageActivity }) else { return }
        settleUsage()
        let dropped = monitored.remove(at: position)
        faults.recordFiring(.registrationDropped)
        droppedRegistration = dropped.current.map {
            DroppedRegistration(
                activity: dropped.name, interval: $0, firedEvents: dropped.firedEventNames, registration: dropped
            )
        }
        scheduleNextBoundary()
        scheduleNextCrossing()
    }

    /// The catch-up after a dropped registration re-delivers thresholds already delivered in
    /// the same interval: those are artefacts.
    private func markRedeliveries(
        _ callbacks: [SystemCallback], of activity: ActivityName, in interval: MonitoredActivity.Interval
    ) -> [SystemCallback] {
        guard let dropped = droppedRegistration, dropped.activity == activity else { return callbacks }
        droppedRegistration = nil
        guard dropped.interval == interval else { return callbacks }
        return callbacks.map { callback in
            guard let event = callback.event, dropped.firedEvents.contains(event) else { return callback }
            return callback.copy(as: .registrationDropped)
        }
    }
}
