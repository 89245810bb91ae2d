import Foundation
import Scenarios
import XCTest

/// A persona file named where a scenario is expected gets one error saying what it is.
final class PersonaFileNotAScenarioTests: XCTestCase {
    func testAPersonaFileNamedAsAScenarioGetsOneErrorAtItsStart() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("reader.persona").path
        try "name: reader\nbase: honest_learner\n".write(toFile: path, atomically: true, encoding: .utf8)
        let loaded = ScenarioLoader.load([path])
        XCTAssertTrue(loaded.scenarios.isEmpty)
        XCTAssertEqual(loaded.diagnostics.map(\.message), ["a persona file is not a scenario"])
        XCTAssertEqual(loaded.diagnostics.map { "\($0.location.line):\($0.location.column)" }, ["1:1"])
    }
}
