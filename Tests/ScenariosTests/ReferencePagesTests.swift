import Foundation
import Personas
import Reports
import XCTest

@testable import Scenarios

/// Users write scenarios from the manual's Reference, so its generated pages must name every
/// key, action, setting, fault, function, metric and parameter the code reads, each with its
/// default: these tests fail when a generator leaves one out. (That the checked-in pages are
/// the generated ones is `ReferencePagesEndToEndTests`, through `rewardsim reference --check`.)
final class ReferencePagesTests: XCTestCase {
    func testEveryKeyOfAScenarioFileIsOnItsPageWithItsDefault() {
        let page = ScenarioFileReference.page.markdown
        let tables =
            ScenarioDecoder.topLevelKeyTable + ScenarioDecoder.familyKeyTable + ScenarioDecoder.parentKeyTable
            + ScenarioDecoder.childKeyTable + ScenarioDecoder.deviceKeyTable + ScenarioDecoder.appKeyTable
            + ScenarioDecoder.populationKeyTable + ScenarioDecoder.sweepKeyTable
        for key in tables {
            XCTAssertTrue(page.contains("| `\(key.name)` | \(key.defaultText ?? "required") |"), "key \(key.name)")
        }
        XCTAssertEqual(ScenarioDecoder.topLevelKeys, ScenarioDecoder.topLevelKeyTable.map(\.name))
        for required in ScenarioJSONSchema.required["scenario"] ?? [] {
            XCTAssertNil(
                ScenarioDecoder.topLevelKeyTable.first { $0.name == required }?.defaultText,
                "\(required) is required, so it has no default")
        }
        for parameter in PersonaParameter.all {
            XCTAssertTrue(page.contains("| `\(parameter.key)` | \(parameter.format.help) | `"), parameter.key)
            XCTAssertFalse(parameter.meaning.isEmpty, parameter.key)
        }
        for persona in PersonaProfile.presets {
            XCTAssertTrue(page.contains("`\(persona.name)`"), persona.name)
        }
    }

    func testEverySettingBackgroundAndSyncKeyIsOnTheSettingsPageWithItsDefault() {
        let page = SettingsReference.page.markdown
        let keys =
            SettingKey.all.map { ($0.name, "`\($0.defaultText)`") }
            + ScenarioDecoder.runSettingTable.map { ($0.name, $0.defaultText ?? "required") }
            + ScenarioDecoder.backgroundKeys.map { ($0.name, "`\($0.defaultText)`") }
            + ScenarioDecoder.syncKeys.map { ($0.name, "`\($0.defaultText)`") }
        for (name, defaultText) in keys {
            XCTAssertTrue(page.contains("| `\(name)` | \(defaultText) |"), "key \(name)")
        }
        XCTAssertEqual(
            ScenarioDecoder.runSettingTable.map(\.name).sorted(),
            ([
                ScenarioDecoder.strictnessKey, ScenarioDecoder.automaticDateAndTimeKey,
                ScenarioDecoder.denyAppRemovalKey,
            ] + ScenarioDecoder.ruleChoiceKeys).sorted())
    }

    func testEveryFaultIsOnItsPageWithItsParameters() {
        let page = FaultsReference.page.markdown
        let kinds = type(of: ScenarioDecoder.faultTable[0].fault).allCases
        XCTAssertEqual(ScenarioDecoder.faultTable.map(\.fault), Array(kinds), "one row per fault, in order")
        for entry in ScenarioDecoder.faultTable {
            let row = page.split(separator: "\n").first { $0.hasPrefix("| `\(entry.fault.rawValue)` |") }
            XCTAssertNotNil(row, entry.fault.rawValue)
            for key in entry.keys {
                XCTAssertTrue(row?.contains("`\(key)` (") ?? false, "\(entry.fault.rawValue) \(key)")
            }
        }
        XCTAssertEqual(ScenarioDecoder.text(of: .uniform(minMs: 600_000, maxMs: 7_200_000)), "uniform 10m 2h")
        XCTAssertEqual(ScenarioDecoder.text(of: .logNormal(medianMs: 2_000, sigmaThousandths: 700)), "lognormal 2s 0.7")
        XCTAssertEqual(ScenarioNumberFormat.decimalText(thousandths: 1_250), "1.25")
        XCTAssertEqual(ScenarioNumberFormat.decimalText(thousandths: 2_000), "2")
    }

    func testEveryFunctionMetricAndFigureIsOnTheFunctionsPage() {
        let page = FunctionsReference.page.markdown
        XCTAssertTrue(page.contains(ExpectationReference.markdown), "the table `rewardsim functions` prints")
        for signature in ExpectationReference.signatures {
            XCTAssertTrue(page.contains("| `\(signature)` |"), signature)
        }
        for metric in ExperimentMetric.all {
            XCTAssertTrue(page.contains("| `\(metric.name)` | \(metric.unit) |"), "metric \(metric.name)")
        }
        for function in ConclusionEnvironment.functions {
            XCTAssertTrue(page.contains("| `\(function.name)` | \(function.result) |"), function.name)
        }
        for function in SeedDistributionEnvironment.functions {
            XCTAssertTrue(page.contains("| `\(function.signature)` |"), function.signature)
        }
        for figure in SeedFigure.names {
            XCTAssertTrue(page.contains("`\(figure)(level)`"), figure)
        }
    }

    func testTheLimitsPageShowsTheBoundsTheChecksUse() {
        let page = LimitsReference.page.markdown
        XCTAssertTrue(page.contains("| 1,048,576 bytes |"), page)
        XCTAssertTrue(page.contains("| `366d` |"), page)
        XCTAssertEqual(LimitsReference.number(200_000_000), "200,000,000")
        XCTAssertEqual(LimitsReference.number(20), "20")
    }

    func testEveryFieldOfTheResultsSchemaIsOnTheReportFieldsPage() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Reports/results.schema.json"), encoding: .utf8)
        let schema = try JSONValue.parse(text)
        let page = ReportFieldsReference.page(schema: schema).markdown
        for field in ["schemaVersion", "summary.errors", "scenarios"] {
            XCTAssertTrue(page.contains("| `\(field)` |"), field)
        }
        for definition in schema["definitions"]?.members ?? [] {
            XCTAssertTrue(page.contains("## `\(definition.key)`"), definition.key)
        }
    }

    func testEveryPageBeginsWithItsTitleSummaryAndTheGeneratedNotice() {
        for page in [
            ScenarioFileReference.page, SettingsReference.page, FaultsReference.page, FunctionsReference.page,
            LimitsReference.page, TimelineActionRegistry.referencePage,
        ] {
            let opening = "# \(page.title)\n\n\(page.summary)\n\n\(ReferencePage.generatedNotice)\n\n"
            XCTAssertTrue(page.markdown.hasPrefix(opening), page.title)
        }
    }
}
