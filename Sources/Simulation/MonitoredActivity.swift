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
        let thresholdsMs: [Int64]
        let eventNames: [EventName]
        var usageMs: Int64 = 0
        var nextThresholdIndex = 0

        var nextThresholdMs: Int64? {
            nextThresholdIndex < thresholdsMs.count ? thresholdsMs[nextThresholdIndex] : nil
        }
    }

    /// An interval occurrence in true (world) time, half-open.
    struct Interval: Equatable {
        let startMs: Int64
        let endMs: Int64
    }

    let name: ActivityName
    let schedule: DeviceActivitySchedule
    var groups: [EventGroup]
    var current: Interval?
    var isStartPending = false
    var isEndPending = false

    init(name: ActivityName, schedule: DeviceActivitySchedule, events: [DeviceActivityEventRegistration]) {
        self.name = name
        self.schedule = schedule
        self.groups = Self.makeGroups(events)
    }

    /// Groups events by their app set, ordered by the apps' names, thresholds ascending and
    /// registration order among equal thresholds — never by hash order.
    static func makeGroups(_ events: [DeviceActivityEventRegistration]) -> [EventGroup] {
        let keyed = events.enumerated().map { index, registration in
            (apps: registration.event.applications.sorted(), index: index, registration: registration)
        }
        let ordered = keyed.sorted { lhs, rhs in
            if lhs.apps != rhs.apps { return lhs.apps.lexicographicallyPrecedes(rhs.apps) }
            let lhsThreshold = lhs.registration.event.thresholdMinutes
            let rhsThreshold = rhs.registration.event.thresholdMinutes
            return (lhsThreshold, lhs.index) < (rhsThreshold, rhs.index)
        }
        var groups: [EventGroup] = []
        var start = 0
        while start < ordered.count {
            var end = start
            while end < ordered.count && ordered[end].apps == ordered[start].apps { end += 1 }
            let members = ordered[start..<end]
            groups.append(EventGroup(
                apps: ordered[start].apps,
                thresholdsMs: members.map { Int64($0.registration.event.thresholdMinutes) * 60_000 },
                eventNames: members.map(\.registration.name)
            ))
            start = end
        }
        return groups
    }

    /// Starts a new interval: counters back to zero, every event armed again.
    mutating func open(_ interval: Interval) {
        current = interval
        for index in groups.indices {
            groups[index].usageMs = 0
            groups[index].nextThresholdIndex = 0
        }
    }

    /// Adds `ms` of frontmost time of `app` to the groups that count it and returns the
    /// events whose thresholds were reached, in threshold order.
    mutating func accrue(_ ms: Int64, of app: AppID) -> [EventName] {
        guard current != nil, ms > 0 else { return [] }
        var reached: [(thresholdMs: Int64, name: EventName)] = []
        for index in groups.indices where groups[index].apps.contains(app) {
            groups[index].usageMs += ms
            while let threshold = groups[index].nextThresholdMs, threshold <= groups[index].usageMs {
                reached.append((threshold, groups[index].eventNames[groups[index].nextThresholdIndex]))
                groups[index].nextThresholdIndex += 1
            }
        }
        if reached.count > 1 { reached.sort { $0.thresholdMs < $1.thresholdMs } }
        return reached.map(\.name)
    }

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
