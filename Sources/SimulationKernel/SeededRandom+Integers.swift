/// Integer draws. Each is unbiased (Lemire's multiply-and-reject), and `chance` keeps
/// probabilities as integer ratios so that no floating-point rounding decides an outcome.
extension SeededRandom {
    /// A uniform value in `0..<upperBound`.
    @inlinable
    public mutating func int(below upperBound: Int64) -> Int64 {
        precondition(upperBound > 0, "int(below:) needs a positive upper bound")
        return Int64(bitPattern: uint64(below: UInt64(bitPattern: upperBound)))
    }

    /// A uniform value in `range`, including both ends; the full `Int64` range is allowed.
    @inlinable @inline(__always)
    public mutating func int(in range: ClosedRange<Int64>) -> Int64 {
        let spanMinusOne = UInt64(bitPattern: range.upperBound &- range.lowerBound)
        if spanMinusOne == .max {
            return Int64(bitPattern: next())
        }
        let offset = uint64(below: spanMinusOne &+ 1)
        return range.lowerBound &+ Int64(bitPattern: offset)
    }

    /// True with probability `numerator / denominator`. Always consumes draws, even for
    /// probability 0 or 1, so changing a probability never shifts the rest of the stream.
    @inlinable
    public mutating func chance(_ numerator: Int64, in denominator: Int64) -> Bool {
        precondition(denominator > 0, "chance needs a positive denominator")
        precondition(numerator >= 0 && numerator <= denominator, "chance needs 0 <= numerator <= denominator")
        return int(below: denominator) < numerator
    }

    /// Lemire's method: the high word of `draw * bound` is uniform once the low word is outside
    /// the `2^64 mod bound` values that would over-represent some results.
    @inlinable @inline(__always)
    mutating func uint64(below bound: UInt64) -> UInt64 {
        precondition(bound > 0, "bound must be positive")
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold {
                product = next().multipliedFullWidth(by: bound)
            }
        }
        return product.high
    }
}
