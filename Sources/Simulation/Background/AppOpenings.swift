/// When the user last opened the app on one device, as the system's scheduler counts it: every
/// launch or return of the app to the foreground (on a child's device also a redemption, which
/// is made in the app). Background launches are not the user's doing and do not count.
///
/// Only the latest `AppUsageLevel.frequentOpeningsMin` openings are kept: the level needs no
/// more, so the record stays the same size however often the app is opened.
struct AppOpenings {
    /// True-time milliseconds, oldest first.
    private var timesMs: [Int64] = []

    mutating func note(atMs timeMs: Int64) {
        timesMs.append(timeMs)
        if timesMs.count > AppUsageLevel.frequentOpeningsMin { timesMs.removeFirst() }
    }

    func level(atMs nowMs: Int64) -> AppUsageLevel {
        let isRecent = { nowMs - $0 < AppUsageLevel.recentWindowMs }
        guard let latestMs = timesMs.last else { return .dormant }
        if timesMs.count == AppUsageLevel.frequentOpeningsMin, isRecent(timesMs[0]) { return .frequent }
        if isRecent(latestMs) { return .daily }
        return nowMs - latestMs < AppUsageLevel.dormantAfterMs ? .occasional : .dormant
    }
}
