import Exploration
import Foundation
import Reports
import Scenarios

/// `rewardsim merge DIR…`: reads every shard's partial results and writes the reports the
/// whole run would have written, byte for byte — or refuses, naming the shards missing or given
/// twice, when the partials do not make up exactly one run.
struct MergeCommand {
    let invocation: Invocation
    let console: Console
    let reportSet: ReportSetWriter

    func execute() -> Int32 {
        guard !invocation.paths.isEmpty else {
            return fail(
                "merge needs the folders (or files) holding the shards' partial results",
                help: "rewardsim merge shard-1 shard-2 … --report-dir Reports")
        }
        let started = Date()
        let missing = invocation.paths.filter { !FileManager.default.fileExists(atPath: $0) }
        guard missing.isEmpty else {
            return fail(
                "no such file or folder " + missing.map { "'\($0)'" }.joined(separator: ", "),
                help: "name the folders (or files) the shards wrote their partial-I-of-N.json to")
        }
        let findings = FindingsOutput(invocation: invocation, console: console, reportSet: reportSet)
        if invocation.paths.contains(where: { $0.hasSuffix(FindingsLedger.fileSuffix) }) {
            return LedgerMerge(findings: findings).merge(invocation.paths)
        }
        let exploreFiles = partialFiles(prefix: "explore-partial-")
        if !exploreFiles.isEmpty {
            guard partialFiles().isEmpty else {
                return fail(
                    "the folders hold both a run's and an explore campaign's partial results",
                    help: "merge the shards of one run or of one campaign at a time")
            }
            return ExploreMerge(console: console, findings: findings).merge(exploreFiles)
        }
        var partials: [(path: String, partial: PartialResults)] = []
        for path in partialFiles() {
            do {
                let text = try String(contentsOfFile: path, encoding: .utf8)
                partials.append((path, try PartialResults(json: try JSONValue.parse(text))))
            } catch {
                let reason =
                    (error as? ReportDecodingError)?.message ?? (error as? JSONParseError).map { "\($0)" }
                    ?? "it cannot be read"
                return fail("\(path) is not a partial results file: \(reason)", help: nil)
            }
        }
        guard let first = partials.first else {
            return fail(
                "no partial results (partial-I-of-N.json) in \(invocation.paths.joined(separator: ", "))",
                help: "run each shard with --shard I/N first")
        }
        if let problem = Self.problem(with: partials.map(\.partial), count: first.partial.shardCount) {
            return fail(problem, help: "merge exactly one partial file per shard, 1 to \(first.partial.shardCount)")
        }
        let results = partials.flatMap(\.partial.results).sorted { $0.unitIndex < $1.unitIndex }
        guard results.map(\.unitIndex) == Array(0..<first.partial.plan.unitCount) else {
            return fail(
                "the shards' results do not cover the plan's \(first.partial.plan.unitCount) simulations once each",
                help: nil)
        }
        for result in results {
            RunCommand(invocation: invocation, console: console, reportSet: reportSet).printResult(result.report)
        }
        let outputs = RunAssembly.assemble(first.partial.plan, results: results, tool: first.partial.tool)
        do {
            return try ReportOutput(console: console, invocation: invocation, reportSet: reportSet)
                .finish(outputs, simulations: results.count, seconds: Date().timeIntervalSince(started))
        } catch {
            console.error("rewardsim: error: \(error)")
            return ExitCode.internalError
        }
    }

    /// The files named, and every `PREFIX*.json` in the folders named (`partial-*.json`, a run's
    /// shards; `explore-partial-*.json`, a campaign's), in path order. A file named goes with the
    /// run's unless its name has the explore prefix.
    func partialFiles(prefix: String = "partial-") -> [String] {
        invocation.paths.flatMap { path -> [String] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
                return ((path as NSString).lastPathComponent.hasPrefix("explore-partial-")) == (prefix != "partial-")
                    ? [path] : []
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            return names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }.sorted()
                .map { (path as NSString).appendingPathComponent($0) }
        }
    }

    /// What is wrong with this set of shards, or nil: every file from the same plan and count,
    /// each shard once.
    static func problem(with partials: [PartialResults], count: Int) -> String? {
        if partials.contains(where: { $0.shardCount != count }) {
            return "the partial files come from runs split into different numbers of shards"
        }
        if partials.contains(where: { $0.plan != partials[0].plan }) {
            return "the partial files come from different plans (other scenarios, variants or seeds)"
        }
        return problem(shards: partials.map(\.shardIndex), count: count)
    }

    /// Which shards of `count` are missing or given twice, or nil.
    static func problem(shards indexes: [Int], count: Int) -> String? {
        let duplicated = Set(indexes.filter { index in indexes.filter { $0 == index }.count > 1 }).sorted()
        let missing = (1...count).filter { !indexes.contains($0) }
        var problems: [String] = []
        if !missing.isEmpty {
            problems.append("missing shard\(missing.count == 1 ? "" : "s") " + Self.list(missing, of: count))
        }
        if !duplicated.isEmpty {
            problems.append(
                "shard\(duplicated.count == 1 ? "" : "s") " + Self.list(duplicated, of: count) + " given twice")
        }
        return problems.isEmpty ? nil : problems.joined(separator: "; ")
    }

    static func list(_ indexes: [Int], of count: Int) -> String {
        indexes.map { "\($0)/\(count)" }.joined(separator: ", ")
    }

    private func fail(_ message: String, help: String?) -> Int32 {
        console.error("rewardsim: error: \(message)")
        if let help { console.error("help: \(help)") }
        return ExitCode.usageOrScenarioError
    }
}
