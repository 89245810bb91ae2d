import Checkers
import Reports

/// What one simulation leaves for the reports: its report, its anti-gaming counts and its
/// experiment measures. It is also what a shard writes and a merge reads, so every part of it
/// survives JSON unchanged: counts and measures are whole numbers.
public struct UnitResult: Sendable {
    public let unitIndex: Int
    public let report: ScenarioReport
    public let figures: AntiGamingFigures
    public let measures: [[Int64]]
    /// The scenario's `sometimes` properties this run reached (`ScenarioOutcome.reached`).
    public let reached: [String]

    public init(
        unitIndex: Int, report: ScenarioReport, figures: AntiGamingFigures, measures: [[Int64]],
        reached: [String] = []
    ) {
        self.unitIndex = unitIndex
        self.report = report
        self.figures = figures
        self.measures = measures
        self.reached = reached
    }

    public var json: JSONValue {
        JSONValue(object: [
            ("unit", .integer(Int64(unitIndex))),
            ("report", report.json),
            ("antiGamingCounts", figures.countsJSON),
            ("measures", .array(measures.map { .array($0.map(JSONValue.integer)) })),
            ("reached", .array(reached.map(JSONValue.string))),
        ])
    }

    public init(json: JSONValue) throws(ReportDecodingError) {
        let reader = JSONReader(json, context: "a unit result")
        unitIndex = Int(try reader.integer("unit"))
        report = try ScenarioReport(json: try reader.value("report"))
        figures = try AntiGamingFigures(countsJSON: try reader.value("antiGamingCounts"))
        var measures: [[Int64]] = []
        for metric in try reader.array("measures") {
            guard let days = metric.arrayValue?.compactMap(\.intValue), days.count == metric.arrayValue?.count else {
                throw ReportDecodingError(message: "a unit's measures are not lists of whole numbers")
            }
            measures.append(days)
        }
        self.measures = measures
        var reached: [String] = []
        for value in try reader.array("reached") { reached.append(try JSONReader.string(value)) }
        self.reached = reached
    }
}
