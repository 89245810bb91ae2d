import Foundation
import Reports

/// The report set of a mutation campaign: `summary.md`, `report.html`, `results.json` and
/// `mutation.json` (the mutation-testing-report-schema that Stryker's viewer reads).
/// Nothing in them depends on the clock or the machine: the same mutants, gate and list of
/// equivalents give the same bytes.
public struct MutationReport {
    public let results: [MutantResult]
    /// What judged, in one line.
    public let gate: String
    /// How the mutants were chosen (`--modules`, `--since`, `--sample`), in one line.
    public let selection: String
    /// The source of each mutated file, for `mutation.json`.
    public let sources: [String: String]

    public init(results: [MutantResult], gate: String, selection: String, sources: [String: String]) {
        self.results = results.sorted { $0.mutant.id < $1.mutant.id }
        self.gate = gate
        self.selection = selection
        self.sources = sources
    }

    public static let fileNames = ["summary.md", "report.html", "results.json", "mutation.json"]

    public var files: [(name: String, text: String)] {
        [
            ("summary.md", markdown), ("report.html", html), ("results.json", resultsJSON.serialized()),
            ("mutation.json", strykerJSON.serialized()),
        ]
    }

    /// Counts by status of some results.
    public struct Tally: Equatable {
        public var counts: [MutantStatus: Int] = [:]

        public init(_ results: [MutantResult]) {
            for result in results { counts[result.status, default: 0] += 1 }
        }

        public func count(_ status: MutantStatus) -> Int { counts[status] ?? 0 }
        public var total: Int { counts.values.reduce(0, +) }
        public var detected: Int { MutantStatus.allCases.filter(\.isDetected).map(count).reduce(0, +) }
        public var undetected: Int { count(.survived) + count(.notReached) }

        /// Detected over detected and undetected, in per cent; nil when nothing was judged.
        public var score: Double? {
            let judged = detected + undetected
            return judged == 0 ? nil : Double(detected) * 100 / Double(judged)
        }

        var scoreText: String { score.map { String(format: "%.1f %%", $0) } ?? "–" }
    }

    public var survivors: [MutantResult] { results.filter { $0.status == .survived } }
    public var undetected: [MutantResult] { results.filter { $0.status.isUndetected } }

    static let columns: [MutantStatus] = [
        .killed, .crashed, .timedOut, .survived, .notReached, .equivalent, .notCompiled, .notRun,
    ]

    func tallyRows() -> [(label: String, tally: Tally)] {
        let modules = Array(Set(results.map(\.mutant.module))).sorted()
        return modules.map { module in (module, Tally(results.filter { $0.mutant.module == module })) }
    }

    func operatorRows() -> [(label: String, tally: Tally)] {
        MutationOperator.allCases.compactMap { kind in
            let matching = results.filter { $0.mutant.mutationOperator == kind }
            return matching.isEmpty ? nil : (kind.rawValue, Tally(matching))
        }
    }

    // MARK: summary.md

    var markdown: String {
        let all = Tally(results)
        var text = "# Mutation analysis\n\n"
        text += "- judged by: \(gate)\n- mutants: \(selection)\n"
        text +=
            "- \(all.total) mutants: \(all.detected) detected, \(all.count(.survived)) survived, "
            + "\(all.count(.notReached)) not reached, \(all.count(.equivalent)) equivalent, "
            + "\(all.count(.notCompiled)) not compiled; mutation score \(all.scoreText)\n\n"
        text +=
            "Detected = killed + crashed + timed out. The score is detected over detected, survived and not "
            + "reached; equivalent, not-compiled and not-run mutants are left out of it.\n\n"
        text += table("module", tallyRows()) + "\n" + table("operator", operatorRows())
        text += "\n## Survivors\n\n"
        text += survivors.isEmpty ? "None.\n" : survivors.map { "- #\($0.mutant.id) `\($0.mutant.title)`\n" }.joined()
        let notReached = results.filter { $0.status == .notReached }
        if !notReached.isEmpty {
            text +=
                "\n## Not reached by the gate\n\n"
                + notReached.map { "- #\($0.mutant.id) `\($0.mutant.title)`\n" }.joined()
        }
        let equivalent = results.filter { $0.status == .equivalent }
        if !equivalent.isEmpty {
            text +=
                "\n## Equivalent\n\n"
                + equivalent.map { "- #\($0.mutant.id) `\($0.mutant.title)`: \($0.detail ?? "")\n" }.joined()
        }
        let notCompiled = results.filter { $0.status == .notCompiled }
        if !notCompiled.isEmpty {
            text += "\n## Not compiled\n\n" + notCompiled.map { "- #\($0.mutant.id) `\($0.mutant.title)`\n" }.joined()
        }
        return text
    }

    func table(_ heading: String, _ rows: [(label: String, tally: Tally)]) -> String {
        var text = "| \(heading) | mutants | " + Self.columns.map(\.rawValue).joined(separator: " | ") + " | score |\n"
        text += "|---|" + String(repeating: "---:|", count: Self.columns.count + 2) + "\n"
        for row in rows + [("all", Tally(results))] {
            text +=
                "| \(row.label) | \(row.tally.total) | "
                + Self.columns.map { String(row.tally.count($0)) }.joined(separator: " | ")
                + " | \(row.tally.scoreText) |\n"
        }
        return text
    }

    // MARK: report.html

    var html: String {
        let all = Tally(results)
        var text = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>Mutation analysis</title>
            <style>body{font-family:system-ui,sans-serif;margin:2em;max-width:80em}table{border-collapse:collapse}\
            td,th{border:1px solid #ccc;padding:.2em .5em;text-align:left;vertical-align:top}\
            td.n{text-align:right}pre{margin:0;white-space:pre-wrap}.del{background:#fdd}.ins{background:#dfd}</style>
            </head><body>
            <h1>Mutation analysis</h1>

            """
        text += "<p>Judged by: \(Self.escaped(gate))<br>Mutants: \(Self.escaped(selection))</p>\n"
        text +=
            "<p>\(all.total) mutants, \(all.detected) detected, \(all.count(.survived)) survived, "
            + "\(all.count(.notReached)) not reached; mutation score \(all.scoreText).</p>\n"
        text += htmlTable("module", tallyRows()) + htmlTable("operator", operatorRows())
        for (title, status) in [
            ("Survivors", MutantStatus.survived), ("Not reached by the gate", .notReached),
            ("Equivalent", .equivalent), ("Not compiled", .notCompiled),
        ] {
            let rows = results.filter { $0.status == status }
            text += "<h2>\(title) (\(rows.count))</h2>\n"
            guard !rows.isEmpty else { continue }
            text +=
                "<table><tr><th>#</th><th>file:line</th><th>operator</th><th>original</th><th>mutated</th>"
                + (status == .survived || status == .notReached ? "" : "<th>why</th>") + "</tr>\n"
            for row in rows {
                let mutant = row.mutant
                text +=
                    "<tr><td class=\"n\">\(mutant.id)</td><td>\(Self.escaped(mutant.file)):\(mutant.focusLine)</td>"
                    + "<td>\(mutant.mutationOperator.rawValue)</td>"
                    + "<td class=\"del\"><pre>\(Self.escaped(mutant.original))</pre></td>"
                    + "<td class=\"ins\"><pre>"
                    + Self.escaped(mutant.replacement.isEmpty ? "(removed)" : mutant.replacement) + "</pre></td>"
                    + (status == .survived || status == .notReached ? "" : "<td>\(Self.escaped(row.detail ?? ""))</td>")
                    + "</tr>\n"
            }
            text += "</table>\n"
        }
        return text + "</body></html>\n"
    }

    func htmlTable(_ heading: String, _ rows: [(label: String, tally: Tally)]) -> String {
        var text =
            "<table><tr><th>\(heading)</th><th>mutants</th>"
            + Self.columns.map { "<th>\($0.rawValue)</th>" }.joined() + "<th>score</th></tr>\n"
        for row in rows + [("all", Tally(results))] {
            text +=
                "<tr><td>\(Self.escaped(row.label))</td><td class=\"n\">\(row.tally.total)</td>"
                + Self.columns.map { "<td class=\"n\">\(row.tally.count($0))</td>" }.joined()
                + "<td class=\"n\">\(row.tally.scoreText)</td></tr>\n"
        }
        return text + "</table>\n<p></p>\n"
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    // MARK: results.json

    var resultsJSON: JSONValue {
        func tallyJSON(_ tally: Tally) -> JSONValue {
            JSONValue(
                object: [("mutants", .integer(Int64(tally.total)))]
                    + Self.columns.map { ($0.rawValue, JSONValue.integer(Int64(tally.count($0)))) }
                    + [("score", tally.score.map { .number($0, fractionDigits: 1) } ?? .null)])
        }
        return JSONValue(object: [
            ("schema", "rewardsim-mutation/1"),
            ("gate", .string(gate)),
            ("selection", .string(selection)),
            ("totals", tallyJSON(Tally(results))),
            (
                "modules",
                .array(
                    tallyRows().map { row in
                        JSONValue(object: [("module", .string(row.label)), ("figures", tallyJSON(row.tally))])
                    })
            ),
            (
                "operators",
                .array(
                    operatorRows().map { row in
                        JSONValue(object: [("operator", .string(row.label)), ("figures", tallyJSON(row.tally))])
                    })
            ),
            (
                "mutants",
                .array(
                    results.map { result in
                        let mutant = result.mutant
                        return JSONValue(object: [
                            ("id", .integer(Int64(mutant.id))), ("module", .string(mutant.module)),
                            ("file", .string(mutant.file)), ("line", .integer(Int64(mutant.focusLine))),
                            ("operator", .string(mutant.mutationOperator.rawValue)),
                            ("original", .string(mutant.original)), ("mutated", .string(mutant.replacement)),
                            ("status", .string(result.status.rawValue)),
                            ("detail", result.detail.map(JSONValue.string) ?? .null),
                        ])
                    })
            ),
        ])
    }

    // MARK: mutation.json

    /// The mutation-testing-report-schema, version 1 (github.com/stryker-mutator/mutation-testing-elements).
    var strykerJSON: JSONValue {
        let files = Array(Set(results.map(\.mutant.file))).sorted()
        return JSONValue(object: [
            ("schemaVersion", "1"),
            ("thresholds", ["high": 80, "low": 60]),
            (
                "files",
                JSONValue(
                    object: files.map { file in
                        (
                            file,
                            JSONValue(object: [
                                ("language", "swift"),
                                ("source", .string(sources[file] ?? "")),
                                ("mutants", .array(results.filter { $0.mutant.file == file }.map(Self.strykerMutant))),
                            ])
                        )
                    })
            ),
        ])
    }

    static func strykerMutant(_ result: MutantResult) -> JSONValue {
        let mutant = result.mutant
        var members: [(String, JSONValue)] = [
            ("id", .string(String(mutant.id))),
            ("mutatorName", .string(mutant.mutationOperator.rawValue)),
            ("replacement", .string(mutant.replacement)),
            (
                "location",
                JSONValue(object: [
                    ("start", ["line": .integer(Int64(mutant.line)), "column": .integer(Int64(mutant.column))]),
                    ("end", ["line": .integer(Int64(mutant.endLine)), "column": .integer(Int64(mutant.endColumn))]),
                ])
            ),
            ("status", .string(result.status.strykerStatus)),
        ]
        if let detail = result.detail {
            members.append(("statusReason", .string(detail)))
            if result.status.isDetected { members.append(("killedBy", .array([.string(detail)]))) }
        }
        return JSONValue(object: members)
    }
}
