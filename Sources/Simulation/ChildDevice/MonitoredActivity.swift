import Platform

/// One registered DeviceActivity activity on a simulated device: its schedule, its events
/// grouped by the set of apps they count, and the state of the current interval.
///
/// Events over the same apps share one usage counter (DeviceActivity sums the frontmost time
/// of an event's apps), so they are kept as one group with its thresholds sorted; each
/// interval, a group fires its thresholds in order, each at most once.
struct MonitoredActivity {
    struct EventGroup {
        let apps: [AppID]
        /// The activity's registrations as the app gave them, shared by the activity's groups
        /// and by every device of the world that registered the same ones (`World.shared`):
        /// a launch registers 1,439 minutes of every app, and a copy per device and group was
        /// most of a crowd's memory.
        let registrations: [DeviceActivityEventRegistration]
        /// Where this group's events sit in `registrations`, named usage ascending.
        let positions: EventPositions
        /// Counted usage per 1000 ms of real use (see `MonitoredActivity.countThousandths`).
        let countThousandths: Int64
        /// What the system has counted, including another device's usage bled into it.
        var usageMs: Int64 = 0
        /// What this device was really used for.
        var realUsageMs: Int64 = 0
        var realCallbackCount = 0
        var nextThresholdIndex = 0

        var eventCount: Int { positions.count }

        func eventName(_ index: Int) -> EventName { registrations[positions[index]].name }

        /// The usage event `index` names.
        func namedThresholdMs(_ index: Int) -> Int64 {
            Int64(registrations[positions[index]].event.thresholdMinutes) * Instant.millisecondsPerMinute
        }

        /// The counted usage at which the system fires event `index`: the named usage, or less
        /// when the system over-counts — the real time at which the counted time reaches it,
        /// up to a second.
        func thresholdMs(_ index: Int) -> Int64 {
            (namedThresholdMs(index) + countThousandths - 1) / countThousandths * 1_000
        }

        var nextThresholdMs: Int64? {
            nextThresholdIndex < eventCount ? thresholdMs(nextThresholdIndex) : nil
        }

        var firedEventNames: [EventName] { (0..<nextThresholdIndex).map(eventName) }
    }

    /// An interval occurrence in true (world) time, half-open.
    struct Interval: Equatable {
        let startMs: Int64
        let endMs: Int64
    }

    let name: ActivityName
    let schedule: DeviceActivitySchedule
    /// Counted usage per 1000 ms of real use: 1000, or more under an over-count fault.
    let countThousandths: Int
    var groups: [EventGroup]
    var current: Interval?
    var isStartPending = false
    var isEndPending = false
    /// Registered again in the interval under way, its real callbacks carried over.
    private(set) var isRegisteredAgain = false

    init(
        name: ActivityName, schedule: DeviceActivitySchedule, events: [DeviceActivityEventRegistration],
        countThousandths: Int = 1_000
    ) {
        precondition(countThousandths >= 1_000, "the system never counts less than the real time")
        self.name = name
        self.schedule = schedule
        self.countThousandths = countThousandths
        self.groups = Self.makeGroups(events, countThousandths: countThousandths)
    }

    /// Groups events by their app set, ordered by the apps' names, thresholds ascending and
    /// registration order among equal thresholds — never by hash order.
    static func makeGroups(
        _ events: [DeviceActivityEventRegistration], countThousandths: Int
    ) -> [EventGroup] {
        // Each event's app set is hashed once; sorting all events by their sets compared
        // sets many times over.
        var indicesByApps: [[AppID]: [Int]] = [:]
        // Apps register their minutes one after another: a run of events with the same set
        // is gathered before it is filed.
        var run: (apps: [AppID], indices: [Int])?
        for (index, registration) in events.enumerated() {
            let given = registration.event.applications
            let apps = given.count == 1 ? given : given.sorted()
            if run?.apps == apps {
                run!.indices.append(index)
                continue
            }
            if let (apps, indices) = run { indicesByApps[apps, default: []].append(contentsOf: indices) }
            run = (apps, [index])
        }
        if let (apps, indices) = run { indicesByApps[apps, default: []].append(contentsOf: indices) }
        return indicesByApps.keys.sorted { $0.lexicographicallyPrecedes($1) }.map { apps in
            let members = indicesByApps[apps]!.sorted { lhs, rhs in
                (events[lhs].event.thresholdMinutes, lhs) < (events[rhs].event.thresholdMinutes, rhs)
            }
            return EventGroup(
                apps: apps, registrations: events, positions: EventPositions(members),
                countThousandths: Int64(countThousandths)
            )
        }
    }

    /// Starts a new interval: counters back to zero, every event armed again.
    mutating func open(_ interval: Interval) {
        current = interval
        isRegisteredAgain = false
        for index in groups.indices {
            groups[index].usageMs = 0
            groups[index].realUsageMs = 0
            groups[index].realCallbackCount = 0
            groups[index].nextThresholdIndex = 0
        }
    }

    /// Carries over the real minutes the system already reported for each app set in the
    /// interval under way: registering the activity again (an app sliding its window of events)
    /// restarts its counters from the day's usage, and the callbacks of that usage already made
    /// are no new real minutes: replays, or on an over-counting device artefacts.
    mutating func keepRealCallbackCounts(of previous: MonitoredActivity) {
        guard current != nil, current == previous.current else { return }
        isRegisteredAgain = true
        for index in groups.indices {
            if let old = previous.groups.first(where: { $0.apps == groups[index].apps }) {
                groups[index].realCallbackCount = old.realCallbackCount
            }
        }
    }

    /// Adds `ms` of frontmost time of `app` to the groups that count it and appends the
    /// threshold callbacks reached to `callbacks`, in threshold order (among equal thresholds,
    /// in group order). Time bled from another device fires artefacts; so does an
    /// over-counting system, beyond one callback per whole minute really used.
    ///
    /// Appended in place: this runs at every settlement of usage, which mostly reaches one
    /// threshold of one group, already in order.
    mutating func accrue(
        _ ms: Int64, of app: AppID, label: UsageLabel, isBled: Bool = false,
        into callbacks: inout [SystemCallback]
    ) {
        guard current != nil, ms > 0 else { return }
        let first = callbacks.count
        // The threshold of each callback appended, position for position, for the merge.
        var thresholdsMs: [Int64] = []
        var reachingGroupCount = 0
        for index in groups.indices where groups[index].apps.contains(app) {
            let usageBeforeMs = groups[index].usageMs
            let realBeforeMs = groups[index].realUsageMs
            groups[index].usageMs += ms
            if !isBled { groups[index].realUsageMs += ms }
            let reachedBefore = thresholdsMs.count
            while let threshold = groups[index].nextThresholdMs, threshold <= groups[index].usageMs {
                let event = groups[index].eventName(groups[index].nextThresholdIndex)
                // The real use at the moment the counter crossed the threshold, not at the end
                // of the stretch: a catch-up adds a whole lesson at once.
                let realAtCrossingMs = realBeforeMs + max(0, threshold - usageBeforeMs)
                let truth =
                    isBled
                    ? .artefact(.crossDeviceBleed)
                    : truthOfNextCallback(in: index, label: label, realUsageMs: realAtCrossingMs)
                callbacks.append(.threshold(event, name, truth))
                thresholdsMs.append(threshold)
                groups[index].nextThresholdIndex += 1
            }
            if thresholdsMs.count > reachedBefore { reachingGroupCount += 1 }
        }
        guard reachingGroupCount > 1 else { return }
        // Each group's run is ascending; the runs are merged, ties kept in the order appended.
        let merged = callbacks[first...].indices.sorted { lhs, rhs in
            (thresholdsMs[lhs - first], lhs) < (thresholdsMs[rhs - first], rhs)
        }.map { callbacks[$0] }
        callbacks.replaceSubrange(first..., with: merged)
    }

    private mutating func truthOfNextCallback(in index: Int, label: UsageLabel, realUsageMs: Int64) -> CallbackTruth {
        let wholeMinutes = realUsageMs / Instant.millisecondsPerMinute
        if groups[index].realCallbackCount >= wholeMinutes {
            if countThousandths != 1_000 { return .artefact(.overCount) }
            if isRegisteredAgain { return .replayed }
        }
        groups[index].realCallbackCount += 1
        return .real(label)
    }

    /// Fires, without any usage, every unfired threshold naming at most `limitMs`, in every
    /// group: they are spent, so real usage below them later fires nothing.
    mutating func consumeThresholds(namingAtMost limitMs: Int64) -> [EventName] {
        guard current != nil else { return [] }
        var consumed: [(thresholdMs: Int64, name: EventName)] = []
        for index in groups.indices {
            while groups[index].nextThresholdIndex < groups[index].eventCount,
                groups[index].namedThresholdMs(groups[index].nextThresholdIndex) <= limitMs
            {
                let next = groups[index].nextThresholdIndex
                consumed.append((groups[index].namedThresholdMs(next), groups[index].eventName(next)))
                groups[index].nextThresholdIndex += 1
            }
        }
        return consumed.sorted { $0.thresholdMs < $1.thresholdMs }.map(\.name)
    }

    /// Fires, without any usage, the next `count` unfired thresholds of the groups counting
    /// `app`, and spends them.
    mutating func consumeNextThresholds(_ count: Int, of app: AppID) -> [EventName] {
        guard current != nil else { return [] }
        var consumed: [EventName] = []
        for index in groups.indices where groups[index].apps.contains(app) {
            let end = min(groups[index].nextThresholdIndex + count, groups[index].eventCount)
            consumed += (groups[index].nextThresholdIndex..<end).map(groups[index].eventName)
            groups[index].nextThresholdIndex = end
        }
        return consumed
    }

    /// The apps, in name order, with a threshold left to fire in this interval.
    var appsWithUnfiredThresholds: [AppID] {
        guard current != nil else { return [] }
        let apps = groups.filter { $0.nextThresholdMs != nil }.flatMap(\.apps)
        return Array(Set(apps)).sorted()
    }

    var firedEventNames: Set<EventName> { Set(groups.flatMap(\.firedEventNames)) }

    /// Milliseconds of further use of `app` until the next threshold is reached, if any.
    func msUntilNextThreshold(of app: AppID) -> Int64? {
        guard current != nil else { return nil }
        var soonest: Int64?
        for group in groups where group.apps.contains(app) {
            if let threshold = group.nextThresholdMs {
                let remaining = max(0, threshold - group.usageMs)
                soonest = min(soonest ?? remaining, remaining)
            }
        }
        return soonest
    }
}
