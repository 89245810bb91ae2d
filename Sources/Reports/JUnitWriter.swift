/// Renders JUnit XML: `<testsuites>` › `<testsuite>` › `<testcase>`, with counts on both outer
/// levels. There are no `time` or `timestamp` attributes, so the bytes depend only on the
/// report, and a CI diff between two runs shows only real changes.
public enum JUnitWriter {
    public static func render(_ report: JUnitReport) -> String {
        var xml = XMLOutput()
        let counts = JUnitOutcomeCounts(report.suites.flatMap(\.cases))
        let attributes: XMLOutput.Attributes = [("name", report.name)] + counts.xmlAttributes
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
            [("name", suite.name)] + JUnitOutcomeCounts(suite.cases).xmlAttributes + [("file", suite.file)]
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
        let attributes: XMLOutput.Attributes =
            [("name", testCase.name), ("classname", testCase.classname), ("file", testCase.file)]
        let hasChildren = !testCase.properties.isEmpty || testCase.systemOut != nil
            || testCase.systemErr != nil || !isPassed(testCase.outcome)
        guard hasChildren else { return xml.empty("testcase", attributes) }
        xml.open("testcase", attributes)
        renderProperties(testCase.properties, into: &xml)
        switch testCase.outcome {
        case .passed:
            break
        case let .failed(message, type, details):
            xml.element("failure", [("message", message), ("type", type)], text: details)
        case let .error(message, type, details):
            xml.element("error", [("message", message), ("type", type)], text: details)
        case let .skipped(message):
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
