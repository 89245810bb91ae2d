/// A test report in the JUnit XML shape that CI systems display. It carries no durations or
/// timestamps on purpose: the same run must produce the same bytes.
public struct JUnitReport: Sendable {
    public var name: String
    public var suites: [JUnitTestSuite]

    public init(name: String, suites: [JUnitTestSuite]) {
        self.name = name
        self.suites = suites
    }
}

public struct JUnitTestSuite: Sendable {
    public var name: String
    /// The source the suite came from (a scenario file), which some CI viewers link to.
    public var file: String?
    public var properties: [JUnitProperty]
    public var cases: [JUnitTestCase]

    public init(name: String, file: String? = nil, properties: [JUnitProperty] = [], cases: [JUnitTestCase]) {
        self.name = name
        self.file = file
        self.properties = properties
        self.cases = cases
    }
}

/// A name–value pair such as the seed, kept in an array so its order is the order given.
public struct JUnitProperty: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
