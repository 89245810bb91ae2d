/// Local hours in which a child should be asleep; it may wrap midnight (22:00–06:00).
public struct OddHoursWindow: Hashable, Sendable {
    /// Minute of the local day where the window opens (inclusive).
    public let startMinuteOfDay: Int
    /// Minute of the local day where it closes (exclusive).
    public let endMinuteOfDay: Int

    public init(startMinuteOfDay: Int, endMinuteOfDay: Int) {
        precondition((0..<24 * 60).contains(startMinuteOfDay), "the window opens within the day")
        precondition((1...24 * 60).contains(endMinuteOfDay), "the window closes within the day")
        precondition(startMinuteOfDay != endMinuteOfDay, "an empty window is no window: use nil")
        self.startMinuteOfDay = startMinuteOfDay
        self.endMinuteOfDay = endMinuteOfDay
    }

    /// 00:00–05:00 holds 04:59 but not 05:00; 22:00–06:00 holds 23:00 and 03:00 but not 12:00.
    public func contains(minuteOfDay: Int) -> Bool {
        if startMinuteOfDay < endMinuteOfDay {
            return minuteOfDay >= startMinuteOfDay && minuteOfDay < endMinuteOfDay
        }
        return minuteOfDay >= startMinuteOfDay || minuteOfDay < endMinuteOfDay
    }
}
