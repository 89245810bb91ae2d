import Platform

/// What the child really did on a device, kept by the world and never shown to the app:
/// frontmost time on an unlocked screen per app and local day, and how much of it was spent
/// looking at a shield. Used to score the app, never to drive it.
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

    private var usageByKey: [Key: Usage] = [:]

    /// Records `app` frontmost from `start` to `end` (true time), split at the device's local
    /// midnights so each part lands on its own day.
    mutating func record(
        app: AppID, from start: Instant, to end: Instant, utcOffsetSeconds: Int, onShield: Bool
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
            usageByKey[Key(app: app, date: date), default: Usage()].frontmostMs += ms
            if onShield {
                usageByKey[Key(app: app, date: date), default: Usage()].onShieldMs += ms
            }
            cursor = partEnd
        }
    }

    /// Every (app, day) with its usage, sorted by day then app.
    public var entries: [(key: Key, usage: Usage)] {
        usageByKey.keys.sorted().map { ($0, usageByKey[$0]!) }
    }

    public func frontmostMs(app: AppID? = nil, on date: CivilDate? = nil) -> Int64 {
        // An integer sum does not depend on the order it is taken in, so no sort is needed.
        usageByKey.reduce(0) { total, entry in
            let matches = (app == nil || entry.key.app == app) && (date == nil || entry.key.date == date)
            return matches ? total + entry.value.frontmostMs : total
        }
    }
}
