import Exploration
import Foundation
import Reports
import YAMLSubset

/// `--ledger FILE --build-id ID`: a campaign's failures recorded by cause in a ledger that lives
/// across builds and machines, and the build's findings as the campaign's report leads with
/// them — on the terminal, in `findings.md`, and a ready issue body (`issue-SIGNATURE.md`) for
/// each New finding, in the report folder.
struct FindingsOutput {
    let invocation: Invocation
    let console: Console
    let reportSet: ReportSetWriter

    static let findingsFileName = "findings.md"
    static let issuePrefix = "issue-"

    /// The ledger the options name, read before any run starts (a new one when the file does
    /// not exist yet); `.success(nil)` without `--ledger`. A problem is printed.
    func open(paths: [String]) -> Result<FindingsLedger?, Failure> {
        guard let path = invocation.ledgerPath else {
            guard invocation.buildID == nil else {
                return fail(
                    "--build-id names the build a findings ledger records",
                    help: "add --ledger FILE, e.g. "
                        + "--ledger findings.ledger.json")
            }
            return .success(nil)
        }
        guard invocation.buildID != nil || invocation.command == .merge else {
            return fail(
                "--ledger needs the build it records", help: "add --build-id ID, e.g. --build-id $(git rev-parse HEAD)")
        }
        guard FileManager.default.fileExists(atPath: path) else { return .success(FindingsLedger(paths: paths)) }
        guard let ledger = read(path) else { return .failure(Failure()) }
        guard ledger.paths == paths else {
            return fail(
                "the ledger \(path) follows campaigns of \(ExploreSetup.quoted(ledger.paths)), not "
                    + ExploreSetup.quoted(paths),
                help: "a ledger follows the campaigns of one set of PATHs: name another ledger file for these")
        }
        return .success(ledger)
    }

    /// The ledger file at `path`, or nil with its problem printed as `path:line:col: error: …`.
    func read(_ path: String) -> FindingsLedger? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            console.error("rewardsim: error: cannot read the ledger '\(path)'")
            return nil
        }
        let source = SourceFile(path: path, text: text)
        switch FindingsLedger.decode(source) {
        case .success(let ledger):
            return ledger
        case .failure(let diagnostic):
            console.error(diagnostic.rendered(source: source, colour: console.colour) + "\n")
            return nil
        }
    }

    /// Records `campaign` and writes the ledger; for a whole campaign (or the last shard that
    /// completes one), prints the build's findings and writes them. `details`: what the checker
    /// said on the first failure of each signature, for the issue bodies. Returns the exit code
    /// of a failure to write, or nil.
    func record(
        _ campaign: FindingsLedger.Campaign, causes: [(signature: String, cause: String)], into ledger: FindingsLedger,
        details: [String: String] = [:]
    ) -> Int32? {
        var ledger = ledger
        ledger.record(campaign, causes: causes)
        let whole = ledger.campaigns.contains {
            $0.build == campaign.build && $0.campaignSeed == campaign.campaignSeed && $0.runs == campaign.runs
                && $0.shardCount == 1
        }
        guard whole else {
            console.out("")
            console.out(
                "ledger: shard \(campaign.shardIndex)/\(campaign.shardCount) of build \(campaign.build) recorded in "
                    + "\(invocation.ledgerPath ?? ""); the build's findings come with the merge of every shard's "
                    + "ledger (rewardsim merge A\(FindingsLedger.fileSuffix) B\(FindingsLedger.fileSuffix) … "
                    + "--ledger FILE --build-id \(campaign.build))")
            return write(ledger, findings: nil, details: details)
        }
        return write(ledger, findings: LedgerFindings(ledger, build: campaign.build), details: details)
    }

    /// Writes the ledger to `--ledger` and, with `findings`, prints them and writes their files.
    func write(_ ledger: FindingsLedger, findings: LedgerFindings?, details: [String: String] = [:]) -> Int32? {
        var files: [(name: String, text: String)] = []
        if let findings {
            printFindings(findings, ledger: ledger)
            let texts = FindingsText(findings: findings, ledger: ledger, regressions: regressions())
            files.append((Self.findingsFileName, texts.markdown(issueFile: issueFileName)))
            for finding in findings.findings(.new) {
                files.append((issueFileName(finding), texts.issue(finding, detail: details[finding.signature])))
            }
        }
        let previousIssues = ((try? FileManager.default.contentsOfDirectory(atPath: invocation.reportDirectory)) ?? [])
            .filter { $0.hasPrefix(Self.issuePrefix) && $0.hasSuffix(".md") }
        do {
            try reportSet.write(
                files, replacing: findings == nil ? [] : [Self.findingsFileName] + previousIssues,
                outside: [(invocation.ledgerPath ?? "", ledger.json.serialized())])
        } catch {
            console.error("rewardsim: error: \(error)")
            return ExitCode.internalError
        }
        if findings != nil {
            let folder = invocation.reportDirectory as NSString
            console.out(
                console.dim(
                    "findings: " + files.map { folder.appendingPathComponent($0.name) }.joined(separator: ", ")
                        + "; ledger: \(invocation.ledgerPath ?? "")"))
        }
        return nil
    }

    private func issueFileName(_ finding: Finding) -> String {
        Self.issuePrefix + finding.signature + ".md"
    }

    private func printFindings(_ findings: LedgerFindings, ledger: FindingsLedger) {
        console.out("")
        console.out(
            "findings on build \(findings.build) (\(Plural.count(findings.runsOnBuild, "run")) on this build; "
                + "\(Plural.count(ledger.builds.count, "build")) in \(invocation.ledgerPath ?? "the ledger")):")
        if findings.findings.isEmpty { console.out("  no cause has failed a run of these builds") }
        let regressions = regressions()
        for finding in findings.findings {
            let mark = finding.findingClass == .resolved ? console.green : console.red
            console.out(
                "  " + mark(finding.findingClass.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0))
                    + " \(finding.signature)  \(finding.cause)")
            for line in FindingsText.facts(finding) { console.out("            \(line)") }
            if finding.findingClass != .resolved {
                console.out("            reproduce: " + InvokedTool.commandLine(finding.reproduce))
            }
            if let regression = regressions[finding.signature] { console.out("            regression: \(regression)") }
        }
        if findings.resolvedEarlier > 0 {
            console.out(
                "  " + Plural.count(findings.resolvedEarlier, "cause") + " resolved on earlier builds, not seen since")
        }
        for line in FindingsText.rule { console.out(console.dim("  " + line)) }
    }

    /// The regression files `shrink` wrote (in `--out`, default Scenarios/regressions), by the
    /// cause signature each names.
    private func regressions() -> [String: String] {
        let folder = invocation.outDirectory
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasSuffix(".yaml")
        }
        var found: [String: String] = [:]
        for name in names.sorted() {
            let path = (folder as NSString).appendingPathComponent(name)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n").prefix(while: { $0.hasPrefix("#") }) {
                guard let range = line.range(of: FindingsText.regressionMarker) else { continue }
                let signature = String(line[range.upperBound...].prefix(while: { $0.isHexDigit }))
                if found[signature] == nil { found[signature] = path }
            }
        }
        return found
    }

    struct Failure: Error {}

    private func fail<T>(_ message: String, help: String) -> Result<T, Failure> {
        console.error("rewardsim: error: \(message)")
        console.error("help: \(help)")
        return .failure(Failure())
    }
}
