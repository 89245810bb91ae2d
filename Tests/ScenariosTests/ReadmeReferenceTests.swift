import Foundation
@testable import Scenarios
import Personas
import XCTest

/// Users write scenarios from the README alone, so its reference must say what the code
/// does: these tests fail when a key, action, setting or function changes without it.
final class ReadmeReferenceTests: XCTestCase {
    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    func testTheFunctionTableIsTheOneTheCatalogueGenerates() {
        XCTAssertTrue(Self.readme.contains(ExpectationReference.markdown),
                      "paste the output of `rewardsim functions` into the README")
    }

    func testEverySettingBackgroundAndSyncKeyIsDocumentedWithItsDefault() {
        let keys = SettingKey.all.map { ($0.name, $0.defaultText) }
            + ScenarioDecoder.backgroundKeys.map { ($0.name, $0.defaultText) }
            + ScenarioDecoder.syncKeys.map { ($0.name, $0.defaultText) }
        for (name, defaultText) in keys {
            let row = Self.readme.split(separator: "\n").first { $0.hasPrefix("| `\(name)` |") }
            XCTAssertNotNil(row, "key \(name) is missing from the README")
            XCTAssertTrue(row?.hasSuffix("| `\(defaultText)` |") ?? false, "\(name)'s default in the README")
        }
    }

    func testEveryExperimentMetricSweepKeyAndParameterIsDocumented() {
        for metric in ExperimentMetric.all {
            XCTAssertTrue(Self.readme.contains("| `\(metric.name)` | \(metric.unit) |"), "metric \(metric.name)")
        }
        for key in ScenarioDecoder.sweepKeys {
            XCTAssertTrue(Self.readme.contains("| `\(key)` |"), "sweep key \(key)")
        }
        for name in ["persona.reward_chance", "persona.session_minutes", "persona.<key>"]
            + ConclusionEnvironment.functions.map(\.name) {
            XCTAssertTrue(Self.readme.contains("`\(name)"), "\(name)")
        }
        for parameter in PersonaParameter.all {
            XCTAssertTrue(Self.readme.contains("| `\(parameter.key)` | \(parameter.format.help) |"), parameter.key)
        }
    }

    func testEveryTopLevelKeyAndActionIsDocumented() {
        for key in ScenarioDecoder.topLevelKeys {
            XCTAssertTrue(Self.readme.contains("| `\(key)` |"), "top-level key \(key)")
        }
        for action in TimelineActionRegistry.names {
            XCTAssertTrue(Self.readme.contains("| `\(action):"), "action \(action)")
        }
        for key in ScenarioDecoder.appKeys + ScenarioDecoder.deviceKeys + ScenarioDecoder.parentKeys {
            XCTAssertTrue(Self.readme.contains("`\(key)`") || Self.readme.contains("\(key):"), "key \(key)")
        }
    }
}
