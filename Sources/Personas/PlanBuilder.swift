import Platform

/// Lays episodes onto the timeline without overlap on any device, and collects their steps.
///
/// Each device keeps the intervals its steps occupy; an episode is moved later, as a whole,
/// until none of its steps meets an occupied interval, or dropped if it would then end after
/// its deadline. Gaps inside an episode stay free for other episodes.
struct PlanBuilder {
    private let runStart: Instant
    private var occupiedMs: [[Range<Int64>]]
    private var steps: [PlannedStep] = []

    init(deviceCount: Int, runStart: Instant) {
        self.runStart = runStart
        occupiedMs = Array(repeating: [], count: deviceCount)
    }

    /// Places `episode` at its desired start or the earliest free time after it; false when it
    /// cannot end by `deadline` (nothing is recorded then).
    @discardableResult
    mutating func place(_ episode: Episode, deadline: Instant) -> Bool {
        let offsetsMs = episode.offsetsMs
        let spanMs = episode.spanMs
        var startMs = max(episode.desiredStart, runStart).millisecondsSinceEpoch
        var movedLater = true
        while movedLater {
            movedLater = false
            if startMs + spanMs > deadline.millisecondsSinceEpoch { return false }
            for (item, offsetMs) in zip(episode.items, offsetsMs) {
                let stepMs = Self.range(of: item, startingAtMs: startMs + offsetMs)
                if let conflict = occupiedMs[item.deviceIndex].first(where: { $0.overlaps(stepMs) }) {
                    startMs = conflict.upperBound - offsetMs
                    movedLater = true
                    break
                }
            }
        }
        for (item, offsetMs) in zip(episode.items, offsetsMs) {
            let stepMs = Self.range(of: item, startingAtMs: startMs + offsetMs)
            occupiedMs[item.deviceIndex].append(stepMs)
            steps.append(
                PlannedStep(
                    time: Instant(millisecondsSinceEpoch: stepMs.lowerBound),
                    deviceIndex: item.deviceIndex, action: item.action, label: item.label))
        }
        return true
    }

    private static func range(of item: Episode.Item, startingAtMs startMs: Int64) -> Range<Int64> {
        startMs..<(startMs + item.action.durationMs)
    }

    /// The steps by time; steps at the same time stay in the order they were placed.
    var orderedSteps: [PlannedStep] {
        steps.enumerated()
            .sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }
}
