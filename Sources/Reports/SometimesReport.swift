/// A scenario's `sometimes` properties judged over all its runs in one invocation: each must
/// have been reached by at least one run, or the invocation fails.
public struct SometimesReport: Sendable {
    public struct Property: Sendable {
        public var text: String
        public var line: Int
        public var column: Int
        /// How many of the scenario's runs reached it.
        public var runsReached: Int

        public init(text: String, line: Int, column: Int, runsReached: Int) {
            self.text = text
            self.line = line
            self.column = column
            self.runsReached = runsReached
        }
    }

    public var file: String
    public var name: String
    /// The scenario's runs the properties were judged over (variants × seeds that ran).
    public var runCount: Int
    public var properties: [Property]

    public init(file: String, name: String, runCount: Int, properties: [Property]) {
        self.file = file
        self.name = name
        self.runCount = runCount
        self.properties = properties
    }

    public var unreached: [Property] { properties.filter { $0.runsReached == 0 } }

    public var status: ScenarioReport.Status { unreached.isEmpty ? .passed : .failed }

    /// "sometimes over 50 runs".
    public var title: String { "\(name) [sometimes over \(Plural.count(runCount, "run"))]" }

    public var json: JSONValue {
        JSONValue(object: [
            ("file", .string(file)),
            ("name", .string(name)),
            ("status", .string(status.rawValue)),
            ("runs", .integer(Int64(runCount))),
            (
                "properties",
                .array(
                    properties.map { property in
                        JSONValue(object: [
                            ("property", .string(property.text)), ("line", .integer(Int64(property.line))),
                            ("column", .integer(Int64(property.column))),
                            ("runsReached", .integer(Int64(property.runsReached))),
                        ])
                    })
            ),
        ])
    }

    /// One line per property never reached: what, where, and over how many runs.
    public var unreachedLines: [String] {
        unreached.map {
            "sometimes(\($0.text)) was never reached in \(Plural.count(runCount, "run")) (line \($0.line), column "
                + "\($0.column))"
        }
    }

    var junitCase: JUnitTestCase {
        let lines = unreachedLines
        return JUnitTestCase(
            name: title, classname: file,
            outcome: lines.isEmpty
                ? .passed
                : .failed(
                    message: unreached.map(\.text).joined(separator: "; "), type: "SometimesNeverReached",
                    details: lines.joined(separator: "\n")),
            systemOut: properties.map { "\($0.text): reached in \($0.runsReached) of \(runCount)\n" }.joined()
        )
    }
}
