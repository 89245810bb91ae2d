import Reports

/// One shard's part of a campaign (`explore … --shard I/N`), written as
/// `explore-partial-I-of-N.json` for `rewardsim merge`: which campaign it belongs to (the paths,
/// the campaign seed, the number of runs) and what the shard's runs found.
public struct ExplorePartial: Sendable {
    /// 3: a shard runs the runs ``CostBalancedShards`` gives it by their estimated events, no
    /// longer every N-th, so shards of version 2 are not its complements.
    public static let schemaVersion = 3

    /// The PATHs the campaign drew from, as given: the reproduce commands repeat them.
    public let paths: [String]
    public let campaignSeed: UInt64
    /// The campaign's `--runs`, over all shards.
    public let runs: Int
    public let shardIndex: Int
    public let shardCount: Int
    /// The properties the space asks for and always lists (its fault kinds, its sometimes).
    public let faults: [String]
    public let sometimes: [String]
    /// The shard's own seconds.
    public let milliseconds: Int64
    public let results: CampaignResults

    public init(
        paths: [String], campaignSeed: UInt64, runs: Int, shardIndex: Int, shardCount: Int,
        faults: [String], sometimes: [String], milliseconds: Int64, results: CampaignResults
    ) {
        precondition((1...shardCount).contains(shardIndex), "shards are numbered from 1")
        self.paths = paths
        self.campaignSeed = campaignSeed
        self.runs = runs
        self.shardIndex = shardIndex
        self.shardCount = shardCount
        self.faults = faults
        self.sometimes = sometimes
        self.milliseconds = milliseconds
        self.results = results
    }

    /// `explore-partial-2-of-4.json`.
    public var fileName: String { "explore-partial-\(shardIndex)-of-\(shardCount).json" }

    /// Whether two partials are shards of one campaign.
    public func isSameCampaign(as other: ExplorePartial) -> Bool {
        paths == other.paths && campaignSeed == other.campaignSeed && runs == other.runs
            && shardCount == other.shardCount && faults == other.faults && sometimes == other.sometimes
    }

    public var json: JSONValue {
        let strings = { (items: [String]) in JSONValue.array(items.map(JSONValue.string)) }
        return JSONValue(object: [
            ("schemaVersion", .integer(Int64(Self.schemaVersion))),
            ("paths", strings(paths)),
            ("campaignSeed", .integer(Int64(campaignSeed))),
            ("runs", .integer(Int64(runs))),
            ("shard", .integer(Int64(shardIndex))),
            ("shards", .integer(Int64(shardCount))),
            ("faults", strings(faults)),
            ("sometimes", strings(sometimes)),
            ("milliseconds", .integer(milliseconds)),
            ("runsDone", .integer(Int64(results.coverage.runs))),
            (
                "coverage",
                .array(results.coverage.counted.map { .array([.string($0.property), .integer(Int64($0.runs))]) })
            ),
            (
                "failedRuns",
                .array(
                    results.failedRuns.map { failed in
                        JSONValue(object: [
                            ("index", .integer(Int64(failed.index))),
                            ("seed", .integer(Int64(failed.seed))),
                            ("faults", strings(failed.faults)),
                            (
                                "failures",
                                .array(
                                    failed.failures.map {
                                        .array([.string($0.checker), .string($0.detail), .string($0.cause)])
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }

    public init(json: JSONValue) throws(ReportDecodingError) {
        let reader = JSONReader(json, context: "an explore partial file")
        guard try reader.integer("schemaVersion") == Int64(Self.schemaVersion) else {
            throw ReportDecodingError(message: "an explore partial file of another schema version")
        }
        func strings(_ values: [JSONValue]) throws(ReportDecodingError) -> [String] {
            var texts: [String] = []
            for value in values { texts.append(try JSONReader.string(value)) }
            return texts
        }
        func pair(_ value: JSONValue) throws(ReportDecodingError) -> (JSONValue, JSONValue) {
            guard let items = value.arrayValue, items.count == 2 else {
                throw ReportDecodingError(message: "an explore partial file has a malformed pair")
            }
            return (items[0], items[1])
        }
        paths = try strings(try reader.array("paths"))
        campaignSeed = UInt64(try reader.integer("campaignSeed"))
        runs = Int(try reader.integer("runs"))
        shardIndex = Int(try reader.integer("shard"))
        shardCount = Int(try reader.integer("shards"))
        guard shardCount >= 1, (1...shardCount).contains(shardIndex) else {
            throw ReportDecodingError(message: "shard \(shardIndex) of \(shardCount) does not exist")
        }
        faults = try strings(try reader.array("faults"))
        sometimes = try strings(try reader.array("sometimes"))
        milliseconds = try reader.integer("milliseconds")
        var counted: [(property: String, runs: Int)] = []
        for value in try reader.array("coverage") {
            let (property, count) = try pair(value)
            guard let runs = count.intValue else {
                throw ReportDecodingError(message: "a coverage count is not a whole number")
            }
            counted.append((try JSONReader.string(property), Int(runs)))
        }
        var failedRuns: [CampaignResults.FailedRun] = []
        for value in try reader.array("failedRuns") {
            let run = JSONReader(value, context: "a failed run")
            var failures: [RunFailure] = []
            for failure in try run.array("failures") {
                guard let parts = failure.arrayValue, parts.count == 3 else {
                    throw ReportDecodingError(message: "an explore partial file has a malformed failure")
                }
                failures.append(
                    RunFailure(
                        checker: try JSONReader.string(parts[0]), detail: try JSONReader.string(parts[1]),
                        cause: try JSONReader.string(parts[2])))
            }
            failedRuns.append(
                CampaignResults.FailedRun(
                    index: Int(try run.integer("index")), seed: UInt64(try run.integer("seed")),
                    faults: try strings(try run.array("faults")), failures: failures
                ))
        }
        results = CampaignResults(
            coverage: CoverageTally(runs: Int(try reader.integer("runsDone")), counted: counted),
            failedRuns: failedRuns)
    }
}
