import Foundation
import ScenarioFuzzing
import Scenarios
import XCTest
import YAMLSubset

/// Every file in Regressions/ beside this file once crashed `check` or a run, or exhausted time or memory.
/// Each now gets the located error its first line names (`# expect: …`), and never hangs. The
/// bound here only catches a hang: a test shares its machine, so the one-second target is
/// measured by the fuzzing campaign (`rewardsim-fuzz campaign` fails an input over a second).
final class FuzzRegressionTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let regressions = root.appendingPathComponent(regressionsPath)
    /// From the package root.
    static let regressionsPath = "Tests/ScenarioFuzzingTests/Regressions"

    func testEveryRegressionInputGetsItsExpectedErrorWithoutHanging() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.regressions.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 20)
        let clock = ContinuousClock()
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: Self.regressions.appendingPathComponent(name)))
            let text = try SourceBytes.text(of: bytes, path: name).get()
            let firstLine = text.prefix { $0 != "\n" }
            XCTAssertTrue(firstLine.hasPrefix("# expect: "), "\(name) names its expected error")
            let expected = firstLine.dropFirst("# expect: ".count)
            var diagnostics: [Diagnostic] = []
            let elapsed = clock.measure {
                diagnostics = ScenarioLoader.decode(SourceFile(path: name, text: text)).1
            }
            XCTAssertTrue(
                diagnostics.contains { $0.message.contains(expected) },
                "\(name): expected '\(expected)', got \(diagnostics.map(\.message))")
            XCTAssertLessThan(elapsed, .seconds(10), name)
        }
    }
}
