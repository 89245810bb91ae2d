import Foundation
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

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
        let expressions = try XCTUnwrap(scenario["expectations"] as? [[String: Any]]).map {
            $0["expression"] as? String
        }
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
        XCTAssertEqual(junit.violations, [])
        XCTAssertEqual(junit.outputs.filter { $0.name == "seed" }.map(\.value), ["1", "1"])
        let junitHashes = junit.outputs.filter { $0.name == "trace hash" }.map(\.value)
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
        XCTAssertEqual(
            scenario["reproduce"] as? String,
            "swift run -c release rewardsim run \(RewardSimTool.workedExample) --seed 7")
        let junit = try JUnitContents(url: scratch.appendingPathComponent("junit.xml"))
        XCTAssertEqual(junit.outputs.filter { $0.name == "seed" }.map(\.value), ["7"])
    }

    func readResults(in folder: URL) throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("results.json"))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }
}

/// The parts of a JUnit file the tests look at, read with the platform's XML parser, and each
/// element checked against the common JUnit schema (the one Jenkins' xunit validates with):
/// which element may hold which, which attributes each may carry, which it must, and the
/// form of `time`. `violations` lists every departure.
final class JUnitContents: NSObject, XMLParserDelegate {
    private(set) var suiteNames: [String] = []
    private(set) var caseCount = 0
    /// Each test case's `system-out`, one `key: value` pair per line, e.g. ("seed", "7").
    private(set) var outputs: [(name: String, value: String)] = []
    private(set) var violations: [String] = []
    private var path: [String] = []
    private var text = ""

    struct ElementRule {
        let parents: Set<String?>
        let attributes: Set<String>
        let required: Set<String>
    }

    static let rules: [String: ElementRule] = [
        "testsuites": ElementRule(
            parents: [nil], attributes: ["name", "time", "tests", "failures", "errors"], required: []),
        "testsuite": ElementRule(
            parents: [nil, "testsuites", "testsuite"],
            attributes: [
                "name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp", "hostname", "id",
                "package", "file", "log", "url",
            ],
            required: ["name", "tests", "failures", "errors"]
        ),
        "properties": ElementRule(parents: ["testsuite"], attributes: [], required: []),
        "property": ElementRule(parents: ["properties"], attributes: ["name", "value"], required: ["name", "value"]),
        "testcase": ElementRule(
            parents: ["testsuite"], attributes: ["name", "time", "classname", "group"], required: ["name"]),
        "failure": ElementRule(parents: ["testcase"], attributes: ["type", "message"], required: []),
        "error": ElementRule(parents: ["testcase"], attributes: ["type", "message"], required: []),
        "skipped": ElementRule(parents: ["testcase"], attributes: ["type", "message"], required: []),
        "system-out": ElementRule(parents: ["testcase", "testsuite"], attributes: [], required: []),
        "system-err": ElementRule(parents: ["testcase", "testsuite"], attributes: [], required: []),
    ]

    /// The schema's `SUREFIRE_TIME`: digits, optionally grouped by commas, and a fraction.
    static func isSchemaTime(_ text: String) -> Bool {
        text.range(of: #"^(([0-9]{0,3},)*[0-9]{3}|[0-9]{0,3})*(\.[0-9]*)?$"#, options: .regularExpression) != nil
    }

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
        check(elementName, attributes: attributes)
        path.append(elementName)
        text = ""
        switch elementName {
        case "testsuite": suiteNames.append(attributes["name"] ?? "")
        case "testcase": caseCount += 1
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        path.removeLast()
        guard elementName == "system-out", path.last == "testcase" else { return }
        for line in text.split(separator: "\n") {
            guard let colon = line.range(of: ": ") else { continue }
            outputs.append((String(line[..<colon.lowerBound]), String(line[colon.upperBound...])))
        }
    }

    private func check(_ element: String, attributes: [String: String]) {
        guard let rule = Self.rules[element] else { return violations.append("<\(element)> is not in the schema") }
        if !rule.parents.contains(path.last) {
            violations.append("<\(element)> inside <\(path.last ?? "document")>")
        }
        for name in attributes.keys.sorted() where !rule.attributes.contains(name) {
            violations.append("\(name) on <\(element)>")
        }
        for name in rule.required.sorted() where attributes[name] == nil {
            violations.append("<\(element)> without \(name)")
        }
        if let time = attributes["time"], !Self.isSchemaTime(time) {
            violations.append("time=\"\(time)\" on <\(element)>")
        }
    }
}
