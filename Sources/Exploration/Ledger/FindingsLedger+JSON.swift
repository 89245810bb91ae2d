import Reports
import YAMLSubset

/// The ledger file: JSON with members in a fixed order, builds in record order, causes by
/// signature and campaigns by build, so the same records give the same bytes on any machine.
extension FindingsLedger {
    public static let kind = "rewardsim findings ledger"
    /// `findings.ledger.json`: the name `rewardsim merge` knows a ledger by (any `*.ledger.json`).
    public static let fileSuffix = ".ledger.json"

    public var json: JSONValue {
        let strings = { (items: [String]) in JSONValue.array(items.map(JSONValue.string)) }
        let integer = { (value: Int) in JSONValue.integer(Int64(value)) }
        return JSONValue(object: [
            ("schemaVersion", integer(Self.schemaVersion)),
            ("kind", .string(Self.kind)),
            ("paths", strings(paths)),
            ("builds", strings(builds)),
            (
                "causes",
                .array(
                    causes.map {
                        JSONValue(object: [("signature", .string($0.signature)), ("cause", .string($0.cause))])
                    })
            ),
            (
                "campaigns",
                .array(
                    campaigns.map { campaign in
                        JSONValue(object: [
                            ("build", .string(campaign.build)),
                            ("campaignSeed", .integer(Int64(campaign.campaignSeed))),
                            ("runs", integer(campaign.runs)),
                            ("shard", integer(campaign.shardIndex)),
                            ("shards", integer(campaign.shardCount)),
                            ("runsDone", integer(campaign.runsDone)),
                            (
                                "sightings",
                                .array(
                                    campaign.sightings.map { sighting in
                                        JSONValue(object: [
                                            ("signature", .string(sighting.signature)),
                                            ("runs", integer(sighting.runs)),
                                            ("firstRun", integer(sighting.firstRun)),
                                            ("reproduce", .string(sighting.reproduce)),
                                        ])
                                    })
                            ),
                        ])
                    })
            ),
        ])
    }

    /// The ledger in `text`, or the first problem as a diagnostic pointing into it.
    public static func decode(_ source: SourceFile) -> Result<FindingsLedger, Diagnostic> {
        let value: JSONValue
        do {
            value = try JSONValue.parse(source.text)
        } catch {
            return .failure(
                diagnostic(
                    source, offset: error.offset, message: "not a findings ledger: \(error.message)",
                    help: "a ledger is the JSON file explore, run or merge wrote with --ledger; "
                        + "restore it from the last run's artefact or start a new one by naming a new file"))
        }
        do {
            return .success(try LedgerReader(value).ledger())
        } catch {
            return .failure(
                diagnostic(
                    source, offset: JSONTextLocation.offset(of: error.path, in: source.text), message: error.message,
                    help: error.help))
        }
    }

    private static func diagnostic(_ source: SourceFile, offset: Int, message: String, help: String) -> Diagnostic {
        let (line, column) = JSONTextLocation.lineAndColumn(ofByte: offset, in: source.text)
        return Diagnostic(
            path: source.path, location: SourceLocation(line: line, column: column), message: message, help: help)
    }
}

/// What is wrong with a ledger the JSON parser accepted, and where.
struct LedgerDecodingError: Error {
    let message: String
    let path: [JSONPathComponent]
    var help = "a ledger is written by rewardsim; edit it only to remove a build's records whole"
}

/// Reads a ledger, knowing at each step where in the document it is.
private struct LedgerReader {
    let root: JSONValue

    init(_ root: JSONValue) {
        self.root = root
    }

    func ledger() throws(LedgerDecodingError) -> FindingsLedger {
        guard root.members != nil else {
            throw LedgerDecodingError(message: "a findings ledger is a JSON object", path: [])
        }
        let version = try integer([.key("schemaVersion")])
        guard version == Int64(FindingsLedger.schemaVersion) else {
            throw LedgerDecodingError(
                message: "a findings ledger of schema version \(version); this rewardsim reads version "
                    + "\(FindingsLedger.schemaVersion)",
                path: [.key("schemaVersion")],
                help: "record into a new ledger file, or use the rewardsim that wrote this one")
        }
        guard try string([.key("kind")]) == FindingsLedger.kind else {
            throw LedgerDecodingError(
                message: "not a findings ledger: its kind is not '\(FindingsLedger.kind)'", path: [.key("kind")])
        }
        var ledger = FindingsLedger(paths: try strings([.key("paths")]))
        let builds = try strings([.key("builds")])
        for (index, build) in builds.enumerated() where builds[..<index].contains(build) {
            throw LedgerDecodingError(
                message: "build '\(build)' is listed twice", path: [.key("builds"), .index(index)])
        }
        var causes: [(signature: String, cause: String)] = []
        for index in try array([.key("causes")]).indices {
            let at: [JSONPathComponent] = [.key("causes"), .index(index)]
            let signature = try string(at + [.key("signature")])
            guard !causes.contains(where: { $0.signature == signature }) else {
                throw LedgerDecodingError(message: "cause \(signature) is listed twice", path: at)
            }
            causes.append((signature, try string(at + [.key("cause")])))
        }
        var campaigns: [FindingsLedger.Campaign] = []
        for index in try array([.key("campaigns")]).indices {
            campaigns.append(try campaign(at: [.key("campaigns"), .index(index)], builds: builds, causes: causes))
        }
        for build in builds {
            for campaign in campaigns where campaign.build == build {
                ledger.record(
                    campaign,
                    causes: causes.filter { cause in
                        campaign.sightings.contains { $0.signature == cause.signature }
                    })
            }
        }
        return ledger
    }

    private func campaign(
        at path: [JSONPathComponent], builds: [String], causes: [(signature: String, cause: String)]
    ) throws(LedgerDecodingError) -> FindingsLedger.Campaign {
        let build = try string(path + [.key("build")])
        guard builds.contains(build) else {
            throw LedgerDecodingError(
                message: "build '\(build)' is not in the ledger's builds", path: path + [.key("build")])
        }
        let shardCount = try count(path + [.key("shards")], atLeast: 1)
        let shardIndex = try count(path + [.key("shard")], atLeast: 1)
        guard shardIndex <= shardCount else {
            throw LedgerDecodingError(
                message: "shard \(shardIndex) of \(shardCount) does not exist", path: path + [.key("shard")])
        }
        var sightings: [FindingsLedger.Sighting] = []
        for index in try array(path + [.key("sightings")]).indices {
            let at = path + [.key("sightings"), .index(index)]
            let signature = try string(at + [.key("signature")])
            guard causes.contains(where: { $0.signature == signature }) else {
                throw LedgerDecodingError(
                    message: "cause \(signature) is not in the ledger's causes", path: at + [.key("signature")])
            }
            sightings.append(
                FindingsLedger.Sighting(
                    signature: signature, runs: try count(at + [.key("runs")], atLeast: 1),
                    firstRun: try count(at + [.key("firstRun")], atLeast: 0),
                    reproduce: try string(at + [.key("reproduce")])))
        }
        let seed = try integer(path + [.key("campaignSeed")])
        guard seed >= 0 else {
            throw LedgerDecodingError(message: "a campaign seed is not negative", path: path + [.key("campaignSeed")])
        }
        return FindingsLedger.Campaign(
            build: build, campaignSeed: UInt64(seed), runs: try count(path + [.key("runs")], atLeast: 1),
            shardIndex: shardIndex, shardCount: shardCount, runsDone: try count(path + [.key("runsDone")], atLeast: 0),
            sightings: sightings)
    }

    private func value(_ path: [JSONPathComponent]) throws(LedgerDecodingError) -> JSONValue {
        var value = root
        for (depth, component) in path.enumerated() {
            let next: JSONValue?
            switch component {
            case .key(let key): next = value[key]
            case .index(let index): next = value.arrayValue.flatMap { index < $0.count ? $0[index] : nil }
            }
            guard let next else {
                let name = if case .key(let key) = component { "'\(key)'" } else { "that element" }
                throw LedgerDecodingError(message: "this has no \(name)", path: Array(path.prefix(depth)))
            }
            value = next
        }
        return value
    }

    private func string(_ path: [JSONPathComponent]) throws(LedgerDecodingError) -> String {
        guard let text = try value(path).stringValue else {
            throw LedgerDecodingError(message: "\(Self.name(path)) is not a string", path: path)
        }
        return text
    }

    private func integer(_ path: [JSONPathComponent]) throws(LedgerDecodingError) -> Int64 {
        guard let number = try value(path).intValue else {
            throw LedgerDecodingError(message: "\(Self.name(path)) is not a whole number", path: path)
        }
        return number
    }

    private func count(_ path: [JSONPathComponent], atLeast minimum: Int) throws(LedgerDecodingError) -> Int {
        let number = try integer(path)
        guard number >= minimum, number <= Int64(Int32.max) else {
            throw LedgerDecodingError(message: "\(Self.name(path)) is \(number), not \(minimum) or more", path: path)
        }
        return Int(number)
    }

    private func array(_ path: [JSONPathComponent]) throws(LedgerDecodingError) -> [JSONValue] {
        guard let elements = try value(path).arrayValue else {
            throw LedgerDecodingError(message: "\(Self.name(path)) is not a list", path: path)
        }
        return elements
    }

    private func strings(_ path: [JSONPathComponent]) throws(LedgerDecodingError) -> [String] {
        var texts: [String] = []
        for index in try array(path).indices { texts.append(try string(path + [.index(index)])) }
        return texts
    }

    /// `'runs'`: the last key on the path.
    private static func name(_ path: [JSONPathComponent]) -> String {
        for component in path.reversed() { if case .key(let key) = component { return "'\(key)'" } }
        return "the ledger"
    }
}
