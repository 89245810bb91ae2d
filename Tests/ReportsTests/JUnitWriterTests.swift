import Foundation
import Reports
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class JUnitWriterTests: XCTestCase {
    private let smallReport = JUnitReport(
        name: "rewardsim",
        suites: [
            JUnitTestSuite(
                name: "steady-earner", file: "Scenarios/steady-earner.yaml",
                properties: [JUnitProperty(name: "seed", value: "42")],
                cases: [
                    JUnitTestCase(name: "balance never negative", classname: "steady-earner", outcome: .passed),
                    JUnitTestCase(
                        name: "weekly cap holds", classname: "steady-earner",
                        outcome: .failed(
                            message: "earned 310 > 300", type: "expectation",
                            details: "day 6\nledger: 310"),
                        systemOut: "trace hash 9f2c"
                    ),
                    JUnitTestCase(
                        name: "offline sync", classname: "steady-earner",
                        outcome: .skipped(message: "needs two devices")),
                ]
            ),
            JUnitTestSuite(
                name: "crash-restart",
                cases: [
                    JUnitTestCase(
                        name: "recovers", classname: "crash-restart",
                        outcome: .error(message: "event limit", type: "limit", details: ""),
                        systemErr: "stopped at 10000 events")
                ]),
        ])

    func testASmallReportRendersExactly() {
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="rewardsim" tests="4" failures="1" errors="1" time="0">
              <testsuite name="steady-earner" tests="3" failures="1" errors="0" skipped="1" time="0" \
            file="Scenarios/steady-earner.yaml">
                <properties>
                  <property name="seed" value="42"/>
                </properties>
                <testcase name="balance never negative" classname="steady-earner" time="0"/>
                <testcase name="weekly cap holds" classname="steady-earner" time="0">
                  <failure message="earned 310 &gt; 300" type="expectation">day 6
            ledger: 310</failure>
                  <system-out>trace hash 9f2c</system-out>
                </testcase>
                <testcase name="offline sync" classname="steady-earner" time="0">
                  <skipped message="needs two devices"/>
                </testcase>
              </testsuite>
              <testsuite name="crash-restart" tests="1" failures="0" errors="1" skipped="0" time="0">
                <testcase name="recovers" classname="crash-restart" time="0">
                  <error message="event limit" type="limit"/>
                  <system-err>stopped at 10000 events</system-err>
                </testcase>
              </testsuite>
            </testsuites>

            """
        XCTAssertEqual(JUnitWriter.render(smallReport), expected)
    }

    func testEmptyReportsAndSuitesAreSelfClosingWithZeroCounts() {
        XCTAssertEqual(
            JUnitWriter.render(JUnitReport(name: "none", suites: [])),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<testsuites name=\"none\" tests=\"0\" failures=\"0\" errors=\"0\" time=\"0\"/>\n"
        )
        let emptySuite = JUnitTestSuite(name: "s", cases: [])
        let withEmptySuite = JUnitWriter.render(JUnitReport(name: "r", suites: [emptySuite]))
        XCTAssertTrue(
            withEmptySuite.contains(
                "\n  <testsuite name=\"s\" tests=\"0\" failures=\"0\" errors=\"0\" skipped=\"0\" time=\"0\"/>\n"))
    }

    func testEveryTimeIsZeroAndNoTimestampAppears() {
        let xml = JUnitWriter.render(smallReport)
        XCTAssertEqual(xml.components(separatedBy: " time=\"0\"").count - 1, 7)
        XCTAssertEqual(xml.components(separatedBy: "time=").count - 1, 7)
        XCTAssertFalse(xml.contains("timestamp"))
        XCTAssertEqual(xml, JUnitWriter.render(smallReport))
    }

    func testHostileStringsAreEscapedAndControlCharactersReplaced() {
        let hostile = "a\"b'c<d>e&f]]>g\u{01}h\u{1B}i\u{FFFE}j\tk\nl\rm"
        let report = JUnitReport(
            name: hostile,
            suites: [
                JUnitTestSuite(
                    name: "s",
                    cases: [
                        JUnitTestCase(
                            name: "c", classname: "s",
                            outcome: .failed(message: hostile, type: "t", details: hostile))
                    ])
            ])
        let xml = JUnitWriter.render(report)
        let attribute = "a&quot;b&apos;c&lt;d&gt;e&amp;f]]&gt;g\u{FFFD}h\u{FFFD}i\u{FFFD}j&#9;k&#10;l&#13;m"
        let text = "a\"b'c&lt;d&gt;e&amp;f]]&gt;g\u{FFFD}h\u{FFFD}i\u{FFFD}j\tk\nl&#13;m"
        XCTAssertTrue(xml.contains("<testsuites name=\"\(attribute)\" tests=\"1\""))
        XCTAssertTrue(xml.contains("<failure message=\"\(attribute)\" type=\"t\">\(text)</failure>\n"))
        XCTAssertFalse(xml.contains("]]>"))
        XCTAssertFalse(xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
    }

    #if canImport(FoundationXML) || canImport(Darwin)
        func testOutputIsWellFormedAndReadsBackAsTheOriginalText() throws {
            let hostile = "quote\" apos' <tag> & amp ]]> bell\u{07} tab\tnew\nline cr\r end 🎮"
            let report = JUnitReport(
                name: hostile,
                suites: [
                    JUnitTestSuite(
                        name: hostile, file: hostile,
                        properties: [JUnitProperty(name: hostile, value: hostile)],
                        cases: [
                            JUnitTestCase(
                                name: hostile, classname: hostile,
                                outcome: .error(message: hostile, type: hostile, details: hostile),
                                systemOut: hostile, systemErr: hostile)
                        ])
                ])
            let collector = XMLCollector()
            let parser = XMLParser(data: Data(JUnitWriter.render(report).utf8))
            parser.delegate = collector
            XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")

            let readBack = hostile.replacingOccurrences(of: "\u{07}", with: "\u{FFFD}")
            XCTAssertEqual(
                collector.elements,
                [
                    "testsuites", "testsuite", "properties", "property",
                    "testcase", "error", "system-out", "system-err",
                ])
            XCTAssertEqual(collector.attributes["testsuites"]?["name"], readBack)
            XCTAssertEqual(collector.attributes["testsuite"]?["file"], readBack)
            XCTAssertEqual(collector.attributes["property"]?["value"], readBack)
            XCTAssertEqual(collector.attributes["error"]?["type"], readBack)
            XCTAssertEqual(collector.texts["error"], readBack)
            XCTAssertEqual(collector.texts["system-err"], readBack)
        }
    #endif
}

#if canImport(FoundationXML) || canImport(Darwin)
    /// Records element names in order, and the attributes and text of each element by name.
    private final class XMLCollector: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var attributes: [String: [String: String]] = [:]
        var texts: [String: String] = [:]
        private var current: String?

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes attributeDict: [String: String]
        ) {
            elements.append(elementName)
            attributes[elementName] = attributeDict
            current = elementName
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let current else { return }
            texts[current, default: ""] += string
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
            qualifiedName: String?
        ) {
            current = nil
        }
    }
#endif
