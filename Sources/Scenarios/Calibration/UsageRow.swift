import Platform

/// One line of a sessions CSV: a stretch of one app on one device, as a DeviceActivity report
/// or the app's own usage records give it. A reward stretch stands for one redemption of its
/// length, used at once (as personas redeem).
public struct UsageRow: Hashable, Sendable {
    public enum Category: String, Sendable, CaseIterable {
        case learning, reward
    }

    public let child: String
    public let device: String
    public let app: String
    public let category: Category
    /// Local times, each with the UTC offset written in the file.
    public let start: LocalTimestamp
    public let end: LocalTimestamp
    /// The file's line, to name it in messages.
    public let line: Int

    public init(
        child: String, device: String, app: String, category: Category,
        start: LocalTimestamp, end: LocalTimestamp, line: Int
    ) {
        precondition(start.instant < end.instant, "a usage row ends after it starts")
        self.child = child
        self.device = device
        self.app = app
        self.category = category
        self.start = start
        self.end = end
        self.line = line
    }

    public var durationMs: Int64 { end.instant.milliseconds(since: start.instant) }
}
