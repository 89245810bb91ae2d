import Platform

/// What the child really did on a device, kept by the world and never shown to the app:
/// frontmost time on an unlocked screen per app and local day, how much of it was spent
/// looking at a shield, and what the child was doing in it. Used to score the app, never to
/// drive it.
public struct UsageGroundTruth: Sendable {
    public struct Key: Hashable, Comparable, Sendable {
        public let app: AppID
        public let date: CivilDate
        public static func < (lhs: Key, rhs: Key) -> Bool {
            (lhs.date, lhs.app) < (rhs.date, rhs.app)
        }
    }

    public struct Usage: Hashable, Sendable {
        public var frontmostMs: Int64 = 0
        public var onShieldMs: Int64 = 0
    }

    public struct LabelledKey: Hashable, Comparable, Sendable {
        public let date: CivilDate
        public let app: AppID
        public let label: UsageLabel
        public static func < (lhs: LabelledKey, rhs: LabelledKey) -> Bool {
            (lhs.date, lhs.app, lhs.label) < (rhs.date, rhs.app, rhs.label)
        }
    }

    // Sorted arrays rather than dictionaries: usage arrives in time order, so its key is
    // nearly always the last one or close to it (see `SortedTotals`).
    private var usageByKey = SortedTotals<Key, Usage>()
    private var frontmostMsByLabel = SortedTotals<LabelledKey, Int64>()

    /// Records `app` frontmost from `start` to `end` (true time), split at the local
    /// midnights of `utcOffsetSeconds` so each part lands on its own day.
    mutating func record(
        app: AppID, from start: Instant, to end: Instant, utcOffsetSeconds: Int, onShield: Bool,
        label: UsageLabel
    ) {
        precondition(start <= end, "usage cannot end before it starts")
        var cursor = start
        while cursor < end {
            let date = LocalTimestamp(instant: cursor, utcOffsetSeconds: utcOffsetSeconds).date
            let nextMidnight = LocalTimestamp.startOfDay(
                date.adding(days: 1), utcOffsetSeconds: utcOffsetSeconds
            )
            let partEnd = min(end, nextMidnight)
            let ms = partEnd.milliseconds(since: cursor)
            usageByKey.update(Key(app: app, date: date), initial: Usage()) { usage in
                usage.frontmostMs += ms
                if onShield { usage.onShieldMs += ms }
            }
            let labelled = LabelledKey(date: date, app: app, label: label)
            frontmostMsByLabel.update(labelled, initial: 0) { $0 += ms }
            cursor = partEnd
        }
    }

    /// Every (app, day) with its usage, sorted by day then app.
    public var entries: [(key: Key, usage: Usage)] {
        usageByKey.entries.map { ($0.key, $0.value) }
    }

    /// Every (day, app, label) with its frontmost time, sorted by day, app, then label.
    public var labelledEntries: [(key: LabelledKey, frontmostMs: Int64)] {
        frontmostMsByLabel.entries.map { ($0.key, $0.value) }
    }

    public func frontmostMs(app: AppID? = nil, on date: CivilDate? = nil, label: UsageLabel? = nil) -> Int64 {
        frontmostMsByLabel.entries.reduce(0) { total, entry in
            let key = entry.key
            let matches =
                (app == nil || key.app == app) && (date == nil || key.date == date)
                && (label == nil || key.label == label)
            return matches ? total + entry.value : total
        }
    }

    /// Whole minutes, rounded down.
    public func frontmostMinutes(
        app: AppID? = nil, on date: CivilDate? = nil, label: UsageLabel? = nil
    ) -> Int64 {
        frontmostMs(app: app, on: date, label: label) / Instant.millisecondsPerMinute
    }
}
