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
