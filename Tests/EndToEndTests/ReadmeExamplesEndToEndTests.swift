import Foundation
import XCTest

/// The README's examples of the tool's output are the tool's output.
final class ReadmeExamplesEndToEndTests: XCTestCase {
    /// The fenced block after `heading` in the README.
    private func block(after heading: String) throws -> String {
        let readme = try String(contentsOf: RewardSimTool.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: heading + "\n").dropFirst().first, heading)
        let fenced = section.components(separatedBy: "```")
        XCTAssertGreaterThanOrEqual(fenced.count, 3)
        return String(fenced[1].drop { $0 != "\n" }.dropFirst())
    }

    func testTheFailureExampleIsWhatTheToolPrints() throws {
        let scratch = try makeScratchFolder()
        let example = try block(after: "### A failure")
        let result = try RewardSimTool.run(
            ["run", "Scenarios/examples/failing/wrong-expectation.yaml", "--seed", "7", "--report-dir", scratch.path],
            scratch: scratch
        )
        XCTAssertEqual(result.exitCode, 1)
        XCTAssertTrue(result.stdout.hasPrefix(example), "README:\n\(example)\ntool:\n\(result.stdout)")
    }
}
