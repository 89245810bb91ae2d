/// Reading a scenario's report back from its JSON, as a shard wrote it, so that a merge builds
/// the very reports a single run would have.
extension ScenarioReport {
    public init(json: JSONValue) throws(ReportDecodingError) {
        let reader = JSONReader(json, context: "a scenario report")
        guard let seed = UInt64(try reader.string("seed")),
            let status = Status(rawValue: try reader.string("status")),
            (status == .error) == (json["error"]?.stringValue != nil)
        else {
            throw ReportDecodingError(message: "a scenario report has a malformed seed, status or error")
        }
        self.init(
            file: try reader.string("file"), name: try reader.string("name"),
            tags: try reader.array("tags").map { value throws(ReportDecodingError) in try JSONReader.string(value) },
            seed: seed, status: status, traceHash: try reader.string("traceHash"),
            eventsExecuted: UInt64(try reader.integer("eventsExecuted")),
            simulatedSeconds: try reader.integer("simulatedSeconds"),
            expectations: try reader.array("expectations").map { value throws(ReportDecodingError) in
                try ExpectationReport(json: value)
            },
            warnings: try reader.array("warnings").map { value throws(ReportDecodingError) in
                try JSONReader.string(value)
            },
            metrics: try reader.value("metrics"), antiGaming: json["antiGaming"],
            reproduce: try reader.string("reproduce"), variant: json["variant"]?.stringValue,
            note: json["note"]?.stringValue, error: json["error"]?.stringValue
        )
    }
}

extension ExpectationReport {
    public init(json: JSONValue) throws(ReportDecodingError) {
        let reader = JSONReader(json, context: "an expectation")
        guard let status = Status(rawValue: try reader.string("status")) else {
            throw ReportDecodingError(message: "an expectation has a malformed status")
        }
        self.init(
            expression: try reader.string("expression"), line: Int(try reader.integer("line")),
            column: Int(try reader.integer("column")), checkedAt: json["checkedAt"]?.stringValue, status: status,
            values: try reader.array("values").map { value throws(ReportDecodingError) in
                let pair = JSONReader(value, context: "a value")
                return (try pair.string("expression"), try pair.string("value"))
            },
            message: json["message"]?.stringValue
        )
    }
}

/// Why a report file could not be read back.
public struct ReportDecodingError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}

/// Reads required members of a JSON object, naming what is missing.
public struct JSONReader: Sendable {
    let value: JSONValue
    let context: String

    public init(_ value: JSONValue, context: String) {
        self.value = value
        self.context = context
    }

    public func value(_ key: String) throws(ReportDecodingError) -> JSONValue {
        guard let member = value[key] else { throw ReportDecodingError(message: "\(context) has no '\(key)'") }
        return member
    }

    public func string(_ key: String) throws(ReportDecodingError) -> String {
        try Self.string(try value(key))
    }

    public func integer(_ key: String) throws(ReportDecodingError) -> Int64 {
        guard let integer = try value(key).intValue else {
            throw ReportDecodingError(message: "\(context)'s '\(key)' is not a whole number")
        }
        return integer
    }

    public func array(_ key: String) throws(ReportDecodingError) -> [JSONValue] {
        guard let elements = try value(key).arrayValue else {
            throw ReportDecodingError(message: "\(context)'s '\(key)' is not a list")
        }
        return elements
    }

    public static func string(_ value: JSONValue) throws(ReportDecodingError) -> String {
        guard let text = value.stringValue else { throw ReportDecodingError(message: "expected text, found \(value)") }
        return text
    }
}
