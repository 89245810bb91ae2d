/// A whole-number range an explore file declares as `A..B` (or one number): each run draws a
/// value in it.
public struct CountRange: Hashable, Sendable, CustomStringConvertible {
    public let lower: Int
    public let upper: Int

    public init(_ lower: Int, _ upper: Int) {
        precondition(lower <= upper, "a range runs upwards")
        self.lower = lower
        self.upper = upper
    }

    /// `3` or `1..4`; nil for anything else.
    public init?(text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 1, let value = Int(text) {
            self.init(value, value)
        } else if parts.count == 3, parts[1].isEmpty, let low = Int(parts[0]), let high = Int(parts[2]), low <= high {
            self.init(low, high)
        } else {
            return nil
        }
    }

    public var description: String { lower == upper ? "\(lower)" : "\(lower)..\(upper)" }
}
