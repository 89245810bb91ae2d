/// A rolling hash of everything a simulation did, in order.
///
/// Two runs that agree on the hash executed the same events at the same times and took the
/// same recorded decisions; the first differing hash localises a divergence. The mixing
/// function is fixed here (not `Hasher`), so a hash printed today reproduces in any process
/// and any later version. Changing `mix` invalidates every pinned hash: treat it as a format.
public struct TraceHash: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline
    var state: UInt64

    /// The hash of an empty trace is zero.
    @inlinable
    public init() {
        state = 0
    }

    public var value: UInt64 { state }

    /// Order-sensitive: mixing `a` then `b` differs from `b` then `a`, and mixing a zero word
    /// still changes the hash, so the number of recorded words counts too.
    @inlinable
    public mutating func mix(_ word: UInt64) {
        state = SplitMix64.mix((state ^ word) &+ SplitMix64.increment)
    }

    /// Sixteen lowercase hex digits, zero-padded, so hashes compare and sort as text.
    public var hexString: String {
        let digits = String(state, radix: 16, uppercase: false)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    public var description: String { hexString }
}
