/// Renders JUnit XML: `<testsuites>` › `<testsuite>` › `<testcase>`, with counts on both outer
/// levels, in the shape of the common JUnit schema (the one Jenkins' xunit validates against):
/// properties only on suites, `file` only on suites, `skipped` counted on suites only.
///
/// Every `time` is `0` and there is no `timestamp`: the bytes depend only on the report, so a
/// CI diff between two runs shows only real changes. How long a run took is printed instead.
public enum JUnitWriter {
    static let time = ("time", "0")

    public static func render(_ report: JUnitReport) -> String {
        var xml = XMLOutput()
        let counts = JUnitOutcomeCounts(report.suites.flatMap(\.cases))
        let attributes: XMLOutput.Attributes = [("name", report.name)] + counts.xmlAttributes + [time]
        if report.suites.isEmpty {
            xml.empty("testsuites", attributes)
        } else {
            xml.open("testsuites", attributes)
            for suite in report.suites {
                renderSuite(suite, into: &xml)
            }
            xml.close("testsuites")
        }
        precondition(xml.isComplete, "every element is closed")
        return xml.text
    }

    private static func renderSuite(_ suite: JUnitTestSuite, into xml: inout XMLOutput) {
        let attributes: XMLOutput.Attributes =
            [("name", suite.name)] + JUnitOutcomeCounts(suite.cases).suiteXMLAttributes + [time, ("file", suite.file)]
        guard !suite.properties.isEmpty || !suite.cases.isEmpty else {
            return xml.empty("testsuite", attributes)
        }
        xml.open("testsuite", attributes)
        renderProperties(suite.properties, into: &xml)
        for testCase in suite.cases {
            renderCase(testCase, into: &xml)
        }
        xml.close("testsuite")
    }

    private static func renderCase(_ testCase: JUnitTestCase, into xml: inout XMLOutput) {
        let attributes: XMLOutput.Attributes = [("name", testCase.name), ("classname", testCase.classname), time]
        let hasChildren = testCase.systemOut != nil || testCase.systemErr != nil || !isPassed(testCase.outcome)
        guard hasChildren else { return xml.empty("testcase", attributes) }
        xml.open("testcase", attributes)
        switch testCase.outcome {
        case .passed:
            break
        case .failed(let message, let type, let details):
            xml.element("failure", [("message", message), ("type", type)], text: details)
        case .error(let message, let type, let details):
            xml.element("error", [("message", message), ("type", type)], text: details)
        case .skipped(let message):
            xml.empty("skipped", [("message", message)])
        }
        if let systemOut = testCase.systemOut { xml.element("system-out", [], text: systemOut) }
        if let systemErr = testCase.systemErr { xml.element("system-err", [], text: systemErr) }
        xml.close("testcase")
    }

    private static func renderProperties(_ properties: [JUnitProperty], into xml: inout XMLOutput) {
        guard !properties.isEmpty else { return }
        xml.open("properties", [])
        for property in properties {
            xml.empty("property", [("name", property.name), ("value", property.value)])
        }
        xml.close("properties")
    }

    private static func isPassed(_ outcome: JUnitTestCase.Outcome) -> Bool {
        if case .passed = outcome { true } else { false }
    }
}
