import AntiGaming
import Platform

/// What the app's periodic work has committed on one device: the extension's usage log,
/// reconciliation and day-close progress, and the notification bookkeeping.
///
/// It lives in the device's store, never only in an app object, because a background task can
/// be cut off between two items and the process killed: the next run must resume from here
/// without losing or repeating a unit of work.
public struct PeriodicWorkState: Sendable {
    public let device: DeviceID
    public internal(set) var usageLog = UsageLog()
    /// How the anti-gaming validator has judged the usage on this device so far.
    public internal(set) var validation: ValidationState
    /// Minutes of use counted here (past the filters) that the child's other devices have not
    /// been given yet, oldest first: the app shares them through the cloud when it runs.
    public internal(set) var minutesToShare: [SiblingMinute] = []
    /// The device-clock date of the app's first launch on this device: the first day to
    /// reconcile and to close.
    public internal(set) var installDate: CivilDate?

    /// The reconciliation cursor: every day up to this one has ended and been checked.
    public internal(set) var reconciledThrough: CivilDate?
    public internal(set) var reconciliations: [ReconciliationRecord] = []
    /// When the last pass that got to its end finished.
    public internal(set) var lastReconciledAt: Instant?
    /// The disagreements found at the latest check of each day, sorted by date then app.
    public internal(set) var drifts: [UsageDrift] = []
    /// Unapplied records applied by reconciliation, over all passes.
    public internal(set) var recordsRepaired = 0

    /// Every day up to this one has its summary.
    public internal(set) var closedThrough: CivilDate?
    /// In date order, one per closed day.
    public internal(set) var summaries: [DailySummary] = []
    /// Background runs whose time expired with items still to do.
    public internal(set) var workCarriedOver = 0

    /// The latest day whose learning goal was announced (or reached while announcing was off).
    public internal(set) var goalAnnouncedThrough: CivilDate?
    public internal(set) var pendingPoints: PointsBatch?
    public internal(set) var lastPointsNotificationAt: Instant?
    /// The parents' changes the child's devices have carried out, so that each is done once.
    public internal(set) var remote = RemoteChanges()

    public init(device: DeviceID, validation: ValidationState) {
        self.device = device
        self.validation = validation
    }

    /// The disagreements of `drifts`, in minutes, whichever side counted more.
    public var driftMinutes: Int {
        drifts.reduce(0) { $0 + abs($1.differenceMinutes) }
    }

    public var nextDayToReconcile: CivilDate? {
        reconciledThrough?.adding(days: 1) ?? installDate
    }

    public var nextDayToClose: CivilDate? {
        closedThrough?.adding(days: 1) ?? installDate
    }

    mutating func noteLaunch(on date: CivilDate) {
        if installDate == nil { installDate = date }
    }

    /// `first`, the day after, … `last`; empty when `first` is nil or after `last`.
    static func days(from first: CivilDate?, through last: CivilDate) -> [CivilDate] {
        guard let first, first <= last else { return [] }
        return (0...(last.daysSinceEpoch - first.daysSinceEpoch)).map { first.adding(days: $0) }
    }
}
