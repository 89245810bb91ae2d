import Platform

/// A run of steps the child does as one piece (a session, a gaming episode). Each device's
/// steps follow one another from the episode's start, each after its own gap, so that the
/// episode keeps its shape wherever the planner has to move it.
struct Episode {
    struct Item {
        var deviceIndex = 0
        /// Time on this device between the previous item (or the start) and this one.
        var gapBeforeMs: Int64 = 0
        var action: PersonaAction
        var label: PlannedLabel
    }

    var desiredStart: Instant
    var items: [Item]

    /// Each item's start relative to the episode's start.
    var offsetsMs: [Int64] {
        var cursorsMs = [Int64](repeating: 0, count: (items.map(\.deviceIndex).max() ?? 0) + 1)
        return items.map { item in
            let offsetMs = cursorsMs[item.deviceIndex] + item.gapBeforeMs
            cursorsMs[item.deviceIndex] = offsetMs + item.action.durationMs
            return offsetMs
        }
    }

    /// Time from the start to the end of the last item.
    var spanMs: Int64 {
        zip(items, offsetsMs).map { item, offsetMs in offsetMs + item.action.durationMs }.max() ?? 0
    }

    /// The same episode with every item carrying `label`: a gaming episode is labelled as a
    /// whole, honest-looking steps included.
    func labelled(_ label: PlannedLabel) -> Episode {
        Episode(
            desiredStart: desiredStart,
            items: items.map { item in
                var relabelled = item
                relabelled.label = label
                return relabelled
            })
    }
}
