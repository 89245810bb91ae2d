import Reports

/// A shard's file: the whole plan's summary, which slice of it this shard ran, and that slice's
/// results. `rewardsim merge` reads one per shard, checks they make up the plan exactly once, and
/// builds the reports from them.
public struct PartialResults: Sendable {
    /// 2: every anti-gaming count set carries the sessions and minutes flagged for review.
    public static let schemaVersion = 2

    public let tool: String
    public let plan: PlanSummary
    public let shardIndex: Int
    public let shardCount: Int
    public let results: [UnitResult]

    public init(tool: String, plan: PlanSummary, shardIndex: Int, shardCount: Int, results: [UnitResult]) {
        precondition((1...shardCount).contains(shardIndex), "shards are numbered from 1")
        self.tool = tool
        self.plan = plan
        self.shardIndex = shardIndex
        self.shardCount = shardCount
        self.results = results
    }

    /// `partial-2-of-4.json`.
    public var fileName: String { "partial-\(shardIndex)-of-\(shardCount).json" }

    public var json: JSONValue {
        JSONValue(object: [
            ("schemaVersion", .integer(Int64(Self.schemaVersion))),
            ("tool", .string(tool)),
            ("shard", .integer(Int64(shardIndex))),
            ("shards", .integer(Int64(shardCount))),
            ("plan", plan.json),
            ("results", .array(results.map(\.json))),
        ])
    }

    public init(json: JSONValue) throws(ReportDecodingError) {
        let reader = JSONReader(json, context: "a partial results file")
        guard try reader.integer("schemaVersion") == Int64(Self.schemaVersion) else {
            throw ReportDecodingError(
                message: "a partial results file of another schema version (this build reads "
                    + "version \(Self.schemaVersion)): run its shard again with this build")
        }
        tool = try reader.string("tool")
        shardIndex = Int(try reader.integer("shard"))
        shardCount = Int(try reader.integer("shards"))
        guard shardCount >= 1, (1...shardCount).contains(shardIndex) else {
            throw ReportDecodingError(message: "shard \(shardIndex) of \(shardCount) does not exist")
        }
        plan = try PlanSummary(json: try reader.value("plan"))
        var results: [UnitResult] = []
        for value in try reader.array("results") { results.append(try UnitResult(json: value)) }
        self.results = results
    }
}
