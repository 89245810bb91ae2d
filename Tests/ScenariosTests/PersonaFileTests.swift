import XCTest
import YAMLSubset

@testable import Scenarios

/// `persona_files`: personas in files beside the scenario, named by children and populations;
/// their errors located in the persona file.
final class PersonaFileTests: XCTestCase {
    static let evening = """
        name: evening_reader
        base: honest_learner
        days_per_week: 4.5
        day_start: 18:00
        day_end: 21:00
        session_minutes_median: 30m

        """

    func decode(_ scenario: String, files: [String: String]) -> (Scenario?, [Diagnostic]) {
        ScenarioLoader.decode(SourceFile(path: "set/test.yaml", text: scenario), personaFiles: .texts(files))
    }

    static func scenario(persona: String = "evening_reader", population: String = "") -> String {
        ScenarioFixture.replacing("devices: [alex-ipad]", with: "devices: [alex-ipad]\n      persona: \(persona)")
            .replacingOccurrences(of: "duration: 1d\n", with: "duration: 1d\npersona_files: [personas/evening.yaml]\n")
            + population
    }

    func testAChildAndAPopulationNameAFilesPersonaBuiltOnItsBase() throws {
        let population = "population:\n  size: 2\n  personas:\n    evening_reader: 50%\n    honest_learner: 50%\n"
        let (scenario, diagnostics) = decode(
            Self.scenario(population: population),
            files: ["set/personas/evening.yaml": Self.evening])
        XCTAssertEqual(diagnostics.map(\.message), [])
        let persona = try XCTUnwrap(scenario?.children.first?.persona)
        XCTAssertEqual(persona.name, "evening_reader")
        XCTAssertEqual(persona.daysPerWeekThousandths, 4_500)
        XCTAssertEqual(persona.dayStartMsOfDay, 18 * 3_600_000)
        XCTAssertEqual(persona.sessionMinutesMedian, 30)
        XCTAssertEqual(persona.sessionMinutesMax, 45, "the base's")
        XCTAssertEqual(scenario?.population?.shares.map(\.profile.name), ["evening_reader", "honest_learner"])
    }

    func testABadValueIsReportedInThePersonaFileAtItsPlace() {
        let file = Self.evening.replacingOccurrences(of: "days_per_week: 4.5", with: "days_per_week: 4,5")
        let (scenario, diagnostics) = decode(Self.scenario(), files: ["set/personas/evening.yaml": file])
        XCTAssertNil(scenario)
        XCTAssertEqual(
            diagnostics.map { "\($0.path):\($0.location) \($0.message) | \($0.help ?? "")" },
            [
                "set/personas/evening.yaml:3:16 '4,5' is not a value of 'days_per_week' | write a decimal with up "
                    + "to three places, e.g. 0.5"
            ])
    }

    func testAnUnknownBaseAndAPresetsNameAreRefused() {
        let file = Self.evening.replacingOccurrences(of: "name: evening_reader", with: "name: bot")
            .replacingOccurrences(of: "base: honest_learner", with: "base: honest_learnr")
        let (_, diagnostics) = decode(Self.scenario(persona: "bot"), files: ["set/personas/evening.yaml": file])
        XCTAssertEqual(
            diagnostics.map { "\($0.location) \($0.message) | \($0.help ?? "")" },
            [
                "1:7 the persona 'bot' already exists | a preset has this name: choose another",
                "2:7 unknown preset persona 'honest_learnr' | did you mean 'honest_learner'?",
            ])
    }

    func testAMissingFileIsReportedAtItsPathInTheScenario() {
        let (_, diagnostics) = decode(Self.scenario(), files: [:])
        XCTAssertEqual(
            diagnostics.map { "\($0.path):\($0.location) \($0.message)" },
            [
                "set/test.yaml:5:17 cannot read the persona file 'set/personas/evening.yaml': cannot read the file "
                    + "'set/personas/evening.yaml'",
                "set/test.yaml:12:16 unknown persona 'evening_reader'",
            ])
    }

    func testAScenarioMadeInMemoryReadsNoPersonaFiles() {
        let (_, diagnostics) = ScenarioLoader.decode(SourceFile(path: "test.yaml", text: Self.scenario()))
        XCTAssertEqual(diagnostics.first?.message, "this scenario has no folder to read persona files from")
    }
}
