import Simulation
import YAMLSubset

extension ScenarioDecoder {
    /// The `background:` block: how the system schedules background tasks on every device.
    struct BackgroundKey: Sendable {
        let name: String
        let meaning: String
        let defaultText: String
        let apply: @Sendable (inout ScenarioDecoder, YAMLScalar, inout BackgroundSchedulerModel) -> Void
    }

    static let backgroundKeys: [BackgroundKey] = [
        delayKey("refresh_delay", "how long after its earliest begin date a refresh task starts",
                 "lognormal 30m 1.2", \.refreshDelay),
        percentKey("refresh_never", "chance that a refresh request is never honoured (it stays pending until replaced)",
                   "5%", \.refreshNeverChancePercent),
        delayKey("processing_delay", "how long after the device becomes eligible (idle, and charging if required) "
                    + "a processing task starts", "lognormal 20m 1.0", \.processingDelay),
        percentKey("processing_never", "chance that a processing request is never honoured", "0%",
                   \.processingNeverChancePercent),
        durationKey("refresh_budget", "time a refresh task may run before it expires", "30s", \.refreshBudgetMs,
                    minimumMs: 1_000),
        durationKey("processing_budget", "time a processing task may run before it expires", "5m",
                    \.processingBudgetMs, minimumMs: 1_000),
        percentKey("early_expiration", "chance that a task's expiration comes at a random moment within its budget",
                   "5%", \.earlyExpirationChancePercent),
        durationKey("idle_before_processing", "how long the device must have been locked before a processing task "
                        + "may start", "5m", \.idleBeforeProcessingMs, minimumMs: 0),
        durationKey("expiration_grace", "after the expiration handler, how long the app has to complete the task "
                        + "before it is killed", "1s", \.expirationGraceMs, minimumMs: 0),
        durationKey("work_item", "time one item of the app's queued work takes", "2s", \.workItemMs),
    ]

    mutating func decodeBackground(_ node: YAMLNode) -> BackgroundSchedulerModel {
        var model = BackgroundSchedulerModel()
        guard let mapping = mapping(node, "'background'") else { return model }
        checkKeys(mapping, allowed: Self.backgroundKeys.map(\.name), required: [], in: "'background'")
        for entry in mapping.entries {
            guard let key = Self.backgroundKeys.first(where: { $0.name == entry.key.value }),
                  let value = scalar(entry.value, "'\(key.name)'") else { continue }
            key.apply(&self, value, &model)
        }
        return model
    }

    static func delayKey(
        _ name: String, _ meaning: String, _ defaultText: String,
        _ field: WritableKeyPath<BackgroundSchedulerModel, DelayDistribution> & Sendable
    ) -> BackgroundKey {
        BackgroundKey(name: name, meaning: meaning + " (fixed D, uniform MIN MAX, or lognormal MEDIAN SIGMA)",
                      defaultText: defaultText) { decoder, scalar, model in
            if let value = decoder.parsed(scalar, ScenarioNumberFormat.delayDistribution) { model[keyPath: field] = value }
        }
    }

    static func percentKey(
        _ name: String, _ meaning: String, _ defaultText: String, _ field: WritableKeyPath<BackgroundSchedulerModel, Int> & Sendable
    ) -> BackgroundKey {
        BackgroundKey(name: name, meaning: meaning, defaultText: defaultText) { decoder, scalar, model in
            if let value = decoder.parsed(scalar, ScenarioNumberFormat.percent) { model[keyPath: field] = value }
        }
    }

    static func durationKey(
        _ name: String, _ meaning: String, _ defaultText: String,
        _ field: WritableKeyPath<BackgroundSchedulerModel, Int64> & Sendable, minimumMs: Int64 = 1
    ) -> BackgroundKey {
        BackgroundKey(name: name, meaning: meaning, defaultText: defaultText) { decoder, scalar, model in
            guard let ms = decoder.parsed(scalar, ScenarioTimeFormat.duration) else { return }
            guard ms >= minimumMs else {
                let least = minimumMs <= 1 ? "longer than zero" : "at least \(ScenarioTimeFormat.describe(milliseconds: minimumMs))"
                return decoder.fail("'\(name)' must be \(least)", at: scalar.location, length: scalar.length)
            }
            model[keyPath: field] = ms
        }
    }
}
