import Platform

/// Every intent of the run, in the order people acted. The driver writes it as it plays each
/// step; the checkers read it. Kept in the world, beside ground truth, never in app code.
public final class IntentHistory {
    public private(set) var intents: [Intent] = []

    public init() {}

    @discardableResult
    public func record(
        actor: String, device: DeviceID, atMs timeMs: Int64, _ meaning: Intent.Meaning, refusal: String? = nil
    ) -> Intent {
        precondition(intents.last.map { $0.timeMs <= timeMs } ?? true, "intents are recorded in time order")
        let intent = Intent(
            number: intents.count + 1, actor: actor, device: device, timeMs: timeMs, meaning: meaning, refusal: refusal
        )
        intents.append(intent)
        return intent
    }
}
