import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest

/// `results.json` and `junit.xml` are read by other programs: they must parse with standard
/// parsers and carry the seed and trace hash that reproduce each run.
final class ReportFilesEndToEndTests: XCTestCase {
    func testResultsJSONParsesAndHasSchemaVersionOne() throws {
        let scratch = try makeScratchFolder()
        let result = try RewardSimTool.run(
            ["run", RewardSimTool.workedExample, "--report-dir", scratch.path], scratch: scratch
        )
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        let results = try readResults(in: scratch)
        XCTAssertEqual(results["schemaVersion"] as? Int, 1)
        let summary = try XCTUnwrap(results["summary"] as? [String: Any])
        XCTAssertEqual(summary["scenarios"] as? Int, 1)
        XCTAssertEqual(summary["passed"] as? Int, 1)
        XCTAssertEqual(summary["failed"] as? Int, 0)
        let scenario = try XCTUnwrap((results["scenarios"] as? [[String: Any]])?.first)
        XCTAssertEqual(scenario["file"] as? String, RewardSimTool.workedExample)
        XCTAssertEqual(scenario["seed"] as? String, "1")
        XCTAssertEqual(scenario["status"] as? String, "passed")
        let expressions = try XCTUnwrap(scenario["expectations"] as? [[String: Any]]).map { $0["expression"] as? String }
        XCTAssertEqual(expressions.count, 11, "the worked example has ten expectations, and the ledger is checked")
        XCTAssertEqual(expressions.last, "checker ledger")
    }

    func testJUnitHasOneSuitePerFileAndTheSeedAndTraceHashOfEachCase() throws {
        let scratch = try makeScratchFolder()
        let other = try write(ScenarioTexts.passing, named: "passing.yaml", in: scratch)
        let result = try RewardSimTool.run(
            ["run", RewardSimTool.workedExample, other, "--report-dir", scratch.path], scratch: scratch
        )
        XCTAssertEqual(result.exitCode, 0, result.stdout + result.stderr)
        let junit = try JUnitContents(url: scratch.appendingPathComponent("junit.xml"))
        XCTAssertEqual(junit.suiteNames.sorted(), [other, RewardSimTool.workedExample].sorted())
        XCTAssertEqual(junit.caseCount, 2)

        let scenarios = try XCTUnwrap(try readResults(in: scratch)["scenarios"] as? [[String: Any]])
        let hashes = scenarios.compactMap { $0["traceHash"] as? String }
        XCTAssertEqual(hashes.count, 2)
        XCTAssertEqual(junit.properties.filter { $0.name == "seed" }.map(\.value), ["1", "1"])
        let junitHashes = junit.properties.filter { $0.name == "traceHash" }.map(\.value)
        XCTAssertEqual(junitHashes.sorted(), hashes.sorted())
    }

    func testASeedOnTheCommandLineOverridesTheScenarioSeed() throws {
        let scratch = try makeScratchFolder()
        let result = try RewardSimTool.run(
            ["run", RewardSimTool.workedExample, "--seed", "7", "--report-dir", scratch.path],
            scratch: scratch
        )
        XCTAssertEqual(result.exitCode, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("(seed 7, trace "), result.stdout)
        let scenario = try XCTUnwrap((try readResults(in: scratch)["scenarios"] as? [[String: Any]])?.first)
        XCTAssertEqual(scenario["seed"] as? String, "7")
        XCTAssertEqual(scenario["reproduce"] as? String,
                       "swift run -c release rewardsim run \(RewardSimTool.workedExample) --seed 7")
        let junit = try JUnitContents(url: scratch.appendingPathComponent("junit.xml"))
        XCTAssertEqual(junit.properties.filter { $0.name == "seed" }.map(\.value), ["7"])
    }

    func readResults(in folder: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("results.json"))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
}

/// The parts of a JUnit file the tests look at, read with the platform's XML parser.
final class JUnitContents: NSObject, XMLParserDelegate {
    private(set) var suiteNames: [String] = []
    private(set) var caseCount = 0
    private(set) var properties: [(name: String, value: String)] = []

    init(url: URL) throws {
        super.init()
        let parser = try XCTUnwrap(XMLParser(contentsOf: url))
        parser.delegate = self
        guard parser.parse() else {
            throw parser.parserError ?? CocoaError(.fileReadCorruptFile)
        }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String]
    ) {
        switch elementName {
        case "testsuite": suiteNames.append(attributes["name"] ?? "")
        case "testcase": caseCount += 1
        case "property": properties.append((attributes["name"] ?? "", attributes["value"] ?? ""))
        default: break
        }
    }
}
