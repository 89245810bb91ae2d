import Platform
import XCTest
import YAMLSubset

@testable import Scenarios

/// A run reseeded from a moment is the same run up to the moment and another chance after it.
final class ReseededRunTests: XCTestCase {
    private let scenarioText = """
        version: 1
        name: one minute, half the callbacks lost
        seed: 1
        start: 2026-03-02 07:00 +01:00
        duration: 1d
        family:
          children:
            - name: alex
              devices: [alex-ipad]
        settings:
          default_points_per_hour: 60
        apps:
          - id: duolingo
            category: learning
        faults:
          - fault: extension_killed
            chance: 50%
        timeline:
          - at: 16:00
            use: duolingo
            for: 1m
          - at: 18:00
            launch: alex-ipad
            for: 1m
        expect:
          - earned(alex) == 1

        """

    private func scenario() throws -> Scenario {
        let (decoded, diagnostics) = ScenarioLoader.decode(SourceFile(path: "reseed.yaml", text: scenarioText))
        XCTAssertEqual(diagnostics.map(\.message), [])
        return try XCTUnwrap(decoded)
    }

    /// Reseeded after the one callback, every salt gives the original's verdict; reseeded before
    /// it, the callback's fate is drawn anew, so some salts pass and some fail.
    func testOnlyTheChanceAfterTheMomentIsRedrawn() throws {
        let scenario = try scenario()
        let original = ScenarioRunner.run(scenario, seed: 1)
        let afterCallbackMs = scenario.start.instant.millisecondsSinceEpoch + 17 * 3_600_000
        let beforeCallbackMs = scenario.start.instant.millisecondsSinceEpoch + 3_600_000
        for salt in UInt64(1)...10 {
            let late = ScenarioRunner.run(scenario, seed: 1, reseededFromMs: afterCallbackMs, salt: salt)
            XCTAssertEqual(late.passed, original.passed, "salt \(salt)")
        }
        let early = (UInt64(1)...20).map {
            ScenarioRunner.run(scenario, seed: 1, reseededFromMs: beforeCallbackMs, salt: $0).passed
        }
        XCTAssertTrue(early.contains(true) && early.contains(false), "\(early)")
        let again = (UInt64(1)...20).map {
            ScenarioRunner.run(scenario, seed: 1, reseededFromMs: beforeCallbackMs, salt: $0).passed
        }
        XCTAssertEqual(early, again, "a reseeded run is as repeatable as any other")
    }
}
