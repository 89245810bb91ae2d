/// The two kinds of `BGTaskRequest`. Raw values are the words scenarios and reports use.
public enum BackgroundTaskKind: String, Hashable, Sendable, CaseIterable {
    /// `BGAppRefreshTaskRequest`: short (about 30 s), at most one pending per app.
    case refresh
    /// `BGProcessingTaskRequest`: minutes long, only while the device is idle, at most ten pending.
    case processing
}
