import SimulationKernel

/// Builds one part's digest from words and text, in the order given: the same values in the
/// same order give the same digest in every process.
public struct StateDigester {
    private var hash = TraceHash()

    public init() {}

    public mutating func mix(_ word: UInt64) {
        hash.mix(word)
    }

    public mutating func mix(_ number: Int) {
        hash.mix(UInt64(bitPattern: Int64(number)))
    }

    public mutating func mix(_ number: Int64) {
        hash.mix(UInt64(bitPattern: number))
    }

    public mutating func mix(_ text: String) {
        hash.mix(Self.word(text))
    }

    /// The word `mix(_:)` mixes for `text`: a caller that mixes the same text at every
    /// checkpoint keeps the word instead of hashing the text again.
    public static func word(_ text: String) -> UInt64 {
        StableHash.fnv1a64(text)
    }

    public mutating func mix(_ flag: Bool) {
        hash.mix(flag ? 1 : 0)
    }

    public var value: UInt64 { hash.value }
}
