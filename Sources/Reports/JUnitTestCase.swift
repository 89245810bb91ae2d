public struct JUnitTestCase: Sendable {
    /// JUnit tells a failed check (`failed`) apart from a case that could not run to its
    /// checks (`error`); CI viewers show them differently.
    public enum Outcome: Sendable {
        case passed
        case failed(message: String, type: String, details: String)
        case error(message: String, type: String, details: String)
        case skipped(message: String)
    }

    public var name: String
    public var classname: String
    public var outcome: Outcome
    public var systemOut: String?
    public var systemErr: String?

    public init(
        name: String, classname: String, outcome: Outcome, systemOut: String? = nil, systemErr: String? = nil
    ) {
        self.name = name
        self.classname = classname
        self.outcome = outcome
        self.systemOut = systemOut
        self.systemErr = systemErr
    }
}

/// How many cases ended each way, for the counts on `<testsuite>` and `<testsuites>`.
struct JUnitOutcomeCounts: Equatable {
    var tests = 0
    var failures = 0
    var errors = 0
    var skipped = 0

    init(_ cases: [JUnitTestCase]) {
        for testCase in cases {
            tests += 1
            switch testCase.outcome {
            case .passed: break
            case .failed: failures += 1
            case .error: errors += 1
            case .skipped: skipped += 1
            }
        }
    }

    /// The counts `<testsuites>` takes: the common schema has no `skipped` there.
    var xmlAttributes: XMLOutput.Attributes {
        [("tests", String(tests)), ("failures", String(failures)), ("errors", String(errors))]
    }

    /// The counts `<testsuite>` takes.
    var suiteXMLAttributes: XMLOutput.Attributes {
        xmlAttributes + [("skipped", String(skipped))]
    }
}
