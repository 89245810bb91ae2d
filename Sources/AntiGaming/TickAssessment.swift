/// What the app must do with one tick. A kept tick may still carry reasons: a lenient level
/// flags some suspicions without withholding the minute.
public struct TickAssessment: Hashable, Sendable {
    /// Credit this minute.
    public let isKept: Bool
    /// Sorted, unique.
    public let reasons: [ValidationReason]

    public init(isKept: Bool, reasons: [ValidationReason]) {
        self.isKept = isKept
        self.reasons = reasons.sortedUnique()
    }
}
