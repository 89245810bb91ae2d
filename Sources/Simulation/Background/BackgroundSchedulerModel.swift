import Platform

/// How the simulated system honours background task requests: how late, how often not at
/// all, how long a task may run and how long the device must lie idle for processing work.
public struct BackgroundSchedulerModel: Hashable, Sendable {
    /// From the request's earliest begin (or its submission) to its launch.
    public var refreshDelay: RefreshDelay
    /// The chance that a refresh request is never honoured: it stays pending until replaced.
    public var refreshNeverChancePercent: Int
    /// From the moment the device becomes eligible (idle long enough, on power if required).
    public var processingDelay: DelayDistribution
    public var processingNeverChancePercent: Int
    public var refreshBudgetMs: Int64
    public var processingBudgetMs: Int64
    /// The chance that expiration comes at a uniform moment within the budget, not at its end.
    public var earlyExpirationChancePercent: Int
    /// How long the device must have been locked with the screen off before processing runs.
    public var idleBeforeProcessingMs: Int64
    /// How long after its expiration handler the app has to call `setTaskCompleted`.
    public var expirationGraceMs: Int64
    /// How long one item of the app's work queue takes.
    public var workItemMs: Int64

    public init(
        refreshDelay: RefreshDelay = .byUsage,
        refreshNeverChancePercent: Int = 5,
        processingDelay: DelayDistribution = .logNormal(
            medianMs: 20 * Instant.millisecondsPerMinute, sigmaThousandths: 1_000
        ),
        processingNeverChancePercent: Int = 0,
        refreshBudgetMs: Int64 = 30_000,
        processingBudgetMs: Int64 = 300_000,
        earlyExpirationChancePercent: Int = 5,
        idleBeforeProcessingMs: Int64 = 300_000,
        expirationGraceMs: Int64 = 1_000,
        workItemMs: Int64 = 2_000
    ) {
        let percents = [refreshNeverChancePercent, processingNeverChancePercent, earlyExpirationChancePercent]
        precondition(percents.allSatisfy { (0...100).contains($0) }, "chances are percentages, 0 … 100")
        precondition(refreshBudgetMs >= 1_000 && processingBudgetMs >= 1_000, "a task runs at least 1 s")
        precondition(idleBeforeProcessingMs >= 0 && expirationGraceMs >= 0, "waits are never negative")
        precondition(workItemMs > 0, "a work item takes time")
        self.refreshDelay = refreshDelay
        self.refreshNeverChancePercent = refreshNeverChancePercent
        self.processingDelay = processingDelay
        self.processingNeverChancePercent = processingNeverChancePercent
        self.refreshBudgetMs = refreshBudgetMs
        self.processingBudgetMs = processingBudgetMs
        self.earlyExpirationChancePercent = earlyExpirationChancePercent
        self.idleBeforeProcessingMs = idleBeforeProcessingMs
        self.expirationGraceMs = expirationGraceMs
        self.workItemMs = workItemMs
    }

    func budgetMs(of kind: BackgroundTaskKind) -> Int64 {
        kind == .refresh ? refreshBudgetMs : processingBudgetMs
    }
}
