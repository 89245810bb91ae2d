/// Hashes that give the same value in every process and every Swift version.
///
/// Swift's `Hasher` is seeded per process, so anything that reaches ids, seeds or trace hashes
/// must be hashed here instead.
public enum StableHash {
    static var fnvOffsetBasis: UInt64 { 0xCBF2_9CE4_8422_2325 }

    static var fnvPrime: UInt64 { 0x0000_0100_0000_01B3 }

    /// FNV-1a over the UTF-8 bytes of `text`.
    public static func fnv1a64(_ text: String) -> UInt64 {
        fnv1a64(text, continuing: fnvOffsetBasis)
    }

    /// Continues an FNV-1a hash, so that several fields can be hashed as one byte string.
    ///
    /// The bytes are read in place (a string not stored as UTF-8 is converted once first):
    /// the trace hashes a detail string at most decisions, and walking the UTF-8 view costs
    /// several times as much per byte.
    static func fnv1a64(_ text: String, continuing hash: UInt64) -> UInt64 {
        var text = text
        return text.withUTF8 { bytes in
            var result = hash
            for byte in bytes {
                result = (result ^ UInt64(byte)) &* fnvPrime
            }
            return result
        }
    }

    /// Continues an FNV-1a hash with the eight little-endian bytes of `word`.
    static func fnv1a64(word: UInt64, continuing hash: UInt64) -> UInt64 {
        var result = hash
        for shift in stride(from: 0, to: 64, by: 8) {
            result = (result ^ ((word >> UInt64(shift)) & 0xFF)) &* fnvPrime
        }
        return result
    }
}
