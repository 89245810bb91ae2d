import XCTest
import YAMLSubset

@testable import Scenarios

/// Sweep sizes are counted before anything is allocated: a seed count, a seed range or a
/// matrix product past 10,000 simulations is a located error.
final class ScenarioDecoderSweepLimitsTests: XCTestCase {
    func sweep(_ lines: String) -> String {
        ScenarioFixture.with("sweep:\n" + lines)
    }

    func testAHugeSeedCountIsRefusedBeforeItIsListed() {
        assertOnlyDiagnostic(
            sweep("  matrix:\n    conversion_rate: [5, 10]\n  seeds: 18446744073709551615\n"), line: 20, column: 10,
            message: "'18446744073709551615' asks for more than 10000 seeds",
            help: "a sweep runs at most 10000 simulations (variants × seeds)"
        )
    }

    func testAHugeSeedRangeIsRefusedBeforeItIsListed() {
        assertOnlyDiagnostic(
            sweep("  matrix:\n    conversion_rate: [5, 10]\n  seeds: 1..18446744073709551615\n"), line: 20, column: 10,
            message: "'1..18446744073709551615' asks for more than 10000 seeds",
            help: "a sweep runs at most 10000 simulations (variants × seeds)"
        )
    }

    func testAMatrixProductPastTheLimitIsRefusedBeforeItIsBuilt() {
        let values = "[" + (1...60).map(String.init).joined(separator: ", ") + "]"
        let text = sweep(
            "  matrix:\n    conversion_rate: \(values)\n    default_points_per_hour: \(values)\n"
                + "    minimum_session: [1m, 2m, 3m]\n")
        assertOnlyDiagnostic(
            text, line: 19, column: 5,
            message: "the matrix has more than 10000 combinations; at most 10000 simulations",
            help: "fewer parameters or fewer values")
    }

    func testAHugeNumberAfterAVariantLabelIsTooLarge() {
        let text =
            sweep("  matrix:\n    conversion_rate: [5, 10]\n")
            + "conclude:\n  - \"mean(reward_minutes_per_day, conversion_rate: 99999999999999999999) > 1\"\n"
        let (_, diagnostics) = decode(text)
        XCTAssertEqual(diagnostics.map(\.message), ["'99999999999999999999' is too large"])
        XCTAssertEqual(diagnostics.first?.location, SourceLocation(line: 21, column: 52))
    }
}
