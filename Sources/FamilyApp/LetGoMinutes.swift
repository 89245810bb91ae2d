import Platform

/// The highest unfiltered minute of each device and app on each day among the usage records the
/// log let go of, as far as a backwards walk of the log can still reach them.
///
/// A walk for day `d` goes back from the last record and stops at the first of a day before
/// `d`. The records let go of are the oldest, so a walk reaches them only past every kept one,
/// and among them it reaches a record of day `d` only when no later one is of a day before `d`.
/// A record let go of therefore hides every later-dated day noted before it, and the days kept
/// never decrease from one to the next: a walk reads them from the last, like the records.
struct LetGoMinutes: Hashable, Sendable {
    private struct DeviceApp: Hashable, Sendable {
        let device: DeviceID
        let app: AppID
    }

    private struct Day: Hashable, Sendable {
        let date: CivilDate
        /// Looked up and folded with `max`, so its order never shows.
        var highest: [DeviceApp: Int] = [:]
    }

    private var days: [Day] = []

    /// Takes in the next record let go of, in log order.
    mutating func note(_ record: UsageRecord) {
        while let last = days.last, last.date > record.date { days.removeLast() }
        guard record.isUnfilteredMinuteOfItsDay else { return }
        if days.last?.date != record.date { days.append(Day(date: record.date)) }
        let key = DeviceApp(device: record.device, app: record.app)
        days[days.count - 1].highest[key] = max(days[days.count - 1].highest[key] ?? 0, record.thresholdMinute)
    }

    /// Folds `device`'s highest minutes of `date` that a walk reaching the records let go of sees
    /// into `highest`.
    func merge(of device: DeviceID, on date: CivilDate, into highest: inout [AppID: Int]) {
        for day in days.reversed() {
            if day.date < date { return }
            guard day.date == date else { continue }
            for (key, minute) in day.highest where key.device == device {
                highest[key.app] = max(highest[key.app] ?? 0, minute)
            }
        }
    }
}
