/// The duplicate filter: the same (device, app, threshold minute) counted once already on the
/// device's local day — in one interval of it — is dropped (reason `duplicate`): a duplicate
/// callback, a catch-up flood replaying minutes after a restart. iOS restarts its minute
/// counters at the device's midnight and at a new interval occurrence, and so does the filter.
///
/// Worked numbers: math minute 7 delivered at 16:07 and again at 16:30 — the second is dropped;
/// minute 7 the next day is new.
///
/// Its state per device and app is the threshold minutes counted on the device's current local
/// date (``CountedMinutes``, below; ``DeviceWatch/countMinutes(on:at:trustedMs:)`` starts them afresh).
public enum DuplicateMinuteFilter: UsageRule {
    public static func parameters(for strictness: ValidationStrictness) -> Never? { nil }

    public static func valuesText(for strictness: ValidationStrictness) -> String { "drop, at every level" }

    public static let description = UsageRuleDescription(
        name: "the duplicate filter", reason: .duplicate,
        summary: "A threshold minute of an app already counted on the device's local day is dropped.",
        reads: "each app's threshold minutes counted on the device's current local date and interval",
        parentChoice: "none",
        blindSpots: "A minute replayed after a new interval occurrence (a zone round trip) counts again.",
        sourceFile: "Sources/AntiGaming/Rules/DuplicateMinuteFilter.swift",
        tests: "Tests/AntiGamingTests/CountedMinutesTests.swift"
    )

}

/// The threshold minutes of one app counted on one local date, kept sorted in an array.
///
/// Every tick asks whether its minute is here and most then add it. An app's minutes arrive
/// almost always in ascending order, so an addition is nearly always an append and a question
/// is answered by the last element or a short binary search; a hashed set paid for a hash on
/// both, and for growing its table again every day after being emptied.
struct CountedMinutes: Sendable, Equatable {
    /// Ascending, without repeats.
    private(set) var minutes: [Int] = []

    func contains(_ minute: Int) -> Bool {
        guard let last = minutes.last else { return false }
        if minute >= last { return minute == last }
        let position = insertionPosition(of: minute)
        return minutes[position] == minute
    }

    /// The highest minute here; nil when none is.
    var highest: Int? { minutes.last }

    /// Adds `minute` in its place; a minute already here stays once.
    mutating func insert(_ minute: Int) {
        guard let last = minutes.last, minute <= last else {
            minutes.append(minute)
            return
        }
        let position = insertionPosition(of: minute)
        if minutes[position] != minute { minutes.insert(minute, at: position) }
    }

    /// Forgets every minute, keeping the storage for the next date's.
    mutating func removeAll() {
        minutes.removeAll(keepingCapacity: true)
    }

    /// The index of the first minute not below `minute`.
    private func insertionPosition(of minute: Int) -> Int {
        var low = 0
        var high = minutes.count
        while low < high {
            let middle = low + (high - low) / 2
            if minutes[middle] < minute {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }
}
