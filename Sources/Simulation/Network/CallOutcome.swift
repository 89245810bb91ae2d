import Platform
import SimulationKernel

/// What the traffic counters and the trace hash take from an answer, with no text built: the
/// bytes it weighs on the way back and a digest of what it says.
struct CallOutcome {
    let bytes: Int
    let digest: UInt64
    /// How long the service asked the device to wait before its next request, if it did.
    let retryAfterMs: Int64?

    /// A success is digested by `digest` and may ask for quiet through `retryAfter` (a modify's
    /// per-item failures); a failure is digested by its error code.
    init<Value>(
        _ result: Result<Value, CloudError>, bytes: Int, digest: (Value) -> UInt64 = { _ in 0 },
        retryAfter: (Value) -> Int64? = { _ in nil }
    ) {
        self.bytes = bytes
        switch result {
        case .success(let value):
            self.digest = digest(value)
            retryAfterMs = retryAfter(value)
        case .failure(let error):
            self.digest = Self.failureBit | UInt64(error.code.rawValue)
            retryAfterMs = error.retryAfterMs
        }
    }

    /// Invitations weigh the same whatever the answer.
    init<Value>(invitation result: Result<Value, CloudInvitationFailure>) {
        bytes = 60
        retryAfterMs = nil
        switch result {
        case .success: digest = 0
        case .failure(.rejected(let reason)): digest = Self.rejectedBit | StableHash.fnv1a64(reason.rawValue) >> 2
        case .failure(.cloud(let error)): digest = Self.failureBit | UInt64(error.code.rawValue)
        }
    }

    private static let failureBit: UInt64 = 1 << 63
    private static let rejectedBit: UInt64 = 1 << 62
}
