import Foundation
import XCTest

@testable import SimulationKernel

/// The kernel's own log and exp must agree with the platform's to within a few units in the
/// last place; the platform functions are only the yardstick here, never used by the kernel.
final class DeterministicMathTests: XCTestCase {
    private func assertClose(_ actual: Double, _ expected: Double, line: UInt = #line) {
        let tolerance = 4 * expected.magnitude.ulp
        XCTAssertEqual(actual, expected, accuracy: tolerance, line: line)
    }

    func testExactPoints() {
        XCTAssertEqual(DeterministicMath.log(1), 0)
        XCTAssertEqual(DeterministicMath.exp(0), 1)
        XCTAssertEqual(DeterministicMath.exp(1_000), .infinity)
        XCTAssertEqual(DeterministicMath.exp(-1_000), 0)
    }

    func testLogMatchesThePlatformAcrossTheRange() {
        var random = SeededRandom(seed: 21)
        for _ in 0..<20_000 {
            let x = Double.ulpOfOne + random.unitInterval()
            assertClose(DeterministicMath.log(x), Foundation.log(x))
        }
        for x in [Double.leastNonzeroMagnitude, 1e-300, 0.5, 2, 10, 1e300, .greatestFiniteMagnitude] {
            assertClose(DeterministicMath.log(x), Foundation.log(x))
        }
    }

    func testExpMatchesThePlatformAcrossTheRange() {
        var random = SeededRandom(seed: 22)
        for _ in 0..<20_000 {
            let x = 1_400 * random.unitInterval() - 700
            assertClose(DeterministicMath.exp(x), Foundation.exp(x))
        }
        for x in [-20.0, -1, -1e-9, 1e-9, 0.5, 1, 10] {
            assertClose(DeterministicMath.exp(x), Foundation.exp(x))
        }
    }
}
