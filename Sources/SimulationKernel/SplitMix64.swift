/// The SplitMix64 generator step and its finaliser, shared by seeding, forking and trace hashing.
///
/// The finaliser is a bijection with strong avalanche, so it turns structured inputs (counters,
/// FNV hashes, XOR-combined words) into well-spread 64-bit values at the cost of two multiplies.
@usableFromInline
enum SplitMix64 {
    /// The golden-ratio increment; adding it keeps an all-zero input from mapping to zero.
    @inlinable
    static var increment: UInt64 { 0x9E37_79B9_7F4A_7C15 }

    @inlinable
    static func mix(_ input: UInt64) -> UInt64 {
        var word = input
        word = (word ^ (word >> 30)) &* 0xBF58_476D_1CE4_E5B9
        word = (word ^ (word >> 27)) &* 0x94D0_49BB_1331_11EB
        return word ^ (word >> 31)
    }

    @inlinable
    static func next(_ state: inout UInt64) -> UInt64 {
        state &+= increment
        return mix(state)
    }
}
