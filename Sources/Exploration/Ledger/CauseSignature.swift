/// A cause's name in a findings ledger: twelve hex digits of the FNV-1a hash of its cause text
/// (`RunFailure.cause`: the checker and the failure's shape, with the run's numbers, moments
/// and names already taken out). It holds no seed, run number, build or time, so the same bug
/// found on another build, by another campaign or on another machine has the same signature.
public enum CauseSignature {
    public static func of(_ cause: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in cause.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash >> 16, radix: 16)
        return String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    }
}
