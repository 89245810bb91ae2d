/// The knobs of sending and retrying. The defaults follow CloudKit's guidance: at most 400 items
/// per request, exponential back-off from 2 s capped at 5 min, and a change given up (and
/// reported) after three failed attempts so that nothing retries forever.
public struct SyncPolicy: Hashable, Sendable {
    public var batchSizeMax: Int
    public var retryBaseMs: Int64
    public var retryMaxMs: Int64
    public var attemptsMax: Int
    /// `atomicByZone`: one failing item rejects the zone's other items with `batchRequestFailed`.
    public var isAtomicByZone: Bool

    public init(
        batchSizeMax: Int = 400, retryBaseMs: Int64 = 2_000, retryMaxMs: Int64 = 300_000,
        attemptsMax: Int = 3, isAtomicByZone: Bool = false
    ) {
        precondition(batchSizeMax > 0, "a batch holds at least one item")
        precondition(
            retryBaseMs > 0 && retryBaseMs <= retryMaxMs,
            "the back-off base is positive and under the cap")
        precondition(attemptsMax > 0, "a change gets at least one attempt")
        self.batchSizeMax = batchSizeMax
        self.retryBaseMs = retryBaseMs
        self.retryMaxMs = retryMaxMs
        self.attemptsMax = attemptsMax
        self.isAtomicByZone = isAtomicByZone
    }

    /// The back-off before retry number `streak + 1`: base, doubled per consecutive failure, capped,
    /// and never sooner than the server asked for.
    public func retryDelayMs(streak: Int, retryAfterMs: Int64?) -> Int64 {
        precondition(streak >= 0, "a failure streak is not negative")
        var delayMs = retryBaseMs
        for _ in 0..<min(streak, 62) where delayMs < retryMaxMs {
            delayMs *= 2
        }
        return max(min(delayMs, retryMaxMs), retryAfterMs ?? 0)
    }
}
