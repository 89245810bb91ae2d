import Simulation
import YAMLSubset

extension ScenarioDecoder {
    /// The `background:` block: how the system schedules background tasks on every device.
    static let backgroundKeys: [BlockKey<BackgroundSchedulerModel>] = [
        BlockKey(
            name: "refresh_delay",
            meaning: "how long after its earliest begin date a refresh task starts (by_usage: drawn for how "
                + "often the user opened the app lately; or a delay distribution: fixed D, uniform MIN MAX, "
                + "lognormal MEDIAN SIGMA)",
            defaultText: "by_usage"
        ) { decoder, scalar, model in
            if let value = decoder.parsed(scalar, ScenarioNumberFormat.refreshDelay) { model.refreshDelay = value }
        },
        .percent(
            "refresh_never", "chance that a refresh request is never honoured (it stays pending until replaced)",
            "5%", \.refreshNeverChancePercent),
        .delay(
            "processing_delay",
            "how long after the device becomes eligible (idle, and charging if required) "
                + "a processing task starts", "lognormal 20m 1.0", \.processingDelay),
        .percent(
            "processing_never", "chance that a processing request is never honoured", "0%",
            \.processingNeverChancePercent),
        .duration(
            "refresh_budget", "time a refresh task may run before it expires", "30s", \.refreshBudgetMs,
            minimumMs: 1_000),
        .duration(
            "processing_budget", "time a processing task may run before it expires", "5m",
            \.processingBudgetMs, minimumMs: 1_000),
        .percent(
            "early_expiration", "chance that a task's expiration comes at a random moment within its budget",
            "5%", \.earlyExpirationChancePercent),
        .duration(
            "idle_before_processing",
            "how long the device must have been locked before a processing task "
                + "may start", "5m", \.idleBeforeProcessingMs, minimumMs: 0),
        .duration(
            "expiration_grace",
            "after the expiration handler, how long the app has to complete the task "
                + "before it is killed", "1s", \.expirationGraceMs, minimumMs: 0),
        .duration("work_item", "time one item of the app's queued work takes", "2s", \.workItemMs),
    ]

    mutating func decodeBackground(_ node: YAMLNode) -> BackgroundSchedulerModel {
        var model = BackgroundSchedulerModel()
        decodeBlock(node, named: "background", keys: Self.backgroundKeys, into: &model)
        return model
    }
}
