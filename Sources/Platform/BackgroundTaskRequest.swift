/// `BGAppRefreshTaskRequest` / `BGProcessingTaskRequest`: what the app asks the system for.
/// The system promises only that the task will not start before `earliestBeginDate`.
public struct BackgroundTaskRequest: Hashable, Sendable {
    public var identifier: String
    public var kind: BackgroundTaskKind
    /// A reading of the device's own clock, as `Date` is on a device; nil means as soon as
    /// the system sees fit.
    public var earliestBeginDate: Instant?
    /// Processing tasks only: run only while the device is on external power.
    public var requiresExternalPower: Bool

    public init(
        identifier: String, kind: BackgroundTaskKind, earliestBeginDate: Instant?,
        requiresExternalPower: Bool = false
    ) {
        precondition(kind == .processing || !requiresExternalPower, "only processing tasks can require power")
        self.identifier = identifier
        self.kind = kind
        self.earliestBeginDate = earliestBeginDate
        self.requiresExternalPower = requiresExternalPower
    }
}
