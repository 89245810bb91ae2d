import Foundation

/// Axis ticks a reader can add up in their head: steps of 1, 2, 2.5 or 5 times a power of
/// ten, starting and ending on a multiple of the step so the data sits inside the axis.
public enum NiceScale {
    public static let tickCountMin = 4
    public static let tickCountMax = 7

    /// `targetCount` is the number of intervals aimed for: (0, 97) gives steps of 20, from 0
    /// to 100. The result always has `tickCountMin`…`tickCountMax` ticks covering
    /// [`min`, `max`]. When `min == max` the axis runs from zero to twice the value (from 0 to
    /// 1 for zero), so a flat line sits mid-chart with zero in view.
    public static func ticks(min: Double, max: Double, targetCount: Int = 5) -> [Double] {
        axis(min: min, max: max, targetCount: targetCount).ticks
    }

    /// The ticks and the decimals that label every one of them exactly.
    static func axis(
        min: Double, max: Double, targetCount: Int = 5
    ) -> (ticks: [Double], fractionDigits: Int) {
        precondition(min.isFinite && max.isFinite, "an axis needs finite bounds")
        precondition(min <= max, "an axis runs from its minimum to its maximum")
        precondition(targetCount >= 1, "an axis has at least one interval")
        let (low, high) = min < max ? (min, max) : widened(min)
        var step = NiceStep.nearest(to: (high - low) / Double(targetCount))
        while step.tickCount(low, high) > tickCountMax { step = step.larger }
        while step.tickCount(low, high) < tickCountMin, step.smaller.tickCount(low, high) <= tickCountMax {
            step = step.smaller
        }
        return (step.ticks(low, high), step.fractionDigits)
    }

    private static func widened(_ value: Double) -> (Double, Double) {
        if value == 0 { return (0, 1) }
        return value > 0 ? (0, 2 * value) : (2 * value, 0)
    }
}

/// A step of `units × 10^exponent` with `units` in {10, 20, 25, 50}: two integer parts, so a
/// tick is an integer scaled by a power of ten, and 0.3 comes out as 0.3, not 0.30000000000000004.
struct NiceStep {
    private static let unitLadder = [10, 20, 25, 50]

    private let rung: Int
    private let exponent: Int

    private var units: Int { Self.unitLadder[rung] }
    var size: Double { scaled(Double(units)) }

    /// The step nearest `rawSize` on a logarithmic scale, where 20 is as far from 10 as 40.
    static func nearest(to rawSize: Double) -> NiceStep {
        guard rawSize > 0, rawSize.isFinite else { return NiceStep(rung: 0, exponent: 0) }
        let exponent = Int(log10(rawSize).rounded(.down)) - 1
        let candidates =
            (0..<unitLadder.count).map { NiceStep(rung: $0, exponent: exponent) }
            + [NiceStep(rung: 0, exponent: exponent + 1)]
        let distance = { (step: NiceStep) in abs(log10(step.size / rawSize)) }
        return candidates.min { distance($0) < distance($1) }!
    }

    var larger: NiceStep {
        guard rung + 1 < Self.unitLadder.count else { return NiceStep(rung: 0, exponent: exponent + 1) }
        return NiceStep(rung: rung + 1, exponent: exponent)
    }

    var smaller: NiceStep {
        guard rung > 0 else { return NiceStep(rung: Self.unitLadder.count - 1, exponent: exponent - 1) }
        return NiceStep(rung: rung - 1, exponent: exponent)
    }

    /// Enough decimals for every multiple of the step: 20 needs none, 0.1 one, 0.25 two.
    var fractionDigits: Int {
        let trailingZeros = units % 10 == 0 ? 1 : 0
        return Swift.max(0, -exponent - trailingZeros)
    }

    func tickCount(_ low: Double, _ high: Double) -> Int {
        let (first, last) = indexRange(low, high)
        return Int(last - first) + 1
    }

    func ticks(_ low: Double, _ high: Double) -> [Double] {
        let (first, last) = indexRange(low, high)
        return stride(from: first, through: last, by: 1).map { scaled($0 * Double(units)) }
    }

    /// The slack absorbs a quotient like 0.3 / 0.1 = 2.9999999999999996, which would
    /// otherwise add a tick below the data.
    private func indexRange(_ low: Double, _ high: Double) -> (first: Double, last: Double) {
        let slack = 1e-9
        return ((low / size + slack).rounded(.down), (high / size - slack).rounded(.up))
    }

    /// Multiplies or divides by an exact power of ten, so the one rounding is the last one.
    private func scaled(_ value: Double) -> Double {
        let power = pow(10, Double(abs(exponent)))
        return exponent >= 0 ? value * power : value / power
    }
}
