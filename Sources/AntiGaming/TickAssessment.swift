/// What the app must do with one tick. A kept tick may still carry reasons: a lenient level
/// flags some suspicions without withholding the minute.
///
/// A session's first two minutes are *held*: neither credited nor withheld until the session
/// shows what it is. They are released (credited late, see ``UsageValidator/releasedTickIndexes``)
/// when the session reaches a third minute or the child simply stops, and withheld when the
/// session turns out a fragment of a switching storm.
public struct TickAssessment: Hashable, Sendable {
    /// Credit this minute now.
    public let isKept: Bool
    /// Wait: the minute may be released later.
    public let isHeld: Bool
    /// Sorted, unique.
    public let reasons: [ValidationReason]

    public init(isKept: Bool, isHeld: Bool = false, reasons: [ValidationReason]) {
        precondition(!(isKept && isHeld), "a minute is credited or held, not both")
        self.isKept = isKept
        self.isHeld = isHeld
        self.reasons = reasons.sortedUnique()
    }
}
