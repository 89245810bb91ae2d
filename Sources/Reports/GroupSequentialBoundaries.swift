import Foundation

/// The efficacy boundaries of a group-sequential design with the Lan–DeMets spending function of
/// O'Brien–Fleming type (Lan & DeMets 1983): at information fraction t the design has spent
/// α(t) = 2 − 2Φ(z₁₋α/2 / √t) of its one-sided level α, so early looks need overwhelming
/// evidence and the last look's boundary stays close to the fixed design's. Looking at the data
/// after every batch of seeds and stopping at the first boundary crossed keeps the chance of a
/// false "significant" at α per side.
public struct GroupSequentialBoundaries: Equatable, Sendable {
    /// The z value each look must reach, one per look, in look order.
    public let z: [Double]
    /// The information fraction of each look (seeds so far / seeds at most), increasing to 1.
    public let fractions: [Double]
    /// The one-sided level spent in all, per side.
    public let alpha: Double

    /// The spending function's value at `fraction`: the one-sided level spent by then.
    public static func spent(_ fraction: Double, alpha: Double) -> Double {
        precondition(fraction > 0 && fraction <= 1, "an information fraction lies in (0, 1]")
        let zFull = TDistribution.normalQuantile(1 - alpha / 2)
        return 2 - 2 * TDistribution.normalCDF(zFull / fraction.squareRoot())
    }

    /// Boundaries at `fractions` (increasing, ending at 1), each found so that the chance of
    /// crossing first at that look, with no effect, is what the spending function adds there.
    /// The chance is the recursive integral of Armitage, McPherson and Rowe (Jennison & Turnbull,
    /// *Group Sequential Methods*, ch. 19) on a grid of the statistic's continuation region.
    public init(fractions: [Double], alpha: Double = 0.025) {
        precondition(!fractions.isEmpty && fractions.last == 1, "the last look uses all the information")
        precondition(zip(fractions, fractions.dropFirst()).allSatisfy { $0 < $1 }, "looks come in order")
        precondition(alpha > 0 && alpha < 0.5, "a one-sided level lies between 0 and 0.5")
        self.fractions = fractions
        self.alpha = alpha
        let step = 0.01
        let floor = -10.0
        var boundaries: [Double] = []
        // The sub-density of the statistic at the previous look, on the grid below its boundary.
        var grid: [Double] = []
        var density: [Double] = []
        var spentSoFar = 0.0
        for (look, fraction) in fractions.enumerated() {
            let target = Self.spent(fraction, alpha: alpha) - spentSoFar
            if look == 0 {
                let boundary = TDistribution.normalQuantile(1 - target)
                boundaries.append(boundary)
            } else {
                let previous = fractions[look - 1]
                let increment = fraction - previous
                let crossing = { (boundary: Double) -> Double in
                    Self.integrate(grid, density) { z in
                        1
                            - TDistribution.normalCDF(
                                (boundary * fraction.squareRoot() - z * previous.squareRoot()) / increment.squareRoot())
                    }
                }
                boundaries.append(TDistribution.bisect(low: 0, high: 40) { crossing($0) > target })
            }
            spentSoFar += target
            let boundary = boundaries[look]
            let count = Int(((boundary - floor) / step).rounded(.up))
            let nextGrid = (0...count).map { floor + (boundary - floor) * Double($0) / Double(count) }
            if look == 0 {
                density = nextGrid.map { exp(-$0 * $0 / 2) / (2 * Double.pi).squareRoot() }
            } else {
                let previous = fractions[look - 1]
                let increment = fraction - previous
                let scale = (fraction / increment).squareRoot()
                density = nextGrid.map { y in
                    Self.integrate(grid, density) { z in
                        let u = (y * fraction.squareRoot() - z * previous.squareRoot()) / increment.squareRoot()
                        return scale * exp(-u * u / 2) / (2 * Double.pi).squareRoot()
                    }
                }
            }
            grid = nextGrid
        }
        z = boundaries
    }

    /// Equally spaced looks: after each of `looks` equal batches.
    public init(looks: Int, alpha: Double = 0.025) {
        precondition(looks >= 1, "a design has at least one look")
        self.init(fractions: (1...looks).map { Double($0) / Double(looks) }, alpha: alpha)
    }

    /// The two-sided nominal level of look `look`'s boundary: a fixed-design test at this level
    /// rejects exactly when the statistic crosses the boundary.
    public func nominalTwoSidedLevel(look: Int) -> Double {
        2 * (1 - TDistribution.normalCDF(z[look]))
    }

    /// Simpson's rule of `density × weight` over an evenly spaced grid (trapezoid at an odd end).
    private static func integrate(_ grid: [Double], _ density: [Double], weight: (Double) -> Double) -> Double {
        guard grid.count >= 2 else { return 0 }
        let step = grid[1] - grid[0]
        let values = zip(grid, density).map { weight($0) * $1 }
        let last = values.count - 1
        let simpsonEnd = last % 2 == 0 ? last : last - 1
        var sum = values[0] + values[simpsonEnd]
        for index in stride(from: 1, to: simpsonEnd, by: 1) { sum += (index % 2 == 1 ? 4 : 2) * values[index] }
        var total = sum * step / 3
        if simpsonEnd != last { total += (values[last - 1] + values[last]) * step / 2 }
        return total
    }
}
